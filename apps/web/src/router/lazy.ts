import { type ComponentType, createElement, lazy, useState } from 'react';
import { beginProgress, endProgress } from './progress';
import type { LazyPage } from './types';

/** Matches the messages browsers give when a code-split chunk cannot be fetched. */
const CHUNK_ERROR =
  /dynamically imported module|module script failed|Loading chunk|Failed to fetch|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk, retrying once after a short pause (a deploy or a flaky network in between).
 * A second failure is rethrown as a ChunkLoadError for the error boundary, which reloads the app.
 */
export async function loadWithRetry<T>(loader: () => Promise<T>, retryDelayMs = 500): Promise<T> {
  try {
    return await loader();
  } catch (first) {
    await wait(retryDelayMs);
    try {
      return await loader();
    } catch (second) {
      const error = new Error(second instanceof Error ? second.message : String(second ?? first));
      error.name = 'ChunkLoadError';
      throw error;
    }
  }
}

/**
 * A lazily loaded page whose chunk download shows the progress bar. `preload()` starts the
 * download early (the guard does, in parallel with the layout). A page whose module is already
 * there renders at once: through `lazy` it would suspend first, and React holds back revealing
 * suspended content for a while after a fallback showed.
 */
export function lazyPage(loader: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const load = () => {
    loading ??= loadWithRetry(loader).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    const holder = Symbol('chunk');
    beginProgress(holder);
    try {
      return await load();
    } finally {
      endProgress(holder);
    }
  });
  function Page() {
    // Fixed per mount: switching from `Lazy` to the module's component would remount the page.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy);
  }
  return Object.assign(Page, { preload: () => load().then(noop, noop) });
}

const noop = () => {};
