const RELOAD_MARK = 'hris:chunk-reload';
/** A second failure within this window shows the error instead of reloading again (no reload loop). */
const WINDOW_MS = 30_000;

/**
 * A chunk that still fails after its retry usually means a new deploy replaced the files: reload
 * once to fetch the new ones. Returns false when a reload already happened moments ago.
 */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (now - last < WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_MARK, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
