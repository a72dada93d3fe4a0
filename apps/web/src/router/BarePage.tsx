import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { APP_TITLE } from '../config';
import { usePermissionStore } from '../stores/permission';
import { flattenRoutes } from './match';
import { RouteContext } from './route-context';
import { ForbiddenPage } from './routes';
import type { AppRoute } from './types';

/**
 * A page of the route table rendered outside the layout (`meta.bare`): alone when the user's
 * menu codes hold it, 403 otherwise, as the layout would decide.
 */
export function BarePage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const permitted = usePermissionStore((s) => flattenRoutes(s.routes).some((m) => m.route.path === route.path));
  const title = route.meta?.title;
  useEffect(() => {
    document.title = title ? `${t(title)} - ${APP_TITLE}` : APP_TITLE;
  }, [t, title]);
  const Page = route.page;
  if (!Page) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        {permitted ? (
          <RouteContext value={route}>
            <Page />
          </RouteContext>
        ) : (
          <ForbiddenPage />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
