import { acceptedCategory, run, showPreferences, validConsent } from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './shell/consent.css';
import { claimConsent, CONSENT_READY_EVENT, consentConfig, readConsentData, type ConsentApi } from './shell/consent-config';

/**
 * The cookie banner on its own (issue 36.4): a server-rendered page's HTML loads this entry with `<script async>` and
 * its stylesheet with a `<link>`, and carries the texts in a data block (host/server/html.ts consentParts), so the
 * banner paints after some 15 KB instead of after main.js (230 KB gzip), hydration and an idle moment. The library is
 * the product's (vanilla-cookieconsent); it decides in the browser whether to show anything (no valid `cc_cookie`, not
 * a robot), so the page stays one cached page for every guest. Once it has run, the app reaches it through
 * `window.CookieConsent` (shell/consent.ts). A compiler of its own, without the federation runtime
 * (shared/federation/rspack-app.cjs createStarterConfig).
 */
const data = readConsentData(document);
/**
 * What the app uses of the library's API (shell/consent.ts ConsentApi); named one by one, so the build leaves out the
 * rest of the library's API (about 0.7 KB gzip: publishing the whole module kept every function of it).
 */
const api: ConsentApi = { run, showPreferences, acceptedCategory, validConsent };

// Claimed first: the app runs its own copy only when this entry never ran (shell/consent.ts pageConsent).
if (data && claimConsent(window)) {
  // Published once it has read the stored choice, so the app's first question (validConsent) gets the true answer.
  void run(consentConfig(data.language, data.texts, () => {}, window.location.protocol === 'https:')).finally(() => {
    (window as { CookieConsent?: ConsentApi }).CookieConsent = api;
    window.dispatchEvent(new Event(CONSENT_READY_EVENT));
  });
}
