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
  let observer: PerformanceObserver | undefined;
  // Once: whichever comes first wins, and what is left (a timer, the listener) then finds it started.
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    win.setTimeout(start, 0);
  };

  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(run);
  }

  const doc = win.document;
  const whenHidden = () => {
    if (doc.visibilityState === 'hidden') win.setTimeout(run, HIDDEN_START_MS);
  };
  whenHidden();
  doc.addEventListener('visibilitychange', whenHidden);
  win.setTimeout(run, FIRST_PAINT_WAIT_MS);
}
