/**
 * Cookie consent (SPEC.md section 9, issue 34.5) with vanilla-cookieconsent 3: two categories, "necessary" (always on:
 * session, language, partner cookies) and "analytics" (the tag manager and the analytics property). The choice is
 * stored by the library in the `cc_cookie` cookie (182 days) and can be changed from the footer's "Cookie settings".
 *
 * The library (10.2 KB gzip of JS, 5.4 KB of CSS) is loaded only after the first paint, in its own chunk, so it adds
 * nothing to the first-load JS of a page. Nothing of the analytics loads before the player says yes.
 */
import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';

export const CONSENT_COOKIE = 'cc_cookie';
export const ANALYTICS_CATEGORY = 'analytics';

/** Every text of the banner and the preferences dialog, in the page's language (host locales, `consent.*`). */
export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  acceptNecessary: string;
  showPreferences: string;
  preferencesTitle: string;
  save: string;
  close: string;
  intro: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
  moreTitle: string;
  moreDescription: string;
  /** The cookie policy link's text; the link goes to /{lang}/display/cookiepolicy. */
  policy: string;
}

export function consentTranslation(raw: ConsentTexts, language: string): Translation {
  const texts = Object.fromEntries(Object.entries(raw).map(([key, text]) => [key, escapeHtml(text)])) as unknown as ConsentTexts;
  // The library writes every text as HTML: our strings are escaped, and the one link is ours.
  const policy = `<a href="/${encodeURIComponent(language)}/display/cookiepolicy">${texts.policy}</a>`;
  return {
    consentModal: {
      title: texts.title,
      description: `${texts.description} ${policy}`,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.acceptNecessary,
      showPreferencesBtn: texts.showPreferences,
    },
    preferencesModal: {
      title: texts.preferencesTitle,
      acceptAllBtn: texts.acceptAll,
      acceptNecessaryBtn: texts.acceptNecessary,
      savePreferencesBtn: texts.save,
      closeIconLabel: raw.close,
      sections: [
        { description: texts.intro },
        { title: texts.necessaryTitle, description: texts.necessaryDescription, linkedCategory: 'necessary' },
        { title: texts.analyticsTitle, description: texts.analyticsDescription, linkedCategory: ANALYTICS_CATEGORY },
        { title: texts.moreTitle, description: `${texts.moreDescription} ${policy}` },
      ],
    },
  };
}

/** The library's configuration: opt-in, analytics off until chosen, the page's language only. */
export function consentConfig(
  language: string,
  texts: ConsentTexts,
  onAnalytics: (granted: boolean) => void,
  secure: boolean,
): CookieConsentConfig {
  const report = ({ cookie }: { cookie: { categories: string[] } }) => onAnalytics(cookie.categories.includes(ANALYTICS_CATEGORY));
  return {
    mode: 'opt-in',
    revision: 1,
    // The dialog is for people; crawlers get the page without it (and without analytics).
    hideFromBots: true,
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax', secure, expiresAfterDays: 182 },
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [ANALYTICS_CATEGORY]: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
    },
    language: { default: language, translations: { [language]: consentTranslation(texts, language) } },
    onConsent: report,
    onChange: report,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type CookieConsentModule = typeof import('vanilla-cookieconsent');
let library: Promise<CookieConsentModule> | undefined;

/** The library and its stylesheet, fetched once, in their own chunk. */
function loadLibrary(): Promise<CookieConsentModule> {
  library ??= Promise.all([
    import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent'),
    import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent/dist/cookieconsent.css'),
    import(/* webpackChunkName: "cookie-consent" */ './consent.css'),
  ]).then(([module]) => module);
  return library;
}

/** Shows the banner when there is no valid stored choice, and reports the analytics choice now and on every change. */
export async function startConsent(language: string, texts: ConsentTexts, onAnalytics: (granted: boolean) => void): Promise<void> {
  const consent = await loadLibrary();
  await consent.run(consentConfig(language, texts, onAnalytics, window.location.protocol === 'https:'));
}

/** The footer's "Cookie settings": the preferences dialog, where the stored choice can be changed. */
export async function showConsentPreferences(): Promise<void> {
  (await loadLibrary()).showPreferences();
}
