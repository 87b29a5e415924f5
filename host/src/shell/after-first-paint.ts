/** How long a deferred job waits at most for the browser to be idle. */
export const AFTER_FIRST_PAINT_TIMEOUT_MS = 2000;

/**
 * Runs `job` once the page has painted and the browser is idle (at most AFTER_FIRST_PAINT_TIMEOUT_MS later): for what
 * the first paint does not need. Call it from an effect; returns the cancel for its cleanup.
 */
export function afterFirstPaint(job: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(job, { timeout: AFTER_FIRST_PAINT_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(job, 1);
  return () => window.clearTimeout(handle);
}
