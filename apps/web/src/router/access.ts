import { NEW_HIRE_ROLE_ID } from '@hris/contract';
import type { AppRoute } from './types';

/** A menu permission entry as stored (spec §3): only the fields access decisions read. */
export interface MenuEntry {
  menuCode: string;
  isEdit: number;
  roleID?: string;
}

/** The distinct menu codes held. */
export function menuCodes(menus: readonly MenuEntry[]): string[] {
  return [...new Set(menus.map((m) => m.menuCode))];
}

/** True when no permission is required or at least one required code is held (spec §6). */
export function hasPermission(held: ReadonlySet<string>, required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((code) => held.has(code));
}

/**
 * Keeps the routes whose permission intersects the held codes, applied recursively to children
 * (spec §6). A section whose children were all removed is removed too: it would be an empty menu.
 */
export function filterRoutes(routes: readonly AppRoute[], held: ReadonlySet<string>): AppRoute[] {
  const result: AppRoute[] = [];
  for (const route of routes) {
    if (!hasPermission(held, route.meta?.permission)) continue;
    if (route.children) {
      const children = filterRoutes(route.children, held);
      if (children.length === 0) continue;
      const redirectKept = !route.redirect || children.some((c) => c.path === route.redirect);
      // A section's default child may be forbidden while siblings are not: point at the first kept one.
      const redirect = redirectKept ? route.redirect : firstVisiblePath(children);
      result.push({ ...route, redirect, children });
    } else {
      result.push(route);
    }
  }
  return result;
}

function firstVisiblePath(routes: readonly AppRoute[]): string | undefined {
  return (routes.find((r) => !r.meta?.hidden) ?? routes[0])?.path;
}

/** A page is editable only if one of its menu entries has isEdit equal to 1 (spec §6). */
export function canEdit(menus: readonly MenuEntry[], menuCode: string): boolean {
  return menus.some((m) => m.menuCode === menuCode && m.isEdit === 1);
}

/** The new-hire button and call need a permission entry with role id 019 (spec §6). */
export function hasNewHireRole(menus: readonly MenuEntry[]): boolean {
  return menus.some((m) => m.roleID === NEW_HIRE_ROLE_ID);
}

/** Menu links starting with http, mailto or tel open outside the app (spec §2). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

export interface Access {
  codes: ReadonlySet<string>;
  can: (required: readonly string[] | undefined) => boolean;
  canEdit: (menuCode: string) => boolean;
  hasNewHireRole: boolean;
}

/** The access object used by guard, menu and buttons (one pure function over the menus held). */
export function createAccess(menus: readonly MenuEntry[]): Access {
  const codes = new Set(menuCodes(menus));
  return {
    codes,
    can: (required) => hasPermission(codes, required),
    canEdit: (menuCode) => canEdit(menus, menuCode),
    hasNewHireRole: hasNewHireRole(menus),
  };
}
