import { describe, expect, it } from 'vitest';
import { canEdit, createAccess, filterRoutes, hasNewHireRole, hasPermission, isExternal, menuCodes } from './access';
import { flattenRoutes } from './match';
import { ASYNC_ROUTES } from './routes';
import type { AppRoute } from './types';

const paths = (routes: AppRoute[]) => flattenRoutes(routes).map((m) => m.route.path);

describe('access', () => {
  it('holds a route when no permission is required or any required code is held', () => {
    const held = new Set(['TaskIndex']);
    expect(hasPermission(held, undefined)).toBe(true);
    expect(hasPermission(held, [])).toBe(true);
    expect(hasPermission(held, ['TaskALL', 'TaskIndex'])).toBe(true);
    expect(hasPermission(held, ['TaskALL'])).toBe(false);
  });

  it('filters recursively: the section and each child need their own code', () => {
    const routes = filterRoutes(ASYNC_ROUTES, new Set(['Task', 'TaskIndex', 'TaskALL']));
    const kept = paths(routes);
    expect(kept).toContain('/task/index');
    expect(kept).toContain('/task/all');
    expect(kept).toContain('/task/myTask');
    expect(kept).not.toContain('/task/taskChange');
    expect(kept).not.toContain('/basicData');
  });

  it('drops a section whose children were all removed, and one whose own code is missing', () => {
    expect(paths(filterRoutes(ASYNC_ROUTES, new Set(['Task'])))).not.toContain('/task');
    expect(paths(filterRoutes(ASYNC_ROUTES, new Set(['TaskIndex'])))).not.toContain('/task/index');
  });

  it('shows Report Statistics for any one of its six permissions', () => {
    for (const key of ['Entryweekly', 'Transferweekly', 'Quitweekly', 'ToEntryweekly', 'Movement', 'AccessData']) {
      const kept = paths(filterRoutes(ASYNC_ROUTES, new Set([key])));
      expect(kept, key).toContain('/reportStatistics');
      expect(kept, key).toContain('/reportStatistics/store');
    }
    expect(paths(filterRoutes(ASYNC_ROUTES, new Set(['Movement'])))).not.toContain('/reportStatistics/entryweekly');
  });

  it('redirects a section to its first permitted child when the default one is forbidden', () => {
    const [section] = filterRoutes(ASYNC_ROUTES, new Set(['System', 'SystemLog']));
    expect(section?.path).toBe('/system');
    expect(section?.redirect).toBe('/system/systemLog');
  });

  it('hidden pages inherit the permission of their list page', () => {
    const kept = paths(filterRoutes(ASYNC_ROUTES, new Set(['BasicData', 'StaffList'])));
    expect(kept).toEqual(
      expect.arrayContaining([
        '/basicData/staffList',
        '/basicData/staffDetail',
        '/basicData/staffEdit',
        '/basicData/addOffice',
      ]),
    );
    expect(kept).not.toContain('/basicData/shopDetail');
  });

  it('a page is editable only with isEdit 1', () => {
    const menus = [
      { menuCode: 'StaffList', isEdit: 0, roleID: '001' },
      { menuCode: 'StaffList', isEdit: 1, roleID: '002' },
      { menuCode: 'ShopInfo', isEdit: 0, roleID: '001' },
    ];
    expect(canEdit(menus, 'StaffList')).toBe(true);
    expect(canEdit(menus, 'ShopInfo')).toBe(false);
    expect(canEdit(menus, 'Office')).toBe(false);
  });

  it('the new-hire role is roleID 019', () => {
    expect(hasNewHireRole([{ menuCode: 'Task', isEdit: 1, roleID: '019' }])).toBe(true);
    expect(hasNewHireRole([{ menuCode: 'Task', isEdit: 1, roleID: '018' }])).toBe(false);
  });

  it('creates one access object for guard, menu and buttons', () => {
    const access = createAccess([
      { menuCode: 'Task', isEdit: 1, roleID: '010' },
      { menuCode: 'Task', isEdit: 0, roleID: '019' },
    ]);
    expect([...access.codes]).toEqual(['Task']);
    expect(
      menuCodes([
        { menuCode: 'A', isEdit: 0 },
        { menuCode: 'A', isEdit: 1 },
      ]),
    ).toEqual(['A']);
    expect(access.can(['Task'])).toBe(true);
    expect(access.can(['System'])).toBe(false);
    expect(access.canEdit('Task')).toBe(true);
    expect(access.hasNewHireRole).toBe(true);
  });

  it('recognises external menu links', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('mailto:hr@example.com')).toBe(true);
    expect(isExternal('tel:10086')).toBe(true);
    expect(isExternal('/task/index')).toBe(false);
  });
});
