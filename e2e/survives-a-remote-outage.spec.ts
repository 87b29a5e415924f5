import { expect, test, type Page } from '@playwright/test';
import { cdnUrl } from './support/stack';

// Issue 3: for each remote in turn, its manifest unreachable (the CDN refuses it for this browser): the host and the
// other three still render, the broken region shows the translated fallback, and Retry recovers once it is back.
const PAGES = {
  games: { path: 'games', ready: 'games-lobby' },
  account: { path: 'login', ready: 'login-page' },
  content: { path: 'display/aboutus', ready: 'display-page' },
  promotions: { path: 'tournaments/list', ready: 'tournaments-list' },
} as const;
type Remote = keyof typeof PAGES;

async function goInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const broken of Object.keys(PAGES) as Remote[]) {
  test(`the site keeps working while the ${broken} remote is unreachable`, async ({ page }) => {
    const manifest = `${cdnUrl}/${broken}/*/mf-manifest.json`;
    await page.route(manifest, (route) => route.abort('connectionrefused'));

    await page.goto(`/ru/${PAGES[broken].path}`);
    const fallback = page.locator(`[data-remote-fallback="${broken}"]`);
    // Before it gives up, the host tries the manifest three times, pauses and tries again (a CDN blip is not an
    // outage): 3-4 s on an idle machine, the server-rendered page on screen meanwhile; twice that beside another worker.
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    const russianTitle = await fallback.getByRole('heading').textContent();

    // The other three remotes still render, in the same page load.
    for (const other of (Object.keys(PAGES) as Remote[]).filter((r) => r !== broken)) {
      await goInApp(page, `/ru/${PAGES[other].path}`);
      await expect(page.getByTestId(PAGES[other].ready)).toBeVisible();
    }

    // Back on the broken page: the fallback again, in English when the page is English (it is translated).
    await goInApp(page, `/en/${PAGES[broken].path}`);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading')).not.toHaveText(russianTitle ?? '');

    // The remote comes back: Retry loads it without a page reload.
    await page.unroute(manifest);
    let reloaded = false;
    page.on('load', () => {
      reloaded = true;
    });
    await fallback.getByRole('button').click();
    await expect(page.getByTestId(PAGES[broken].ready)).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(reloaded).toBe(false);
  });
}
