import { Component, type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { errorMessage, RootErrorPanel } from './components/ErrorBoundary/RootErrorPanel';
import LoginPage from './pages/login';
import { AppProviders } from './providers';
import { parseHash } from './router/hash-location';

const subscribeToHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

class SignInErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    return error ? <RootErrorPanel error={error} detail={errorMessage(error)} /> : this.props.children;
  }
}

/**
 * The sign-in page as the first screen of a visitor without a token (main.tsx), without the
 * router and the signed-in shell: those load once the hash leaves /login (after sign-in, or a
 * link or the back button), and `enterApp` hands over to them.
 */
export function SignInApp({ enterApp }: { enterApp: () => void }) {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  const { pathname, search } = parseHash(hash);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const leaving = pathname !== '/login';
  useEffect(() => {
    if (leaving) enterApp();
  }, [leaving, enterApp]);
  return (
    <AppProviders>
      <SignInErrorBoundary>
        {/* As the router's `navigate(to, { replace: true })`: the hash change hands over to the app. */}
        <LoginPage query={query} onSignedIn={(to) => window.location.replace(`#${to}`)} />
      </SignInErrorBoundary>
    </AppProviders>
  );
}
