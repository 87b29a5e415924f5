import { expect, test } from '@playwright/test';
import { edgeUrl } from './support/stack';

/** Issue 4, locale guard: a retired language answers a real 301 to the remembered one (ru when none), in-app too. */
async function retiredLocale(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/api/v1/settings')).json()) as {
    data: { retiredLocales: string[] };
  };
  const retired = settings.data.retiredLocales[0];
  expect(retired, 'the stack under test retires at least one locale (API_RETIRED_LOCALES)').toBeTruthy();
  return retired!;
}

test('a full page load of a retired locale answers 301 to the remembered locale, or ru', async ({
  request,
}) => {
  const retired = await retiredLocale(request);
  const plain = await request.get(`/${retired}/blog?page=2`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toMatch(/\/ru\/blog\?page=2$/);
  const remembered = await request.get(`/${retired}/blog`, {
    maxRedirects: 0,
    headers: { cookie: 'i18n_redirected=de' },
  });
  expect(remembered.status()).toBe(301);
  expect(remembered.headers().location).toMatch(/\/de\/blog$/);
});

test('an in-app move to a retired locale is replaced by the remembered locale', async ({ page, request }) => {
  const retired = await retiredLocale(request);
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'fr', url: edgeUrl }]);
  await page.goto('/fr');
  // An in-app move: the app has taken over the server-rendered page first.
  await page.locator('html[data-app="ready"]').waitFor();
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/${retired}/news/list`);
  await expect(page).toHaveURL(`${edgeUrl}/fr/news/list`);
});
