import type { PermissionKey, TNavMenu } from '@hris/contract';
import { create } from 'zustand';
import { filterRoutes, hasPermission, menuCodes } from '../router/access';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from '../router/routes';
import type { AppRoute } from '../router/types';
import { onSessionReset } from './session';

export interface PermissionState {
  /** Set by the guard once the stored menus were turned into routes (spec §2). */
  loaded: boolean;
  menus: TNavMenu[];
  /** Constant routes plus the permitted dynamic routes: what the layout renders and the menu shows. */
  routes: AppRoute[];
}

const empty: PermissionState = { loaded: false, menus: [], routes: CONSTANT_ROUTES };

export const usePermissionStore = create<PermissionState & { load: (menus: TNavMenu[]) => void; reset: () => void }>()(
  (set) => ({
    ...empty,
    load: (menus) => {
      const permitted = filterRoutes(ASYNC_ROUTES, new Set(menuCodes(menus)));
      set({ loaded: true, menus, routes: [...CONSTANT_ROUTES, ...permitted] });
    },
    reset: () => set(empty),
  }),
);

onSessionReset(() => usePermissionStore.getState().reset());

/**
 * Whether the signed-in user holds one of `codes` (spec §6): a control shown for a permission that
 * is no page of its own (敏感信息查看 reveals a value where it is shown).
 */
export function useHasPermission(...codes: PermissionKey[]): boolean {
  return usePermissionStore((s) => hasPermission(new Set(menuCodes(s.menus)), codes));
}
