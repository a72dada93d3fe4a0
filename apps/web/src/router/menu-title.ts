import { ASYNC_ROUTES } from './routes';
import type { AppRoute } from './types';

/** The route that a menu code opens: the visible page (or section) guarded by that code alone. */
function routeOf(code: string, routes: readonly AppRoute[]): AppRoute | undefined {
  for (const route of routes) {
    const permission = route.meta?.permission;
    if (permission?.length === 1 && permission[0] === code && !route.meta?.hidden) return route;
    const child = route.children && routeOf(code, route.children);
    if (child) return child;
  }
  return undefined;
}

/** A menu code (spec §6) by the name the sidebar gives it: StaffList → 员工信息. */
export function menuTitle(
  code: string,
  t: (key: string) => string,
  routes: readonly AppRoute[] = ASYNC_ROUTES,
): string {
  const route = routeOf(code, routes);
  return route?.meta ? t(route.meta.title) : code;
}
