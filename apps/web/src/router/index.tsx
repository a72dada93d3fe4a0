import type { ComponentType } from 'react';
import { createHashRouter, type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from 'react-router';
import { RootErrorPage } from '../components/ErrorBoundary/RootErrorPage';
import { PageLoading } from '../components/PageLoading';
import { HOME_PATH } from '../config';
import { toastError } from '../feedback';
import { t } from '../i18n';
import LoginPage from '../pages/login';
import { usePermissionStore } from '../stores/permission';
import { getToken, readStoredMenus, resetSession } from '../stores/session';
import { BarePage } from './BarePage';
import { type GuardDeps, HAS_ERROR, PERMISSION_DENIED, runGuard } from './guard';
import { loadWithRetry } from './lazy';
import { flattenRoutes, matchRoute } from './match';
import { beginProgress, endProgress } from './progress';
import { RootRoute } from './RootRoute';
import { ALL_ROUTES } from './routes';

const lazyComponent = (loader: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await loadWithRetry(loader);
  return { Component: module.default };
};

const browserDeps: GuardDeps = {
  hasToken: () => Boolean(getToken()),
  isLoaded: () => usePermissionStore.getState().loaded,
  readMenus: readStoredMenus,
  loadRoutes: (menus) => usePermissionStore.getState().load(menus),
  resetToken: resetSession,
  showError: (message) => {
    const key =
      message === PERMISSION_DENIED ? 'guard.permissionDenied' : message === HAS_ERROR ? 'guard.hasError' : null;
    toastError(key ? t(key) : message);
  },
};

/** Until the first render: see guardLoader. */
let starting = true;

/**
 * The root route's loader: runs the guard on every navigation (`shouldRevalidate` is always true).
 * The permitted page's chunk starts loading here, alongside the layout's. On the first navigation
 * (the loading spinner is showing anyway) the page's first data is asked for too and the router
 * waits for the chunk, so layout and page render together; later navigations show the new tab at
 * once, with its own spinner while it loads.
 */
async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const target = runGuard(browserDeps, url.pathname, `${url.pathname}${url.search}`);
  if (target) throw redirect(target);
  const route = matchRoute(usePermissionStore.getState().routes, url.pathname)?.route;
  const loading = route?.page && 'preload' in route.page ? route.page.preload() : null;
  if (starting) {
    route?.prefetch?.();
    await loading;
  }
  return null;
}

/** The sign-in page inside the router: its query and the navigation after sign-in. */
function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return <LoginPage query={params} onSignedIn={(to) => navigate(to, { replace: true })} />;
}

/** Pages of the route table that render outside the layout (meta.bare: 审批单打印). */
const BARE_ROUTES = flattenRoutes(ALL_ROUTES)
  .map((m) => m.route)
  .filter((route) => route.meta?.bare && route.page);

/**
 * Hash routing (spec §2). The root route runs the guard before every navigation; its children are
 * the pages outside the layout (sign-in, 404, the table's bare pages) and the layout, which
 * renders every other page from the permitted route table inside its keep-alive tabs.
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
      { path: 'login', Component: LoginRoute },
      { path: '404', lazy: lazyComponent(() => import('../pages/error/NotFound')) },
      ...BARE_ROUTES.map((route) => ({ path: route.path.slice(1), element: <BarePage route={route} /> })),
      { path: '*', lazy: lazyComponent(() => import('../layout')) },
    ],
  },
]);

/** Resolves once the first navigation (guard, layout chunk) is done: the app can show without a spinner. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The progress bar runs while the router loads (guard, lazy layout or page chunk).
const navigation = Symbol('navigation');
router.subscribe((state) => {
  if (state.initialized) starting = false;
  if (state.navigation.state === 'idle') endProgress(navigation);
  else beginProgress(navigation);
});
