import type { ComponentType } from 'react';
import { createHashRouter, redirect } from 'react-router';
import { RootErrorPage } from '../components/ErrorBoundary/RootErrorPage';
import { PageLoading } from '../components/PageLoading';
import { HOME_PATH } from '../config';
import { guardLoader } from './guard';
import { loadWithRetry } from './lazy';
import { beginProgress, endProgress } from './progress';
import { RootRoute } from './RootRoute';

const lazyComponent = (loader: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await loadWithRetry(loader);
  return { Component: module.default };
};

/**
 * Hash routing (spec §2). The root route runs the guard before every navigation; its children are
 * the two pages outside the layout (sign-in, 404) and the layout, which renders every other page
 * from the permitted route table inside its keep-alive tabs.
 */
export const router = createHashRouter([
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // The guard must see every navigation, not only those that change this route's params.
    shouldRevalidate: () => true,
    Component: RootRoute,
    HydrateFallback: PageLoading,
    ErrorBoundary: RootErrorPage,
    children: [
      // "/" alone would match the root route without a child (an empty page): spec §2 "/ → /dashboard".
      { index: true, loader: () => redirect(HOME_PATH) },
      { path: 'login', lazy: lazyComponent(() => import('../pages/login')) },
      { path: '404', lazy: lazyComponent(() => import('../pages/error/NotFound')) },
      { path: '*', lazy: lazyComponent(() => import('../layout')) },
    ],
  },
]);

// The progress bar runs while the router loads (guard, lazy layout or page chunk).
const navigation = Symbol('navigation');
router.subscribe((state) => {
  if (state.navigation.state === 'idle') endProgress(navigation);
  else beginProgress(navigation);
});
