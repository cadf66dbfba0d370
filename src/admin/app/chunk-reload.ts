/*
 * Screens are chunks loaded on first use (issue 20). After a deploy an open tab asks for chunks
 * the server no longer has: it loads the new build instead, at most once a minute (a broken
 * build must not reload forever), and never in the middle of a login's second step, which lives
 * in memory only, nor over unsaved changes (the step, or the part that failed, shows the failure
 * instead: lazy-part.tsx).
 */

const LAST_RELOAD_KEY = 'cms-chunk-reload';
const RELOAD_INTERVAL_MS = 60_000;

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  /** Whether reloading now would lose something held only in memory. */
  busy: () => boolean;
}

/** After a chunk failed to load: reloads the page when that is safe; true when it did. */
export function reloadAfterChunkFailure(deps: ChunkReloadDeps): boolean {
  if (deps.busy()) return false;
  const last = Number(deps.storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (deps.now() - last < RELOAD_INTERVAL_MS) return false;
  deps.storage.setItem(LAST_RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
}

/**
 * Listens for Vite's failed chunk loads on the window; returns the way to stop. Offline, a reload
 * would only bring the browser's own error page: the part that failed offers Try again instead.
 */
export function installChunkReload(busy: () => boolean, reload: () => void = () => window.location.reload()): () => void {
  const listener = () =>
    reloadAfterChunkFailure({ storage: sessionStorage, now: Date.now, reload, busy: () => !navigator.onLine || busy() });
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
