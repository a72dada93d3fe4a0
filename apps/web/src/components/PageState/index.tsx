import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** What a detail page shows before its data: a skeleton, or why there is nothing to show. */
export function PageState({
  id,
  loading,
  error,
  backTo,
  children,
}: {
  id: number | null;
  loading: boolean;
  error: boolean;
  backTo: string;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (id === null || error) {
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title={id === null ? t('record.missingId') : t('record.loadFailed')}
          extra={<Button onClick={() => navigate(backTo)}>{t('record.backToList')}</Button>}
        />
      </Card>
    );
  }
  if (loading) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <>{children()}</>;
}
