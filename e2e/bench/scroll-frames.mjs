// The scroll the bench measures (bench.mjs's scroll line, scroll-ab.mjs's A/B), one function run in the page by
// Playwright's `evaluate` (so it closes over nothing): SCROLL_STEP_PX a frame, frame intervals by rAF, the DOM's size.

/** The scroll every page of the scroll line gets (run in the page): SCROLL_STEP_PX a frame, frame intervals by rAF. */
export function scrollByFrames([step, maxFrames]) {
  return new Promise((resolve) => {
    const frames = [];
    const dom = [];
    const cards = [];
    let last = performance.now();
    let lastY = -1;
    let stalled = 0;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (frames.length % 10 === 0) {
        dom.push(document.getElementsByTagName('*').length);
        cards.push(document.querySelectorAll('[data-testid="game-card"]').length);
      }
      // The end, or a page that stopped moving (a phone's viewport may stop a few pixels short of the computed end).
      stalled = window.scrollY === lastY ? stalled + 1 : 0;
      lastY = window.scrollY;
      if (window.scrollY >= end - 1 || stalled > 30 || frames.length > maxFrames) {
        const sorted = frames.slice(1).sort((a, b) => a - b);
        resolve({
          reachedY: Math.round(window.scrollY),
          endY: Math.round(end),
          scrollHeight: document.documentElement.scrollHeight,
          frames: sorted.length,
          p50: sorted[Math.floor(sorted.length * 0.5)],
          p95: sorted[Math.floor(sorted.length * 0.95)],
          worst: sorted.at(-1),
          domMax: Math.max(...dom),
          domMin: Math.min(...dom),
          cardsMax: Math.max(...cards),
        });
        return;
      }
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
