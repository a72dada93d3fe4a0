import { describe, expect, it } from 'vitest';
import { filterRoutes } from '../../router/access';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from '../../router/routes';
import type { AppRoute } from '../../router/types';
import { ancestorKeys, buildMenu } from './menu';

describe('sidebar menu', () => {
  it('shows sections with their visible children, never hidden pages', () => {
    const routes = [...CONSTANT_ROUTES, ...filterRoutes(ASYNC_ROUTES, new Set(['Task', 'TaskIndex', 'TaskALL']))];
    const menu = buildMenu(routes);
    expect(menu.map((m) => m.key)).toEqual(['/dashboard', '/task']);
    expect(menu[1]?.children?.map((c) => c.key)).toEqual(['/task/index', '/task/all']);
  });

  it('a section with one visible child shows the child in its place', () => {
    const menu = buildMenu(filterRoutes(ASYNC_ROUTES, new Set(['Interface'])));
    expect(menu).toEqual([{ key: '/interface/index', title: 'route.interface', icon: 'interface', external: false }]);
  });

  it('marks external links', () => {
    const routes: AppRoute[] = [
      { path: 'https://help.example.com', meta: { title: 'route.help' } },
      { path: 'mailto:hr@example.com', meta: { title: 'route.mail' } },
    ];
    expect(buildMenu(routes).map((m) => m.external)).toEqual([true, true]);
  });

  it('finds the sections to open for a page', () => {
    const menu = buildMenu(filterRoutes(ASYNC_ROUTES, new Set(['BasicData', 'StaffList', 'ShopInfo'])));
    expect(ancestorKeys(menu, '/basicData/ShopInfo')).toEqual(['/basicData']);
    expect(ancestorKeys(menu, '/nope')).toBeNull();
  });

  it('sh001-like and head-office-like codes give different menus', () => {
    const store = buildMenu(
      filterRoutes(
        ASYNC_ROUTES,
        new Set([
          'Task',
          'TaskIndex',
          'TaskALL',
          'TaskChange',
          'BasicData',
          'StaffList',
          'HealthOfList',
          'HealthInvoice',
        ]),
      ),
    ).map((m) => m.key);
    const hq = buildMenu(
      filterRoutes(
        ASYNC_ROUTES,
        new Set(['Task', 'TaskIndex', 'BasicData', 'StaffList', 'Infotatistics', 'Deduction', 'StaffEntry']),
      ),
    ).map((m) => m.key);
    expect(store).toContain('/health');
    expect(store).not.toContain('/infotatistics');
    expect(hq).toContain('/infotatistics');
    expect(hq).not.toContain('/health');
  });
});
