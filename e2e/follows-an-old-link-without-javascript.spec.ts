import { expect, test } from '@playwright/test';

// Issue 34.5: the API's redirect table (SPEC.md section 2, guard 3) answers a full page load from the edge with a real
// 301/302, so a client without JavaScript (a crawler, a link checker) follows old links; "/{anything}/redirect" goes
// to a same-site target only and is a real 404 otherwise.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('follows a retired promo link and the old FAQ address to their pages', async ({ page }) => {
    await page.goto('/en/welcome-bonus');
    await expect(page).toHaveURL(/\/en\/display\/first_deposit_bonus$/);
    await expect(page.getByTestId('display-page').getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/en/faq');
    await expect(page).toHaveURL(/\/en\/help\/how-to-register$/);
    await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a link checker sees the moves as HTTP redirects', async ({ request }) => {
  const welcome = await request.get('/en/welcome-bonus', { maxRedirects: 0 });
  expect(welcome.status()).toBe(301);
  expect(welcome.headers().location).toBe('/en/display/first_deposit_bonus');
  const faq = await request.get('/en/faq', { maxRedirects: 0 });
  expect(faq.status()).toBe(301);
  expect(faq.headers().location).toBe('/en/help/how-to-register');
});

test('a catch-all redirect link goes to a page of this site, and never to another', async ({ request, page }) => {
  const inside = await request.get(`/en/promo/redirect?to=${encodeURIComponent('/en/bonuses')}`, { maxRedirects: 0 });
  expect(inside.status()).toBe(302);
  expect(inside.headers().location).toBe('/en/bonuses');

  for (const target of ['https://evil.example/login', '//evil.example/login', '/\\evil.example/login']) {
    const outside = await request.get(`/en/promo/redirect?to=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect({ target, status: outside.status(), location: outside.headers().location }).toEqual({ target, status: 404, location: undefined });
  }
  expect((await request.get('/en/promo/redirect', { maxRedirects: 0 })).status()).toBe(404);

  // In the browser the same link lands on the page, and a bare one shows Page Not Found.
  await page.goto(`/en/promo/redirect?to=${encodeURIComponent('/en/bonuses')}`);
  await expect(page).toHaveURL(/\/en\/bonuses$/);
  const bare = await page.goto('/en/promo/redirect');
  expect(bare?.status()).toBe(404);
  await expect(page.getByText(/page not found/i).first()).toBeVisible();
});
