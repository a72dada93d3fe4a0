import type { TNavMenu } from '@hris/contract';
import { describe, expect, it, vi } from 'vitest';
import { decide, type GuardDeps, runGuard, signInEntry } from './guard';

function deps(overrides: Partial<GuardDeps> & { menus?: TNavMenu[] | null; token?: boolean } = {}) {
  let loaded = false;
  let token = overrides.token ?? true;
  const base: GuardDeps = {
    hasToken: () => token,
    isLoaded: () => loaded,
    readMenus: () =>
      overrides.menus === undefined ? [{ menuCode: 'Task', isEdit: 1, roleID: '010' }] : overrides.menus,
    loadRoutes: vi.fn(() => {
      loaded = true;
    }),
    resetToken: vi.fn(() => {
      token = false;
    }),
    showError: vi.fn(),
  };
  return { ...base, ...overrides };
}

describe('navigation guard', () => {
  it('sends a signed-in user away from /login', () => {
    expect(decide({ pathname: '/login', fullPath: '/login', hasToken: true, permissionsLoaded: true })).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('loads permissions once, then lets the navigation through', () => {
    const d = deps();
    expect(runGuard(d, '/task/index', '/task/index?tab=1')).toBeNull();
    expect(d.loadRoutes).toHaveBeenCalledWith([{ menuCode: 'Task', isEdit: 1, roleID: '010' }]);
    expect(runGuard(d, '/task/all', '/task/all')).toBeNull();
    expect(d.loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('without a token, goes to /login with the full path to come back to', () => {
    const d = deps({ token: false });
    expect(runGuard(d, '/task/index', '/task/index?tab=toDo')).toBe(
      `/login?redirect=${encodeURIComponent('/task/index?tab=toDo')}`,
    );
    expect(runGuard(d, '/login', '/login')).toBeNull();
    expect(runGuard(d, '/404', '/404')).toBeNull();
  });

  it('no stored menu codes: Permission Denied, token reset, back to /login?redirect={path}', () => {
    for (const menus of [null, []]) {
      const d = deps({ menus });
      expect(runGuard(d, '/task/index', '/task/index?x=1')).toBe(
        `/login?redirect=${encodeURIComponent('/task/index')}`,
      );
      expect(d.resetToken).toHaveBeenCalled();
      expect(d.showError).toHaveBeenCalledWith('Permission Denied');
    }
  });

  it('a loading failure without a message shows Has Error', () => {
    const d = deps({
      loadRoutes: () => {
        throw new Error('');
      },
    });
    expect(runGuard(d, '/dashboard', '/dashboard')).toBe('/login?redirect=%2Fdashboard');
    expect(d.showError).toHaveBeenCalledWith('Has Error');
    expect(d.resetToken).toHaveBeenCalled();
  });

  it('ignores malformed stored entries but keeps valid ones', () => {
    const d = deps({ menus: [{ nope: 1 } as unknown as TNavMenu, { menuCode: 'Task', isEdit: 0, roleID: '1' }] });
    expect(runGuard(d, '/dashboard', '/dashboard')).toBeNull();
    expect(d.loadRoutes).toHaveBeenCalledWith([{ menuCode: 'Task', isEdit: 0, roleID: '1' }]);
  });

  it('before the router: without a token the first screen is the sign-in page, except 404', () => {
    expect(signInEntry('/task/index', '/task/index?tab=toDo', false)).toBe(
      `/login?redirect=${encodeURIComponent('/task/index?tab=toDo')}`,
    );
    expect(signInEntry('/', '/', false)).toBe('/login?redirect=%2F');
    expect(signInEntry('/login', '/login?redirect=%2Fmessage', false)).toBe('/login?redirect=%2Fmessage');
    expect(signInEntry('/404', '/404', false)).toBeNull();
    expect(signInEntry('/login', '/login', true)).toBeNull();
    expect(signInEntry('/task/index', '/task/index', true)).toBeNull();
  });
});
