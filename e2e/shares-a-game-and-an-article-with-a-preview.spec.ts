import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/session';
import { edgeUrl } from './support/stack';

/**
 * Issue 34: a link to a game or an article shared in a messenger or found by a search engine shows a card with its own
 * title, description, picture and language, and the page says what it is in JSON-LD. Both read the server's HTML
 * only, so the journey reads it with JavaScript off, in two languages.
 */
test.use({ javaScriptEnabled: false });

const OG_LOCALE = { en: 'en_GB', de: 'de_DE' } as const;
const ARTICLE_SLUG = 'getting-the-most-from-free-spins';

async function gamePath(lang: string): Promise<{ path: string; thumbnail: string }> {
  const { body } = await callApi('GET', `/game/search?perPage=1&sort=popular&lang=${lang}`);
  const game = body.data.items[0] as { slug: string; provider: { slug: string }; thumbnail: string };
  return { path: `/${lang}/games/${game.provider.slug}/${game.slug}`, thumbnail: game.thumbnail };
}

const metaContent = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the journey here). */
async function structuredData(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, any>);
}

/**
 * The address of the PNG card the edge draws from one of the API's SVG pictures (host/server/share-card.ts), up to
 * the edge's signature that follows it (only cards the edge handed out are drawn).
 */
const cardOf = (picture: string) => `${edgeUrl}/share-card.png?src=${encodeURIComponent(new URL(picture, edgeUrl).pathname)}&sig=`;

/** The card and the structured data every public page carries, checked against the page itself. */
async function expectShareCard(page: Page, lang: keyof typeof OG_LOCALE, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-casino-render']).toBe('server');
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(`${edgeUrl}${path}`);

  expect(await metaContent(page, 'og:title')).toBe(heading);
  expect(await metaContent(page, 'og:description')).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  expect(await metaContent(page, 'og:url')).toBe(canonical);
  expect(await metaContent(page, 'og:locale')).toBe(OG_LOCALE[lang]);
  expect(await page.locator('meta[property="og:locale:alternate"]').count()).toBe(9);
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
  expect(await metaContent(page, 'twitter:title')).toBe(heading);
  const image = (await metaContent(page, 'og:image'))!;
  expect(image.startsWith(`${edgeUrl}/`)).toBe(true);
  // The card's picture is there to fetch, as the 1200x630 PNG the tags say it is (most networks show no SVG).
  expect(await metaContent(page, 'og:image:type')).toBe('image/png');
  expect(await metaContent(page, 'og:image:width')).toBe('1200');
  expect(await metaContent(page, 'og:image:height')).toBe('630');
  expect(await metaContent(page, 'twitter:image')).toBe(image);
  const picture = await page.request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const png = await picture.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  const blocks = await structuredData(page);
  const byType = (type: string) => blocks.find((block) => block['@type'] === type);
  expect(byType('Organization')).toMatchObject({ '@context': 'https://schema.org', url: `${edgeUrl}/` });
  expect(byType('Organization')?.contactPoint?.email).toMatch(/@/);
  const crumbs = byType('BreadcrumbList')?.itemListElement as { position: number; name: string; item: string }[];
  expect(crumbs[0]).toMatchObject({ position: 1, item: `${edgeUrl}/${lang}` });
  expect(crumbs.at(-1)).toMatchObject({ name: heading, item: canonical });
  return { heading, image, canonical, byType };
}

for (const lang of ['en', 'de'] as const) {
  test(`a game page shared in ${lang} has its own card and says it is a VideoGame`, async ({ page }) => {
    const game = await gamePath(lang);
    const { heading, image, canonical, byType } = await expectShareCard(page, lang, game.path);
    expect(image.slice(0, cardOf(game.thumbnail).length)).toBe(cardOf(game.thumbnail));
    expect(byType('VideoGame')).toMatchObject({ name: heading, url: canonical, inLanguage: lang, image });
    expect(byType('VideoGame')?.publisher?.name).toBe((await page.getByTestId('game-provider').textContent())?.trim());
    expect(await metaContent(page, 'og:type')).toBe('website');
  });

  test(`a blog article shared in ${lang} has its own card and says it is an Article`, async ({ page }) => {
    const path = `/${lang}/blog/${ARTICLE_SLUG}`;
    const { heading, image, canonical, byType } = await expectShareCard(page, lang, path);
    expect(image.startsWith(cardOf((await page.getByTestId('blog-article').locator('img').first().getAttribute('src'))!))).toBe(true);
    // A card nobody handed out (the API draws artwork for any slug): the same picture address without the signature,
    // or a made-up slug under the real one, draws nothing.
    const signature = new URL(image).searchParams.get('sig')!;
    for (const forged of [image.split('&sig=')[0]!, `${edgeUrl}/share-card.png?src=%2Fapi%2Fv1%2Fcontent%2Fimages%2Fblog-made-up-${lang}.svg&sig=${signature}`]) {
      const refused = await page.request.get(forged);
      expect([forged, refused.status()]).toEqual([forged, 404]);
    }
    expect(byType('Article')).toMatchObject({ headline: heading, mainEntityOfPage: canonical, inLanguage: lang, image });
    expect(byType('Article')?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(byType('Article')?.author?.name).toBe((await page.getByTestId('blog-article').locator('[rel="author"]').first().textContent())?.trim());
    expect(await metaContent(page, 'og:type')).toBe('article');
  });
}

test('the contribution page, which only the browser renders, is shared with its own title in German', async ({ page }) => {
  const response = await page.goto('/de/contribution');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-casino-render']).toBeUndefined();
  // The title and description its remote's build wrote into the route manifest from its German translations.
  expect(await metaContent(page, 'og:title')).toBe('Spielbeitrag zum Umsatz');
  expect(await metaContent(page, 'og:description')).toMatch(/\S/);
  expect(await metaContent(page, 'og:url')).toBe(`${edgeUrl}/de/contribution`);
  expect(await metaContent(page, 'og:locale')).toBe('de_DE');
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
  const image = (await metaContent(page, 'og:image'))!;
  expect(image).toBe(`${edgeUrl}/share-card.png`);
  const picture = await page.request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
});
