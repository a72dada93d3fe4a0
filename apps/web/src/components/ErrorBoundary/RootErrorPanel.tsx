import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, loadWithRetry } from '../../router/lazy';
import { reloadOnceForChunkError } from './chunk-reload';
import type { RootErrorResultProps } from './ErrorResult';

/** Should the panel itself fail to load (the network is gone), plain text and a reload button. */
export function PlainErrorView({ chunk }: Pick<RootErrorResultProps, 'chunk'>) {
  const { t } = useTranslation();
  return (
    <div>
      <p>{chunk ? t('error.chunkTitle') : t('error.pageTitle')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

const RootErrorView = lazy(() =>
  loadWithRetry(() => import('./ErrorResult')).then(
    (m) => ({ default: m.RootErrorResult }),
    () => ({ default: PlainErrorView }),
  ),
);

/** An error outside any tab (a chunk that failed to load, a crash); the router's or the sign-in page's. */
export function RootErrorPanel({ error, detail }: { error: unknown; detail: string }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
  }, [chunk]);
  return (
    <div className="hris-root-error">
      <Suspense fallback={null}>
        <RootErrorView chunk={chunk} detail={detail} />
      </Suspense>
    </div>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
