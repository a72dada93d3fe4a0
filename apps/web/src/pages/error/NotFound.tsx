import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APP_TITLE, HOME_PATH } from '../../config';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${t('route.notFound')} - ${APP_TITLE}`;
  }, [t]);
  return (
    <div className="hris-root-error" data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('error.notFound')}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('error.backHome')}
          </Button>
        }
      />
    </div>
  );
}
