import { expect, test } from '@playwright/test';

// Issue 15: the browser hydrates the server's HTML: no hydration warning, no second fetch of the page's data, and the
// page then works as an app (a link moves without a document load).
test('a server-rendered article comes alive without warnings or a second fetch', async ({
  page,
  request,
}) => {
  // A visitor after the first: the edge has loaded the content remote's server build (the very first render of a
  // version may leave the page to the browser while it loads, and such a page is not cached).
  for (let attempt = 0; attempt < 2; attempt += 1)
    await request.get('/en/blog/getting-the-most-from-free-spins');

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // This page's data. Other articles are left out: a link in view for a second prefetches its page (SPEC.md section
  // 9), and on a busy machine the related and the author's articles stay in view that long.
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      /\/api\/v1\/(blog\/articles\/getting-the-most-from-free-spins|menu|footer-icons\?|settings)/.test(
        url.pathname + url.search,
      )
    ) {
      dataRequests.push(url.pathname);
    }
  });

  const response = await page.goto('/en/blog/getting-the-most-from-free-spins');
  expect(response?.headers()['x-casino-render']).toBe('server');
  const article = page.getByTestId('blog-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('How to get the most from free spins');
  // Hydrated (the app marks <html data-app="ready">): its own navigation answers a click, the document stays the same.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await article.locator('[rel="author"]').click();
  await expect(page).toHaveURL(/\/en\/blog\/author\//);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  expect(dataRequests, 'the article, menu, footer icons and settings came with the HTML').toEqual([]);
  expect(problems.filter((text) => !/favicon|preloaded using link preload/.test(text))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("the first screen's pictures stay shown while a slow phone's page comes alive", async ({
    page,
    request,
  }) => {
    for (let attempt = 0; attempt < 2; attempt += 1) await request.get('/en');
    // Every frame, the lowest opacity of the loaded pictures on screen, and whether the app had taken the page over.
    await page.addInitScript(() => {
      const seen: [number, string][] = [];
      (window as unknown as { __pictures: typeof seen }).__pictures = seen;
      let readyAt: number | undefined;
      const frame = () => {
        const shown = Array.from(document.querySelectorAll('img')).filter(
          (img) =>
            img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().top < window.innerHeight,
        );
        if (shown.length > 0)
          seen.push([
            Math.min(...shown.map((img) => Number(getComputedStyle(img).opacity))),
            document.documentElement.dataset.app ?? '',
          ]);
        // Until a second after the app took over, however long a busy machine makes it take.
        if (document.documentElement.dataset.app === 'ready') readyAt ??= performance.now();
        if (readyAt === undefined || performance.now() < readyAt + 1000) requestAnimationFrame(frame);
        else (window as unknown as { __picturesWatched: boolean }).__picturesWatched = true;
      };
      requestAnimationFrame(frame);
    });
    // A phone's CPU (4x slower): the host's shell hydrates well before the page's own region, as on a real phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // The watch ends by itself a second of frames after the app took over: waited for, not slept for.
    await page.waitForFunction(() => (window as unknown as { __picturesWatched?: boolean }).__picturesWatched === true);
    const seen = await page.evaluate(
      () => (window as unknown as { __pictures: [number, string][] }).__pictures,
    );
    expect(
      seen.some(([, app]) => app === 'ready'),
      'frames were seen after the app took over',
    ).toBe(true);
    // A server-rendered picture is not hidden for a fade-in: it used to fade out and back in once <html data-app="ready">.
    expect(Math.min(...seen.map(([opacity]) => opacity))).toBe(1);
  });
});

test.describe('a Kazakh guest in Almaty', () => {
  // The edge writes in UTC with Node's full Kazakh data; this browser is five hours east, and Chromium has no Kazakh
  // formatting data. Dates and money written differently on each side were a hydration error on every such page.
  test.use({ timezoneId: 'Asia/Almaty' });

  test('sees the races and the tournaments come alive without a hydration error, then in their own time zone', async ({
    page,
    request,
  }) => {
    const pages = ['/kk/races/list', '/kk/tournaments/list'];
    for (const path of pages) for (let attempt = 0; attempt < 2; attempt += 1) await request.get(path);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.headers()['x-casino-render']).toBe('server');
      expect(await response?.text()).toMatch(/\d{4} ж\. \d{2} [^\s<]+/); // "2026 ж. 23 қар."
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      // The server's times say "UTC"; once alive, the page writes them in the player's zone.
      await expect(page.getByRole('main')).not.toContainText('UTC');
    }
    expect(problems).toEqual([]);
  });
});

test('an address that names no article answers 404, unindexed, and its not-found screen comes alive as it was sent', async ({
  page,
  request,
}) => {
  const path = '/en/blog/an-article-that-was-never-written';
  const sent = await request.get(path);
  expect(sent.status()).toBe(404);
  const html = await sent.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('rel="canonical"');
  expect(html).toMatch(/<p[^>]*>Article not found<\/p>/);

  const problems: string[] = [];
  page.on('console', (message) => {
    // The document's own 404 is the one failed load the browser reports.
    if (message.type() === 'error' && !message.text().includes('status of 404'))
      problems.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/blog/articles/')) asked.push(request.url());
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('alert')).toContainText('Article not found');
  expect(asked, 'the not-found answer came with the HTML').toEqual([]);
  expect(problems).toEqual([]);
});

test('an auth_token cookie that is no token gets the browser-rendered page, never a shared one', async ({ request }) => {
  // A real token's page is rendered for its player (sees-only-their-own-page-when-signed-in); this one is not sent on.
  const response = await request.get('/en/blog/getting-the-most-from-free-spins', {
    headers: { cookie: 'auth_token=any' },
  });
  expect(response.headers()['x-casino-render']).toBeUndefined();
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(await response.text()).toContain('<div id="root"></div>');
});
