/** A page opened in a background tab paints nothing until shown; its code starts after this anyway. */
export const HIDDEN_START_MS = 500;
/**
 * The longest a visible page's code waits for its first paint to be reported: a browser that reports none (no paint
 * timing) or a first frame that never comes must not leave the page without its app.
 */
export const FIRST_PAINT_WAIT_MS = 4000;

/**
 * Runs `start` once, in a task of its own, after the browser has shown the page's first contentful frame: the
 * `first-contentful-paint` entry is reported when the frame is on screen, not when it is painted (a requestAnimationFrame
 * callback runs before the frame, and Chromium can hold a painted frame back for a second before showing it). In a
 * hidden tab it runs after HIDDEN_START_MS; without paint timing, after the next frame; in any case after at most
 * FIRST_PAINT_WAIT_MS.
 */
export function whenFirstPaintShown(win: Window & typeof globalThis, start: () => void): void {
  let started = false;
  const cleanups: Array<() => void> = [];
  const run = () => {
    if (started) return;
    started = true;
    for (const cleanup of cleanups) cleanup();
    win.setTimeout(start, 0);
  };

  const doc = win.document;
  const whenHidden = () => {
    if (doc.visibilityState === 'hidden') {
      const timer = win.setTimeout(run, HIDDEN_START_MS);
      cleanups.push(() => win.clearTimeout(timer));
    }
  };
  whenHidden();
  doc.addEventListener('visibilitychange', whenHidden);
  cleanups.push(() => doc.removeEventListener('visibilitychange', whenHidden));

  const cap = win.setTimeout(run, FIRST_PAINT_WAIT_MS);
  cleanups.push(() => win.clearTimeout(cap));

  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
    cleanups.push(() => observer.disconnect());
  } else {
    win.requestAnimationFrame(() => run());
  }
}
