import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

const routes: AppRoute[] = [
  { path: '/a', page: () => <FormPage name="A" />, meta: { title: 'route.a' } },
  { path: '/b', page: () => <FormPage name="B" />, meta: { title: 'route.b' } },
  { path: '/c', page: () => <FormPage name="C" />, meta: { title: 'route.c', noCache: true } },
];

function setup(initial = '/a') {
  const router = createMemoryRouter([{ path: '*', element: <AppMain /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

describe('keep-alive tabs (AppMain)', () => {
  beforeEach(() => {
    mounts = {};
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
});
