import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from './support/stack';

/** Issue 4, language router: each of the ten languages renders home with the header and footer in that language. */
const LOCALES = ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'] as const;
const hostStrings = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'src', 'locales', `${lang}.json`), 'utf8')) as {
    header: { signIn: string; registration: string };
    footer: { adultsOnly: string; responsibleGaming: string };
  };

for (const lang of LOCALES) {
  test(`home in ${lang}: translated header and footer, html lang and alternate links`, async ({ page }) => {
    const strings = hostStrings(lang);
    await page.goto(`/${lang}`);
    await expect(page.getByTestId('header-sign-in')).toHaveText(strings.header.signIn);
    await expect(page.getByTestId('header-registration')).toHaveText(strings.header.registration);
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByText(strings.footer.adultsOnly)).toBeVisible();
    await expect(footer.getByText(strings.footer.responsibleGaming)).toBeVisible();
    await expect(footer.locator(`a[href="/${lang}/display/terms"]`)).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(LOCALES.length + 1);
  });
}

test('the language switcher keeps the page and remembers the choice', async ({ page }) => {
  await page.goto('/en/tournaments/list');
  await page.getByTestId('language-switcher').selectOption('de');
  await expect(page).toHaveURL(/\/de\/tournaments\/list$/);
  await expect(page.getByTestId('header-sign-in')).toHaveText(hostStrings('de').header.signIn);
  const remembered = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
  expect(remembered?.value).toBe('de');
  expect(remembered?.sameSite).toBe('Lax');
  expect(remembered!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('a path without a language gets the remembered language when the browser speaks none of the ten', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: test.info().project.use.baseURL! }]);
  await page.goto('/tournaments/list');
  await expect(page).toHaveURL(/\/pl\/tournaments\/list$/);
  await context.close();
});
