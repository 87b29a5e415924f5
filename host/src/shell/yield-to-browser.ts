interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint and answer input in between. Each piece
 * of work after it is a task of its own, which Lighthouse's phone (8.5x here) counts as long only when that piece is
 * over about 6 ms of real CPU (issue 36 item 4, docs/performance-log.md "Round 36").
 *
 * `scheduler.yield()` (Chromium 129+) where the browser has it: its continuation runs before other tasks of the same
 * priority, so a boot that yields is not put behind every script and network task queued meanwhile. Elsewhere a
 * message channel (a zero `setTimeout` is clamped to 4 ms once nested five deep); a timer where there is neither
 * (jsdom).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<YieldingScheduler> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
