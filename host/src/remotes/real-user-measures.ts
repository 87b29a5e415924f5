import type { BrowserReleaseMap, RemoteName, RemoteRelease } from '@casino/contract/release';

/**
 * Real players' measures of this page view, for the canary judge (docs/releases.md, "The canary judge"): LCP, INP and
 * CLS from the `web-vitals` library, uncaught JS errors and remote load failures, sent to the edge's `reportUrl` with
 * `navigator.sendBeacon` together with the page's signed report token (it names this visitor, this page view and the
 * version of every remote served, so the measures are tagged with those versions on the edge).
 *
 * Only a page view the edge chose to measure carries a `reportToken` (every canary page view, a sample of the rest);
 * without one only load failures are sent, for the edge's log. web-vitals is downloaded after the page has loaded and
 * the browser is idle: its observers are `buffered`, so LCP and CLS that happened before it arrived are still seen,
 * and no page's first-load JavaScript grows by it.
 *
 * A report is sent at once when a remote fails to load, and when the page is hidden (the player leaves or switches
 * tab); the edge merges a page view's reports, so it counts once.
 */
export interface PageViewMeasures {
  failures: { remote: RemoteName; version: string; channel: RemoteRelease['channel']; error: string }[];
  jsErrors: number;
  lcp?: number;
  inp?: number;
  cls?: number;
}

let target: { url: string; token?: string } | null = null;
let measures: PageViewMeasures = { failures: [], jsErrors: 0 };
let lastSent = '';
let listening = false;

/** What the next report would carry (tests and diagnostics). */
export function currentMeasures(): PageViewMeasures {
  return measures;
}

function send(): void {
  if (!target) return;
  // Without a token only failures are worth sending (the edge logs them); measures would count for nothing.
  if (!target.token && measures.failures.length === 0) return;
  const body = JSON.stringify(target.token ? { token: target.token, ...measures } : { failures: measures.failures });
  if (body === lastSent) return;
  lastSent = body;
  try {
    // A string goes as text/plain: no preflight, and the browser delivers it even while the page unloads.
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(target.url, body)) return;
    void fetch(target.url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body, keepalive: true }).catch(() => {});
  } catch {
    // measuring is best effort: the page must not suffer for it
  }
}

/** A new page view (the release map the edge served with it): its report address and token, nothing measured yet. */
export function beginPageView(map: BrowserReleaseMap): void {
  target = map.reportUrl ? { url: map.reportUrl, ...(map.reportToken ? { token: map.reportToken } : {}) } : null;
  measures = { failures: [], jsErrors: 0 };
  lastSent = '';
}

/** A remote version failed to load on this page view: recorded and sent at once. */
export function recordRemoteFailure(remote: RemoteName, version: string, channel: RemoteRelease['channel'], error: unknown): void {
  if (measures.failures.length >= 8) return;
  measures.failures.push({ remote, version, channel, error: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300) });
  send();
}

/** Loads web-vitals (its own chunk) and records its values; the report goes when the page is hidden. */
export async function observeWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  onLCP((metric) => (measures.lcp = Math.round(metric.value)));
  onINP((metric) => (measures.inp = Math.round(metric.value)));
  onCLS((metric) => (measures.cls = Math.round(metric.value * 1000) / 1000));
}

/** Once the page has loaded and the browser is idle. */
function afterFirstPaint(win: Window, run: () => void): void {
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: 3000 }) : win.setTimeout(run, 0));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Starts measuring this page view; a no-op on a page the edge did not give a report address. */
export function startRealUserMeasures(map: BrowserReleaseMap, win: Window = window): void {
  // The page view began when its release map was registered (remote-registry.ts); alone (tests), it begins here.
  if (target?.url !== map.reportUrl || target?.token !== map.reportToken) beginPageView(map);
  if (!map.reportUrl || !map.reportToken) return;
  if (!listening) {
    listening = true;
    const countError = () => {
      if (target?.token) measures.jsErrors += 1;
    };
    win.addEventListener('error', countError);
    win.addEventListener('unhandledrejection', countError);
    // On the document, so web-vitals' own listeners (capturing, on the window) have reported LCP, CLS and INP first.
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') send();
    });
    win.addEventListener('pagehide', send);
  }
  afterFirstPaint(win, () => void observeWebVitals().catch(() => {}));
}
