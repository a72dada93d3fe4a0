import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { isChunkLoadError, loadWithRetry } from '../../router/lazy';
import { reloadOnceForChunkError } from './chunk-reload';
import { PlainErrorView } from './RootErrorPanel';

// Without network for the panel's chunk, plain text.
const TabErrorView = lazy(() =>
  loadWithRetry(() => import('./ErrorResult')).then(
    (m) => ({ default: m.TabErrorResult }),
    () => ({ default: PlainErrorView }),
  ),
);

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
  reloading: boolean;
}

/**
 * One per tab: a crashing page leaves the shell and the other tabs working. A failed lazy chunk
 * (already retried once by `lazyPage`) reloads the app once, then offers a manual reload.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      if (reloadOnceForChunkError()) this.setState({ reloading: true });
      return;
    }
    // Kept for the developer console; the user sees the result panel below.
    console.error(error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <TabErrorView error={error} chunk={isChunkLoadError(error)} reloading={reloading} onRetry={this.retry} />
      </Suspense>
    );
  }
}
