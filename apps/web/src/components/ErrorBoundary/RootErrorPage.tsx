import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../router/lazy';
import { reloadOnceForChunkError } from './chunk-reload';

/** Errors outside any tab: the layout or sign-in chunk failing to load, or a router error. */
export function RootErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
  }, [chunk]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div className="hris-root-error">
      <Result
        status={chunk ? 'warning' : 'error'}
        title={chunk ? t('error.chunkTitle') : t('error.pageTitle')}
        subTitle={chunk ? t('error.chunkDescription') : detail}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        }
      />
    </div>
  );
}
