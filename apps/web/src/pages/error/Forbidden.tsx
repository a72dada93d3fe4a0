import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../config';

/** A page of the route table the user's menu codes do not include (typed URL). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="hris-panel hris-panel--center" data-testid="forbidden">
      <Result
        status="403"
        title="403"
        subTitle={t('error.forbidden')}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('error.backHome')}
          </Button>
        }
      />
    </div>
  );
}
