/**
 * Chromium loads the data for formatting numbers on the first `Intl.NumberFormat` a page builds, about 35 ms on a
 * laptop and four times that on a phone. A server-rendered page's first render formats numbers (a game count, a
 * jackpot, a balance), so that cost landed in the middle of hydration. Called while main.js downloads (start.ts), the
 * main thread is idle and the load becomes a task of its own; the formatter itself is thrown away (the shared format
 * module keeps its own), the data stays loaded.
 */
export function warmNumberFormat(locale: string): void {
  try {
    new Intl.NumberFormat(locale).format(0);
  } catch {
    // an unknown language tag: the page's own formatter will say so, this was only a head start
  }
}
