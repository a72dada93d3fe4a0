import { Button, type ButtonProps, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/*
 * The result panels of the error boundaries, in a chunk of their own: antd's Result (with its
 * illustrations) loads only when an error happens.
 */

function ReloadButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button {...props} onClick={() => window.location.reload()}>
      {t('error.reload')}
    </Button>
  );
}

export interface RootErrorResultProps {
  chunk: boolean;
  detail: string;
}

/** Outside any tab: the router's or the sign-in page's error. */
export function RootErrorResult({ chunk, detail }: RootErrorResultProps) {
  const { t } = useTranslation();
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={chunk ? t('error.chunkTitle') : t('error.pageTitle')}
      subTitle={chunk ? t('error.chunkDescription') : detail}
      extra={<ReloadButton type="primary" />}
    />
  );
}

export interface TabErrorResultProps {
  error: Error;
  chunk: boolean;
  reloading: boolean;
  onRetry: () => void;
}

/** One tab's page failed: its chunk (reloading once), or a crash (retry or reload). */
export function TabErrorResult({ error, chunk, reloading, onRetry }: TabErrorResultProps) {
  const { t } = useTranslation();
  if (chunk) {
    return (
      <Result
        status="warning"
        title={reloading ? t('error.chunkReloading') : t('error.chunkTitle')}
        subTitle={t('error.chunkDescription')}
        extra={<ReloadButton type="primary" />}
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('error.pageTitle')}
      subTitle={t('error.pageDescription')}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('error.retry')}
        </Button>,
        <ReloadButton key="reload" />,
      ]}
    >
      <Typography.Paragraph type="secondary" className="hris-error-detail">
        {error.message}
      </Typography.Paragraph>
    </Result>
  );
}
