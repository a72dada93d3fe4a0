import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../stores/permission';
import { BarePage } from './BarePage';
import { flattenRoutes } from './match';
import { ALL_ROUTES } from './routes';
import type { AppRoute } from './types';

const page: AppRoute = {
  path: '/process/print',
  page: () => <div data-testid="bare-content" />,
  meta: { title: 'route.processPrint', permission: ['TaskIndex'], hidden: true, bare: true },
};

function show() {
  render(
    <MemoryRouter>
      <BarePage route={page} />
    </MemoryRouter>,
  );
}

describe('bare pages', () => {
  afterEach(() => usePermissionStore.getState().reset());

  it('the print page is one, held by the task permissions', () => {
    const bare = flattenRoutes(ALL_ROUTES).filter((m) => m.route.meta?.bare);
    expect(bare.map((m) => [m.route.path, m.route.meta?.permission])).toEqual([
      ['/process/print', ['Task', 'TaskIndex', 'TaskALL']],
    ]);
  });

  it('renders alone when the user holds it, titled from the table', async () => {
    usePermissionStore.setState({ routes: [page] });
    show();
    expect(await screen.findByTestId('bare-content')).toBeInTheDocument();
    expect(document.title).toBe('审批单打印 - HRIS');
  });

  it('shows 403 when the user does not', async () => {
    usePermissionStore.setState({ routes: [] });
    show();
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.queryByTestId('bare-content')).not.toBeInTheDocument();
  });
});
