import { LOCALES } from '@casino/contract/schemas/common';
import { CROSS_SITE_TEXT, crossSiteFormHtml } from './cross-site-form';

describe('the page a cross-site player form gets', () => {
  it('is written in every language, none left in English', () => {
    for (const locale of LOCALES) {
      const text = CROSS_SITE_TEXT[locale];
      expect(text.title && text.body && text.back).toBeTruthy();
      if (locale !== 'en') for (const key of ['title', 'body', 'back'] as const) expect(text[key]).not.toBe(CROSS_SITE_TEXT.en[key]);
    }
  });

  it('names its language, and escapes the path it links back to', () => {
    const html = crossSiteFormHtml('pl', '/pl/bonus/code"><script>x</script>');
    expect(html).toContain('<html lang="pl">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/pl/bonus/code&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it('falls back to English for a language the site does not have', () => {
    expect(crossSiteFormHtml('xx', '/')).toContain('<html lang="en">');
  });
});
