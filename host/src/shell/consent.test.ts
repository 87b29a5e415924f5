import { consentConfig, consentTranslation, type ConsentTexts } from './consent';
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
