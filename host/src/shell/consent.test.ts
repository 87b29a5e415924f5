import { CONSENT_CLAIM, CONSENT_READY_EVENT, consentConfig, consentTranslation, showConsentPreferences, startConsent, type ConsentTexts } from './consent';
import de from '../locales/de.json';
import en from '../locales/en.json';

const texts = en.consent as ConsentTexts;

/** Each test of the block starts on a page whose head holds `head()`, where no consent library has run or claimed it. */
function onAFreshConsentPage(head: () => string): void {
  const page = window as unknown as Record<string, unknown>;
  const reset = (html: string) => {
    document.head.innerHTML = html;
    delete page.CookieConsent;
    delete page[CONSENT_CLAIM];
  };
  beforeEach(() => reset(head()));
  afterEach(() => reset(''));
}

describe('the cookie consent configuration', () => {
  it('is opt-in with a read-only necessary category and analytics off until chosen, stored for 182 days', () => {
    const config = consentConfig('en', texts, () => {}, true);
    expect(config.mode).toBe('opt-in');
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.categories.analytics!.enabled).toBeUndefined();
    expect(config.cookie).toMatchObject({ name: 'cc_cookie', expiresAfterDays: 182, sameSite: 'Lax', secure: true });
  });

  it('reports the analytics choice on consent and on every change', () => {
    const choices: boolean[] = [];
    const config = consentConfig('en', texts, (granted) => choices.push(granted), false);
    config.onConsent!({ cookie: { categories: ['necessary', 'analytics'] } as never });
    config.onChange!({ cookie: { categories: ['necessary'] } as never, changedCategories: ['analytics'], changedServices: {} });
    expect(choices).toEqual([true, false]);
  });

  it('links the cookie policy in the page language and escapes every text the library writes as HTML', () => {
    const translation = consentTranslation({ ...texts, title: 'Cookies <img src=x onerror=alert(1)>' }, 'de');
    expect(translation.consentModal.title).toBe('Cookies &#60;img src=x onerror=alert(1)&#62;');
    expect(translation.consentModal.description).toContain('<a href="/de/display/cookiepolicy">cookie policy</a>');
    expect(translation.preferencesModal.sections.map((section) => section.linkedCategory).filter(Boolean)).toEqual(['necessary', 'analytics']);
  });
});

// Issue 36.4: on a server-rendered page the banner is the page's own consent entry (consent-start.ts), which runs the
// library before the app has loaded; the app must talk to that copy, never start a second one.
describe('the app beside the page\'s consent entry', () => {
  const page = window as unknown as { CookieConsent?: unknown };
  const library = () => ({
    run: jest.fn(async () => {}),
    showPreferences: jest.fn(),
    acceptedCategory: jest.fn((_category: string) => true),
    validConsent: jest.fn(() => true),
  });

  const claimed = window as unknown as Record<string, unknown>;
  onAFreshConsentPage(() => `<script id="casino-consent" type="application/json">{}</script>`);

  it("reports the stored choice of the page's library once it has run, and every change after, without running it again", async () => {
    const choices: boolean[] = [];
    // The entry has started (it claims the page as it starts) and finishes after the app asked.
    claimed[CONSENT_CLAIM] = true;
    const started = startConsent('en', texts, (granted) => choices.push(granted));
    const consent = library();
    page.CookieConsent = consent;
    window.dispatchEvent(new Event(CONSENT_READY_EVENT));
    const stop = await started;
    expect(choices).toEqual([true]);
    expect(consent.acceptedCategory).toHaveBeenCalledWith('analytics');

    consent.acceptedCategory.mockReturnValue(false);
    window.dispatchEvent(new Event('cc:onChange'));
    expect(choices).toEqual([true, false]);
    expect(consent.run).not.toHaveBeenCalled();

    stop();
    window.dispatchEvent(new Event('cc:onChange'));
    expect(choices).toEqual([true, false]);
  });

  it('reports nothing while the visitor has not chosen, then the first choice', async () => {
    const consent = library();
    consent.validConsent.mockReturnValue(false);
    page.CookieConsent = consent;
    const choices: boolean[] = [];
    await startConsent('en', texts, (granted) => choices.push(granted));
    expect(choices).toEqual([]);
    window.dispatchEvent(new Event('cc:onConsent'));
    expect(choices).toEqual([true]);
  });

  it("opens the preferences of the page's library from the footer", async () => {
    const consent = library();
    page.CookieConsent = consent;
    await showConsentPreferences();
    expect(consent.showPreferences).toHaveBeenCalledTimes(1);
  });
});

// The consent entry is a file of its own: when it never runs (blocked, a 404, a network error), the banner must still
// show and the footer's "Cookie settings" must still open the preferences. The app runs the library itself, once, with
// the page's data block, after the page's load event (by then every async script has run or failed).
describe('a page whose consent entry never ran', () => {
  const page = window as unknown as Record<string, unknown>;
  const dataBlock = () =>
    `<script id="casino-consent" type="application/json">${JSON.stringify({ language: 'de', texts: de.consent })}</script>`;
  const preferences = () => document.querySelector('#cc-main .pm');

  onAFreshConsentPage(dataBlock);

  it("opens the preferences from the footer in the page's language, running the library once for every caller", async () => {
    expect(document.readyState).toBe('complete');
    const choices: boolean[] = [];
    const [stop] = await Promise.all([
      startConsent('de', texts, (granted) => choices.push(granted)),
      showConsentPreferences(),
      showConsentPreferences(),
    ]);
    expect(page[CONSENT_CLAIM]).toBe(true);
    expect(preferences()).not.toBeNull();
    expect(document.querySelector('#cc-main')!.textContent).toContain('Meine Auswahl speichern');
    // One copy of the library's markup, however many asked.
    expect(document.querySelectorAll('#cc-main')).toHaveLength(1);
    // The app's copy is the page's copy: a choice there is reported like one made in the entry's.
    (page.CookieConsent as { acceptedCategory: unknown }).acceptedCategory = () => true;
    window.dispatchEvent(new Event('cc:onChange'));
    expect(choices).toEqual([true]);
    stop();
  });

  it('waits for the load event before deciding the entry failed, and does not run a second copy when the entry ran', async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const consent = {
      run: jest.fn(),
      showPreferences: jest.fn(),
      acceptedCategory: jest.fn(),
      validConsent: jest.fn(() => false),
    };
    const opened = showConsentPreferences();
    // The entry arrives late but before the load event: it claims, runs, publishes.
    page[CONSENT_CLAIM] = true;
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    page.CookieConsent = consent;
    window.dispatchEvent(new Event(CONSENT_READY_EVENT));
    await opened;
    // The entry's copy opened the preferences, not one of the app's.
    expect(consent.showPreferences).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });
});
