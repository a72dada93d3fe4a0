import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionStore } from '../stores/permission';
import { matchRoute } from './match';

/**
 * The title of the page at an address as the tab, the breadcrumb and `document.title` show it:
 * what the address names (`RouteMeta.titleOf`), else the route's title.
 */
export function useRouteTitle() {
  const { t, i18n } = useTranslation();
  const routes = usePermissionStore((s) => s.routes);
  return useCallback(
    (pathname: string, search: string, fallback: string) => {
      const meta = matchRoute(routes, pathname)?.route.meta;
      return meta?.titleOf?.(new URLSearchParams(search), t, i18n.language) ?? t(fallback);
    },
    [routes, t, i18n.language],
  );
}
