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
 * own chunk; either way it adds nothing to main.js. Nothing of the analytics loads before the player says yes.
 */
import {
  ANALYTICS_CATEGORY,
  CONSENT_DATA_ELEMENT_ID,
  CONSENT_READY_EVENT,
  consentConfig,
  type ConsentApi,
  type ConsentTexts,
} from './consent-config';

export * from './consent-config';


/** The library's API, which the consent entry puts on `window.CookieConsent` (the name its own UMD build uses). */
const published = (win: Window): ConsentApi | undefined => (win as { CookieConsent?: ConsentApi }).CookieConsent;

/** Whether this page's HTML carries the consent entry (its data block); then the app never runs a second copy. */
export const pageHasConsentEntry = (doc: Document): boolean => doc.getElementById(CONSENT_DATA_ELEMENT_ID) !== null;

/** The consent entry's library, once it has run (at once if it already has). */
export function pageConsent(win: Window): Promise<ConsentApi> {
  const api = published(win);
  if (api) return Promise.resolve(api);
  return new Promise((resolve) => {
    const ready = () => {
      const ran = published(win);
      if (!ran) return;
      win.removeEventListener(CONSENT_READY_EVENT, ready);
      resolve(ran);
    };
    win.addEventListener(CONSENT_READY_EVENT, ready);
  });
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
