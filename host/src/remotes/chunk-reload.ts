/**
 * Chunk-load errors after a new build: reload the page, at most once per RELOAD_GUARD_MS per path (SPEC.md design
 * card and section 9), never in a loop. The last reload time of each path is kept in sessionStorage, so it survives
 * the reload it causes: the second failure on the same path within the window shows the fallback instead.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY_PREFIX = 'casino:chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message)
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: never reload rather than risk a loop
  }
}

/** True (and the time is recorded) when this path may reload now; false within RELOAD_GUARD_MS of its last reload. */
export function claimReload(path: string, now = Date.now()): boolean {
  const store = storage();
  if (!store) return false;
  const key = STORAGE_KEY_PREFIX + path;
  const last = Number(store.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  store.setItem(key, String(now));
  return true;
}

/** Reloads the page for a chunk-load error if the guard allows it; returns whether it did. */
export function reloadForChunkError(error: unknown, path = window.location.pathname, reload = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error) || !claimReload(path)) return false;
  reload();
  return true;
}

/**
 * The safety net for chunk-load errors no error boundary saw (a lazy import awaited outside React): the same
 * guarded reload. Boundaries (remote regions, the shell's fatal boundary and route error page) call it themselves.
 */
export function installChunkErrorReload(target: Window = window, reload = () => target.location.reload()): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadForChunkError(event.reason, target.location.pathname, reload)) event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    reloadForChunkError(event.error, target.location.pathname, reload);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
