import type { TNavMenu } from '@hris/contract';
import { WHITE_LIST } from '../config';
import { menuCodes } from './access';

/*
 * The navigation guard of spec §2, in its order:
 * 1. token + /login → /
 * 2. token without loaded permissions → read the stored menus, filter the route table, add the
 *    routes, retry; on failure reset the token, show the error (or 'Has Error') and go to
 *    /login?redirect={path}
 * 3. no token → whitelisted paths pass, others go to /login?redirect={full path}
 */

export const PERMISSION_DENIED = 'Permission Denied';
export const HAS_ERROR = 'Has Error';

export interface GuardState {
  pathname: string;
  fullPath: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load-permissions' };

export function loginPath(redirectTo: string): string {
  return `/login?redirect=${encodeURIComponent(redirectTo)}`;
}

export function decide(state: GuardState): GuardDecision {
  if (state.hasToken) {
    if (state.pathname === '/login') return { type: 'redirect', to: '/' };
    if (!state.permissionsLoaded) return { type: 'load-permissions' };
    return { type: 'allow' };
  }
  if (WHITE_LIST.includes(state.pathname)) return { type: 'allow' };
  return { type: 'redirect', to: loginPath(state.fullPath) };
}

/**
 * Before the router exists (main.tsx): the path of the sign-in page the first screen is, or null
 * when the router should start (a token, or the whitelisted 404). Rule 3 above, so the sign-in
 * page can show without the router and the signed-in shell.
 */
export function signInEntry(pathname: string, fullPath: string, hasToken: boolean): string | null {
  if (hasToken) return null;
  const decision = decide({ pathname, fullPath, hasToken, permissionsLoaded: false });
  if (decision.type === 'redirect') return decision.to;
  return pathname === '/login' ? fullPath : null;
}

export interface GuardDeps {
  hasToken: () => boolean;
  isLoaded: () => boolean;
  /** The stored navigation menus, or null when absent or unreadable. */
  readMenus: () => TNavMenu[] | null;
  /** Filters the route table by the menus and adds the permitted routes. */
  loadRoutes: (menus: TNavMenu[]) => void;
  resetToken: () => void;
  showError: (message: string) => void;
}

/** Menus that carry at least one code; anything else is 'Permission Denied' (spec §6, §8). */
export function validMenus(menus: unknown): TNavMenu[] {
  if (!Array.isArray(menus)) throw new Error(PERMISSION_DENIED);
  const valid = menus.filter(
    (m): m is TNavMenu => typeof m === 'object' && m !== null && typeof (m as TNavMenu).menuCode === 'string',
  );
  if (menuCodes(valid).length === 0) throw new Error(PERMISSION_DENIED);
  return valid;
}

/** Runs the guard for one navigation: the path to redirect to, or null to let it through. */
export function runGuard(deps: GuardDeps, pathname: string, fullPath: string): string | null {
  const state = () => ({ pathname, fullPath, hasToken: deps.hasToken(), permissionsLoaded: deps.isLoaded() });
  let decision = decide(state());
  if (decision.type === 'load-permissions') {
    try {
      deps.loadRoutes(validMenus(deps.readMenus()));
    } catch (error) {
      deps.resetToken();
      deps.showError(error instanceof Error && error.message ? error.message : HAS_ERROR);
      return loginPath(pathname);
    }
    decision = decide(state());
    // Loading did not take: treat like a failure rather than loop.
    if (decision.type === 'load-permissions') {
      deps.resetToken();
      deps.showError(HAS_ERROR);
      return loginPath(pathname);
    }
  }
  return decision.type === 'redirect' ? decision.to : null;
}
