import { fakePerformanceObserver } from '../test/fake-performance-observer';
import { BANNER_PAINT_WAIT_MS, BANNER_READY_WAIT_MS, whenBannerShown } from './banner-shown';
import { CONSENT_DATA_ELEMENT_ID, CONSENT_READY_EVENT } from './consent-config';

type LcpList = { getEntries: () => unknown[] };

/**
 * A page whose consent entry, banner and largest-paint reports the test drives. jsdom has no paint timing and no
 * layout: the banner text's box is given.
 */
function page({ consentEntry = true, storedChoice = false, bannerText = { width: 396, height: 101 }, lcpTiming = true } = {}) {
  // Still loading: the page's load event comes later (jsdom's own document is complete by the time a test runs).
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  document.body.innerHTML = `${consentEntry ? `<script type="application/json" id="${CONSENT_DATA_ELEMENT_ID}">{}</script>` : ''}<main><img id="card"></main>`;
  const { FakeObserver, observers, report } = fakePerformanceObserver<LcpList>(lcpTiming ? ['paint', 'largest-contentful-paint'] : ['paint']);
  const win = Object.assign(new EventTarget(), {
    document,
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  }) as unknown as Window & typeof globalThis;
  /** The consent entry has run: the library put the banner in the page (unless the choice is stored) and said so. */
  const entryRuns = () => {
    if (!storedChoice) {
      document.body.insertAdjacentHTML('beforeend', '<div id="cc-main"><div class="cm"><p id="cm__desc" class="cm__desc">We use cookies</p></div></div>');
      const text = document.getElementById('cm__desc') as HTMLElement;
      text.getBoundingClientRect = () => ({ ...bannerText, x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) });
    }
    (win as unknown as { CookieConsent?: { validConsent(): boolean } }).CookieConsent = { validConsent: () => storedChoice };
    win.dispatchEvent(new Event(CONSENT_READY_EVENT));
  };
  /** The browser reports a new largest paint. */
  const largestPaint = (element: Element | null, size: number) => report({ getEntries: () => [{ element, size }] });
  return { win, entryRuns, largestPaint, observers };
}

describe('whenBannerShown (the app waits for the cookie banner of a first visit to paint)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('starts at once on a page without the consent entry', () => {
    const { win } = page({ consentEntry: false });
    const start = jest.fn();
    whenBannerShown(win, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('on a first visit where the banner is the largest paint, starts once the browser reports its paint, not before', () => {
    const { win, entryRuns, largestPaint } = page();
    const start = jest.fn();
    whenBannerShown(win, start);
    largestPaint(document.getElementById('card'), 160 * 120); // a card paints with the HTML: smaller than the banner's text
    expect(start).not.toHaveBeenCalled();
    entryRuns();
    expect(start).not.toHaveBeenCalled();
    largestPaint(document.getElementById('cm__desc'), 396 * 101);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(BANNER_READY_WAIT_MS + BANNER_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts as soon as the entry has run when something larger than the banner already painted (home: its banner picture)', () => {
    const { win, entryRuns, largestPaint } = page();
    const start = jest.fn();
    whenBannerShown(win, start);
    entryRuns();
    largestPaint(document.getElementById('card'), 380 * 152);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts as soon as the entry has run for a player whose choice is stored (no banner)', () => {
    const { win, entryRuns } = page({ storedChoice: true });
    const start = jest.fn();
    whenBannerShown(win, start);
    expect(start).not.toHaveBeenCalled();
    entryRuns();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the page load when the consent entry never runs (blocked, failed), at the latest after the wait', () => {
    const blocked = page();
    const start = jest.fn();
    whenBannerShown(blocked.win, start);
    blocked.win.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);

    const silent = page();
    const late = jest.fn();
    whenBannerShown(silent.win, late);
    jest.advanceTimersByTime(BANNER_READY_WAIT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('starts after the paint wait when the banner shows but its paint is never reported (a tap ends largest-paint reports)', () => {
    const { win, entryRuns } = page();
    const start = jest.fn();
    whenBannerShown(win, start);
    entryRuns();
    jest.advanceTimersByTime(BANNER_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once after the entry has run in a browser without largest-paint timing', () => {
    const { win, entryRuns } = page({ lcpTiming: false });
    const start = jest.fn();
    whenBannerShown(win, start);
    entryRuns();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
