import { type ComponentType, lazy } from 'react';
import { beginProgress, endProgress } from './progress';

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

/** A lazily loaded page whose chunk download shows the progress bar. */
export function lazyPage(loader: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const holder = Symbol('chunk');
    beginProgress(holder);
    try {
      return await loadWithRetry(loader);
    } finally {
      endProgress(holder);
    }
  });
}
