import { describe, expect, it } from 'vitest';
import { filterRoutes } from '../../router/access';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from '../../router/routes';
import { crumbsFor } from './index';

const routes = [...CONSTANT_ROUTES, ...filterRoutes(ASYNC_ROUTES, new Set(['BasicData', 'StaffList']))];

describe('breadcrumb', () => {
  it('starts at the home page and follows the section', () => {
    expect(crumbsFor('/basicData/staffDetail', routes)).toEqual([
      { title: 'route.dashboard', path: '/dashboard' },
      { title: 'route.basicData', path: '/basicData/staffList' },
      { title: 'route.staffDetail' },
    ]);
  });

  it('is just the home page on the home page', () => {
    expect(crumbsFor('/dashboard', routes)).toEqual([{ title: 'route.dashboard' }]);
  });

  it('names a forbidden page of the table as 403', () => {
    expect(crumbsFor('/system/orgTree', routes)).toEqual([
      { title: 'route.dashboard', path: '/dashboard' },
      { title: 'route.forbidden' },
    ]);
  });
});
