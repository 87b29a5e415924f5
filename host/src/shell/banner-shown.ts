import { CONSENT_DATA_ELEMENT_ID, CONSENT_READY_EVENT } from './consent-config';

/** The longest the app's code waits for the consent entry to have run (a failed one is known by the page's load). */
export const BANNER_READY_WAIT_MS = 3000;
/** The longest it then waits for the shown banner's paint to be reported. */
export const BANNER_PAINT_WAIT_MS = 1000;
/** The banner's root (vanilla-cookieconsent's) and its text, the largest thing it paints. */
const BANNER_ROOT = '#cc-main';
const BANNER_TEXT = '#cc-main .cm__desc';

interface LargestPaint {
  size: number;
  element?: Element | null;
}

/**
 * Runs `start` once, when the cookie banner of a first visit is on screen, or at once when the page shows none.
 *
 * On a phone the banner's text is the largest paint of some pages (the games lobby: 396x101 px against a card's
 * 160x120), and it paints once its own 10 KB script has run (consent-start.ts, `<script async>`). Started at the first
 * paint, main.js and the boot chunks (230 KB gzip) shared the slow line with that script and the banner painted after
 * them: Lighthouse's LCP of the lobby was 3.6 s against 1.2-1.9 s on the pages whose largest paint is in the HTML
 * (issue 36 item 4, docs/performance-log.md "Round 36"). So the starter waits, after the first paint, for:
 * - the consent entry to have run (its ready event), or the page's load event (by which an async script that failed
 *   has failed), or BANNER_READY_WAIT_MS;
 * - then, if the banner shows (no valid stored choice) and its text is larger than every paint so far, for the
 *   browser to report the banner's paint as the largest (`largest-contentful-paint`), or BANNER_PAINT_WAIT_MS.
 * A page without the consent entry, a returning player with a stored choice and a page whose largest paint is larger
 * than the banner start at once.
 */
export function whenBannerShown(win: Window & typeof globalThis, start: () => void): void {
  const doc = win.document;
  if (!doc.getElementById(CONSENT_DATA_ELEMENT_ID)) {
    start();
    return;
  }
  let done = false;
  let observer: PerformanceObserver | undefined;
  const timers: number[] = [];
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    timers.forEach((timer) => win.clearTimeout(timer));
    win.removeEventListener(CONSENT_READY_EVENT, ready);
    win.removeEventListener('load', ready);
    start();
  };

  function ready(): void {
    if (done || observer) return;
    const api = (win as { CookieConsent?: { validConsent(): boolean } }).CookieConsent;
    const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
    // No banner (a stored choice), the entry did not run, or no way to see the paint: nothing to wait for.
    if (!api || api.validConsent() || !Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      finish();
      return;
    }
    const text = doc.querySelector(BANNER_TEXT);
    const box = text?.getBoundingClientRect();
    const area = box ? box.width * box.height : 0;
    const root = doc.querySelector(BANNER_ROOT);
    observer = new Observer((list) => {
      const entries = list.getEntries() as unknown as LargestPaint[];
      // The banner painted as the largest, or something larger painted before it: the banner is not the LCP.
      if (entries.some((entry) => (entry.element && root?.contains(entry.element)) || entry.size >= area)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    timers.push(win.setTimeout(finish, BANNER_PAINT_WAIT_MS));
  }

  win.addEventListener(CONSENT_READY_EVENT, ready);
  win.addEventListener('load', ready);
  timers.push(win.setTimeout(finish, BANNER_READY_WAIT_MS));
  if ((win as { CookieConsent?: unknown }).CookieConsent || doc.readyState === 'complete') ready();
}
