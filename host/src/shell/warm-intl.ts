/**
 * Chromium pays for the first `Intl.NumberFormat` and `Intl.DateTimeFormat` of a renderer process once, 20-90 ms each
 * here and several times that on a phone: V8 builds the list of languages each kind can format. A server-rendered
 * page's first render formats numbers and dates, so that cost landed in hydration; built on the main thread while
 * main.js downloaded (round 35), it was still the longest task after the first paint. A worker builds both lists on a
 * thread of its own (they are the process's, so the page's formatters find them ready); the main thread only starts it.
 */
export function warmIntlOffThread(locale: string): void {
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { name: locale });
  } catch {
    // no worker here (a policy or an old browser): the page's first formatter pays the cost, as before the warm-up
  }
}
