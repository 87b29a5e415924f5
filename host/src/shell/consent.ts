/**
 * Cookie consent (SPEC.md section 9, issue 34.5) with vanilla-cookieconsent 3: two categories, "necessary" (always on:
 * session, language, partner cookies) and "analytics" (the tag manager and the analytics property). The choice is
 * stored by the library in the `cc_cookie` cookie (182 days) and can be changed from the footer's "Cookie settings".
 *
 * On a server-rendered page the library is not the app's: the page's HTML loads the consent entry on its own
 * (`<script async>`, host/src/consent-start.ts, 10 KB gzip with its stylesheet linked in the head) with the texts in a
 * data block, so the banner paints with the page instead of after main.js and hydration (issue 36.4). The app then
 * talks to that one copy through the library's own API (`window.CookieConsent`) and its `cc:onConsent`/`cc:onChange`
 * events. A page without the entry (rendered in the browser) loads the library itself, after the first paint, in its
 * own chunk; so does a page whose entry never ran (pageConsent). Either way it adds nothing to main.js. Nothing of the
 * analytics loads before the player says yes.
 */
import {
  ANALYTICS_CATEGORY,
  claimConsent,
  CONSENT_DATA_ELEMENT_ID,
  CONSENT_READY_EVENT,
  consentConfig,
  readConsentData,
  type ConsentApi,
  type ConsentTexts,
} from './consent-config';

export * from './consent-config';


/** The library's API, which the consent entry puts on `window.CookieConsent` (the name its own UMD build uses). */
const published = (win: Window): ConsentApi | undefined => (win as { CookieConsent?: ConsentApi }).CookieConsent;

/** Whether this page's HTML carries the consent entry (its data block); then the app never runs a second copy. */
export const pageHasConsentEntry = (doc: Document): boolean => doc.getElementById(CONSENT_DATA_ELEMENT_ID) !== null;

/**
 * The consent entry's library, once it has run (at once if it already has). An entry that never ran (the file blocked,
 * a 404, a network error) would leave the banner unseen and the footer's "Cookie settings" dead: once the page's load
 * event has fired, every async script in its HTML has run or failed, so an entry that has not claimed the page by then
 * never will, and the app runs the library itself with the page's own data block (runPageCopy), once.
 */
export function pageConsent(win: Window): Promise<ConsentApi> {
  const api = published(win);
  if (api) return Promise.resolve(api);
  return new Promise((resolve, reject) => {
    const stop = () => {
      win.removeEventListener(CONSENT_READY_EVENT, ready);
      win.removeEventListener('load', loaded);
    };
    const ready = () => {
      const ran = published(win);
      if (!ran) return;
      stop();
      resolve(ran);
    };
    const loaded = () => {
      // Claimed by the entry (still starting) or by another caller's fallback: its ready event comes.
      if (published(win) || !claimConsent(win)) return;
      stop();
      runPageCopy(win).then(resolve, reject);
    };
    win.addEventListener(CONSENT_READY_EVENT, ready);
    if (win.document.readyState === 'complete') loaded();
    else win.addEventListener('load', loaded);
  });
}

/** What the consent entry does, done by the app: the library on the page's data block, published, ready announced. */
async function runPageCopy(win: Window): Promise<ConsentApi> {
  const data = readConsentData(win.document);
  if (!data) throw new Error('the page has no consent data');
  const consent = await loadLibrary();
  await consent.run(consentConfig(data.language, data.texts, () => {}, win.location.protocol === 'https:'));
  const api: ConsentApi = { run: consent.run, showPreferences: consent.showPreferences, acceptedCategory: consent.acceptedCategory, validConsent: consent.validConsent };
  (win as { CookieConsent?: ConsentApi }).CookieConsent = api;
  win.dispatchEvent(new Event(CONSENT_READY_EVENT));
  return api;
}

let library: Promise<ConsentApi> | undefined;

/** The library and its stylesheet, fetched once, in their own chunk (pages without the consent entry). */
function loadLibrary(): Promise<ConsentApi> {
  library ??= Promise.all([
    import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent'),
    import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent/dist/cookieconsent.css'),
    import(/* webpackChunkName: "cookie-consent" */ './consent.css'),
  ]).then(([module]) => module);
  return library;
}

/**
 * Reports the analytics choice now and on every change. On a page with the consent entry that entry shows the banner
 * and this only listens; elsewhere this shows the banner when there is no valid stored choice.
 */
export async function startConsent(
  language: string,
  texts: ConsentTexts,
  onAnalytics: (granted: boolean) => void,
  win: Window = window,
): Promise<() => void> {
  if (!pageHasConsentEntry(win.document)) {
    const consent = await loadLibrary();
    await consent.run(consentConfig(language, texts, onAnalytics, win.location.protocol === 'https:'));
    return () => {};
  }
  // Listening first: a choice made while the entry was still starting is not missed.
  const report = () => {
    const api = published(win);
    if (api) onAnalytics(api.acceptedCategory(ANALYTICS_CATEGORY));
  };
  win.addEventListener('cc:onConsent', report);
  win.addEventListener('cc:onChange', report);
  if ((await pageConsent(win)).validConsent()) report();
  return () => {
    win.removeEventListener('cc:onConsent', report);
    win.removeEventListener('cc:onChange', report);
  };
}

/** The footer's "Cookie settings": the preferences dialog, where the stored choice can be changed. */
export async function showConsentPreferences(win: Window = window): Promise<void> {
  (await (pageHasConsentEntry(win.document) ? pageConsent(win) : loadLibrary())).showPreferences();
}
