import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../config';
import { matchRoute } from '../../router/match';
import { useRouteTitle } from '../../router/route-title';
import { ALL_ROUTES } from '../../router/routes';
import { usePermissionStore } from '../../stores/permission';

export interface Crumb {
  title: string;
  path?: string;
}

/** Breadcrumb trail from the route table, always starting at the home page (spec §2). */
export function crumbsFor(pathname: string, permitted: Parameters<typeof matchRoute>[0]): Crumb[] {
  const home: Crumb = { title: 'route.dashboard', path: HOME_PATH };
  const match = matchRoute(permitted, pathname);
  if (!match) {
    // Forbidden page of the table: name it after the 403 page.
    return matchRoute(ALL_ROUTES, pathname) ? [home, { title: 'route.forbidden' }] : [home];
  }
  if (match.route.path === HOME_PATH) return [{ title: 'route.dashboard' }];
  const trail: Crumb[] = [home];
  for (const parent of match.parents) {
    if (parent.meta?.title) trail.push({ title: parent.meta.title, path: parent.redirect });
  }
  if (match.route.meta?.title) trail.push({ title: match.route.meta.title });
  return trail;
}

export function Breadcrumb() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const routeTitle = useRouteTitle();
  const crumbs = useMemo(() => crumbsFor(pathname, routes), [pathname, routes]);
  return (
    <AntBreadcrumb
      className="hris-breadcrumb"
      items={crumbs.map((c, index) => ({
        key: `${c.title}-${index}`,
        title:
          c.path && index < crumbs.length - 1 ? (
            <Link to={c.path}>{t(c.title)}</Link>
          ) : index === crumbs.length - 1 ? (
            routeTitle(pathname, search, c.title)
          ) : (
            t(c.title)
          ),
      }))}
    />
  );
}
