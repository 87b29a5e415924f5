import { CONSENT_READY_EVENT, consentConfig, consentTranslation, showConsentPreferences, startConsent, type ConsentTexts } from './consent';
import en from '../locales/en.json';

const texts = en.consent as ConsentTexts;

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

  beforeEach(() => {
    document.head.innerHTML = `<script id="casino-consent" type="application/json">{}</script>`;
    delete page.CookieConsent;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    delete page.CookieConsent;
  });

  it("reports the stored choice of the page's library once it has run, and every change after, without running it again", async () => {
    const choices: boolean[] = [];
    const started = startConsent('en', texts, (granted) => choices.push(granted));
    // The entry finishes after the app asked.
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
