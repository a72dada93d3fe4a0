import { memo, Suspense, useMemo } from 'react';
import { type Location, Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PageLoading } from '../components/PageLoading';
import { flattenRoutes, matchRoute } from '../router/match';
import { RouteContext } from '../router/route-context';
import { ALL_ROUTES, ForbiddenPage } from '../router/routes';
import type { AppRoute } from '../router/types';

/**
 * A path no permitted route renders: a page of the table the user may not open shows 403
 * (a typed URL of a forbidden page), anything else goes to /404 (spec §2).
 */
function NotPermitted() {
  const location = useLocation();
  if (matchRoute(ALL_ROUTES, location.pathname)) return <ForbiddenPage />;
  return <Navigate to="/404" replace />;
}

interface Props {
  routes: readonly AppRoute[];
  /** The tab's own (possibly frozen) location; hidden tabs keep theirs. */
  location: Partial<Location>;
}

/** The permitted pages, rendered for one location inside one tab's error boundary. */
export const PageRoutes = memo(function PageRoutes({ routes, location }: Props) {
  const elements = useMemo(
    () =>
      flattenRoutes(routes).map(({ route }) => {
        if (route.page) {
          const Page = route.page;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteContext value={route}>
                  <Page />
                </RouteContext>
              }
            />
          );
        }
        if (route.redirect) {
          return <Route key={route.path} path={route.path} element={<Navigate to={route.redirect} replace />} />;
        }
        return null;
      }),
    [routes],
  );
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading fullscreen={false} />}>
        <Routes location={location}>
          {elements}
          <Route path="*" element={<NotPermitted />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
});
