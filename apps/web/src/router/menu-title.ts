import { MENU_TREE, type MenuSection } from '@hris/contract';
import i18n from '../i18n';
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

/** A key of the role matrix's tree that opens no page of its own (SensitiveData), as the matrix names it. */
function treeTitle(code: string): string | undefined {
  for (const section of MENU_TREE as readonly MenuSection[]) {
    const entry = section.key === code ? section : section.children.find((page) => page.key === code);
    if (entry) return i18n.language?.startsWith('en') ? entry.en : entry.zh;
  }
  return undefined;
}

/**
 * A menu code (spec §6) by the name the sidebar gives it: StaffList → 员工信息; a key that is no
 * page (SensitiveData → 敏感信息查看) by the role matrix's name.
 */
export function menuTitle(
  code: string,
  t: (key: string) => string,
  routes: readonly AppRoute[] = ASYNC_ROUTES,
): string {
  const route = routeOf(code, routes);
  return route?.meta ? t(route.meta.title) : (treeTitle(code) ?? code);
}
