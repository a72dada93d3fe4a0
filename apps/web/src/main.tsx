// antd's styles of the first screens, built ahead (plugins/antd-static-styles.ts): before the app's own CSS.
import 'virtual:antd-styles.css';
import { languageReady } from './i18n';
import './styles/global.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { errorMessage, RootErrorPanel } from './components/ErrorBoundary/RootErrorPanel';
import { AppProviders } from './providers';
import { signInEntry } from './router/guard';
import { parseHash } from './router/hash-location';
import { loadWithRetry } from './router/lazy';
import { beginProgress, endProgress } from './router/progress';
import { SignInApp } from './sign-in-app';
import { getToken } from './stores/session';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Identity provider redirect: `?code=…&state=…` before the hash (OIDC forbids fragments in redirect URIs). */
function isSsoCallback(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** The sign-in page as the first screen (no token): the guard's redirect to it is made here. */
function startsAtSignIn(): boolean {
  const { pathname, search } = parseHash(window.location.hash);
  const fullPath = `${pathname}${search}`;
  const entry = signInEntry(pathname, fullPath, Boolean(getToken()));
  // A push, as the router's redirect on a first load.
  if (entry && entry !== fullPath) window.history.pushState(null, '', `#${entry}`);
  return entry !== null;
}

const loadApp = () => loadWithRetry(() => import('./app'));

function show(root: Root, node: ReactNode): void {
  root.render(<StrictMode>{node}</StrictMode>);
}

/** The app's chunk failed to load even after a retry: the root error page (which reloads once). */
function showLoadError(root: Root, error: unknown): void {
  show(
    root,
    <AppProviders>
      <RootErrorPanel error={error} detail={errorMessage(error)} />
    </AppProviders>,
  );
}

/** The signed-in shell's layout is needed by every page but sign-in and 404: fetched alongside the app. */
const preloadLayout = () => void import('./layout').catch(() => {});

let appEntered = false;

/** Leaves the sign-in page for the app at the current hash, once the app can show its page. */
async function enterApp(root: Root): Promise<void> {
  if (appEntered) return;
  appEntered = true;
  const holder = Symbol('app');
  beginProgress(holder);
  try {
    if (getToken()) preloadLayout();
    const { App, routerReady } = await loadApp();
    await routerReady();
    show(root, <App />);
  } catch (error) {
    showLoadError(root, error);
  } finally {
    endProgress(holder);
  }
}

async function boot(): Promise<void> {
  if (isSsoCallback()) {
    // Only this path pays for oidc-client-ts; the page reloads into the app when done.
    const { completeSsoSignIn } = await import('./auth/sso');
    await completeSsoSignIn();
    return;
  }
  // A remembered English loads its texts first; should that fail, the Chinese fallback shows.
  await languageReady.catch(() => {});
  const root = createRoot(container as HTMLElement);
  if (startsAtSignIn()) {
    const enter = () => void enterApp(root);
    show(root, <SignInApp enterApp={enter} />);
    return;
  }
  if (getToken()) preloadLayout();
  try {
    const { App } = await loadApp();
    show(root, <App />);
  } catch (error) {
    showLoadError(root, error);
  }
}

void boot();
