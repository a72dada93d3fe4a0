import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS } from '../api/query-client';
import type { AppRoute } from '../router/types';
import { usePermissionStore } from '../stores/permission';
import { useTabsStore } from '../stores/tabs';
import { AppMain } from './AppMain';

let mounts: Record<string, number> = {};

function FormPage({ name }: { name: string }) {
  const location = useLocation();
  // Counts mounts, not effect runs: Activity re-runs effects each time a tab is shown again.
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  });
  return (
    <label>
      {name} {location.search}
      <input aria-label={`field-${name}`} />
    </label>
  );
}

let served = 0;

/** A list page: shows what the server answered last (each answer is one more than the one before). */
function ListPage() {
  const list = useQuery({ queryKey: ['list'], queryFn: async () => ++served });
  return <output aria-label="list">{list.data ?? '…'}</output>;
}

const routes: AppRoute[] = [
  { path: '/list', page: () => <ListPage />, meta: { title: 'route.list' } },
  { path: '/a', page: () => <FormPage name="A" />, meta: { title: 'route.a' } },
  { path: '/b', page: () => <FormPage name="B" />, meta: { title: 'route.b' } },
  { path: '/c', page: () => <FormPage name="C" />, meta: { title: 'route.c', noCache: true } },
];

function setup(initial = '/a') {
  const router = createMemoryRouter([{ path: '*', element: <AppMain /> }], { initialEntries: [initial] });
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return (to: string) => act(() => router.navigate(to));
}

describe('keep-alive tabs (AppMain)', () => {
  beforeEach(() => {
    mounts = {};
    served = 0;
    usePermissionStore.setState({ loaded: true, menus: [], routes });
  });
  afterEach(() => {
    useTabsStore.getState().reset();
    usePermissionStore.getState().reset();
  });

  it('keeps a half-filled form of tab A while tab B is shown', async () => {
    const go = setup('/a');
    fireEvent.change(screen.getByLabelText('field-A'), { target: { value: '张三' } });
    await go('/b');
    expect(screen.getByLabelText('field-B')).toBeVisible();
    expect(screen.getByLabelText('field-A')).not.toBeVisible();
    await go('/a');
    expect(screen.getByLabelText('field-A')).toHaveValue('张三');
    expect(mounts.A).toBe(1);
    expect(useTabsStore.getState().views.map((v) => v.key)).toEqual(['/a', '/b']);
  });

  it('a hidden tab keeps its own frozen location', async () => {
    const go = setup('/a?step=2');
    await go('/b?x=1');
    expect(screen.getByText('A ?step=2')).toBeInTheDocument();
    expect(screen.getByText('B ?x=1')).toBeInTheDocument();
  });

  it('noCache pages get no tab and unmount when left', async () => {
    const go = setup('/c');
    expect(screen.getByLabelText('field-C')).toBeVisible();
    await go('/a');
    expect(screen.queryByLabelText('field-C')).not.toBeInTheDocument();
    expect(useTabsStore.getState().views.map((v) => v.key)).toEqual(['/a']);
  });

  it('refresh remounts the page with a fresh state; close unmounts it', async () => {
    const go = setup('/a');
    fireEvent.change(screen.getByLabelText('field-A'), { target: { value: 'draft' } });
    await act(async () => useTabsStore.getState().refresh('/a'));
    expect(screen.getByLabelText('field-A')).toHaveValue('');
    expect(mounts.A).toBe(2);
    await go('/b');
    await act(async () => useTabsStore.getState().close('/a'));
    expect(screen.queryByLabelText('field-A')).not.toBeInTheDocument();
  });

  it('a kept-alive list asks the server again when its tab is shown again and when it is refreshed', async () => {
    const go = setup('/list');
    const list = () => screen.getByLabelText('list');
    await waitFor(() => expect(list()).toHaveTextContent('1'));
    await go('/a');
    await go('/list');
    await waitFor(() => expect(list()).toHaveTextContent('2'));
    await act(async () => useTabsStore.getState().refresh('/list'));
    await waitFor(() => expect(list()).toHaveTextContent('3'));
  });
});
