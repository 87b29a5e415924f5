import { expect, test } from '@playwright/test';

// Issue 15: a guest's public page is rendered on the server, so it reads with JavaScript off (and search engines see it).
test.use({ javaScriptEnabled: false });

const ARTICLE = '/en/blog/getting-the-most-from-free-spins';

test('reads a blog article with JavaScript disabled', async ({ page }) => {
  const response = await page.goto(ARTICLE);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-casino-render']).toBe('server');

  const article = page.getByTestId('blog-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('How to get the most from free spins');
  await expect(article.getByText('Free spins look the same in every offer')).toBeVisible();
  // The site around it is there too, styled from the head's stylesheets: header, footer, the article's author link.
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(article.locator('[rel="author"]')).toHaveAttribute('href', /\/en\/blog\/author\//);

  // What a search engine reads: title, description, canonical and the other languages.
  await expect(page).toHaveTitle(/free spins/i);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${ARTICLE}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/blog\/getting-the-most-from-free-spins$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('finds every language sitemap and the robots rules', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /en/player/');
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemap-kk.xml');
  const english = await (await request.get('/sitemap-en.xml')).text();
  expect(english).toContain(`${ARTICLE}</loc>`);
  expect(english).toMatch(/\/en\/games\/[^<]+\/[^<]+<\/loc>/);
  expect(english).toContain('/en/help/how-to-register</loc>');
  expect((await request.get('/sitemap-xx.xml')).status()).toBe(404);
});
