/**
 * The cookie banner's configuration (SPEC.md section 9, issue 34.5) for vanilla-cookieconsent 3, shared by the two
 * places that run the library: the consent entry the server's HTML loads on its own (consent-start.ts, so the banner
 * paints with the page instead of after main.js) and the app's fallback on pages without it (consent.ts). No library
 * code here: only types, so importing this adds nothing to a bundle but the configuration.
 */
import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';

/** What the app uses of the library's API, whichever copy runs it (the consent entry publishes exactly this). */
export type ConsentApi = Pick<typeof import('vanilla-cookieconsent'), 'run' | 'showPreferences' | 'acceptedCategory' | 'validConsent'>;

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

/** The data block of a server-rendered page that the consent entry reads: the page's language and its texts. */
export const CONSENT_DATA_ELEMENT_ID = 'casino-consent';
/** Dispatched on window by the consent entry once the library has run and is on `window.CookieConsent`. */
export const CONSENT_READY_EVENT = 'casino:consent-ready';

/**
 * Whoever runs the library on a page claims it first, here, so it runs once: the consent entry as it starts, or the
 * app's fallback when the entry never ran (blocked, a 404, a network error: shell/consent.ts pageConsent). True for the
 * first caller only.
 */
export const CONSENT_CLAIM = '__casinoConsentClaimed';
export function claimConsent(win: object): boolean {
  const page = win as { [CONSENT_CLAIM]?: boolean };
  if (page[CONSENT_CLAIM]) return false;
  page[CONSENT_CLAIM] = true;
  return true;
}

export interface ConsentData {
  language: string;
  texts: ConsentTexts;
}

const TEXT_KEYS = [
  'title', 'description', 'acceptAll', 'acceptNecessary', 'showPreferences', 'preferencesTitle', 'save', 'close', 'intro',
  'necessaryTitle', 'necessaryDescription', 'analyticsTitle', 'analyticsDescription', 'moreTitle', 'moreDescription', 'policy',
] as const satisfies readonly (keyof ConsentTexts)[];

/** The page's consent data, or undefined when the block is missing or not whole (then nothing is shown from it). */
export function readConsentData(doc: { getElementById(id: string): { textContent: string | null } | null }): ConsentData | undefined {
  const element = doc.getElementById(CONSENT_DATA_ELEMENT_ID);
  if (!element) return undefined;
  try {
    const raw = JSON.parse(element.textContent ?? '') as { language?: unknown; texts?: Record<string, unknown> };
    if (typeof raw.language !== 'string' || !/^[a-z]{2}$/.test(raw.language) || typeof raw.texts !== 'object' || raw.texts === null) return undefined;
    const texts = pickConsentTexts(raw.texts);
    return texts ? { language: raw.language, texts } : undefined;
  } catch {
    return undefined;
  }
}

/** The texts of the banner out of a language's host translations (`consent.*`), for the server's data block. */
export function pickConsentTexts(consent: Partial<Record<keyof ConsentTexts, unknown>>): ConsentTexts | undefined {
  const texts: Record<string, string> = {};
  for (const key of TEXT_KEYS) {
    const text = consent[key];
    if (typeof text !== 'string') return undefined;
    texts[key] = text;
  }
  return texts as unknown as ConsentTexts;
}
