/**
 * Runs `work` once the browser has painted the current frame: a frame callback, then a task after it (the paint
 * happens between the two). An input's handler answers first (what the player sees change) and leaves heavy
 * work, a navigation and its loaders, to run after that paint: the interaction's latency (INP) is the answer's alone.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
