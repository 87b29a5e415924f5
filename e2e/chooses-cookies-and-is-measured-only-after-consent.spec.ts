import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { E2E_TAG_MANAGER_ID } from './support/stack';
import { openLive } from './support/session';

// Issue 34.5 (SPEC.md section 9): a cookie-consent banner before any tracking; the tag-manager container loads only
// after the visitor allows analytics, and then exactly one page view goes out per navigation. The tag-manager host is
// outside the product: page.route answers it with a stand-in container that reports each page_view of the data
// layer to the same host, as a real container's tags would.

const TAG_HOST = 'https://www.googletagmanager.com/';
const STAND_IN_CONTAINER = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const send = (entry) => {
    if (entry && entry.event === 'page_view') fetch('${TAG_HOST}collect?path=' + encodeURIComponent(entry.page_path), { mode: 'no-cors' });
  };
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(send); return push(...entries); };
})();`;

/** Every request to the tag-manager host, answered by the stand-in. */
async function watchTagHost(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${TAG_HOST}**`, (route) => {
    seen.push(route.request());
    const isContainer = new URL(route.request().url()).pathname === '/gtm.js';
    return route.fulfill({ status: 200, contentType: isContainer ? 'text/javascript' : 'text/plain', body: isContainer ? STAND_IN_CONTAINER : '' });
  });
  return seen;
}

const pageViews = (seen: Request[]) => seen.map((request) => new URL(request.url())).filter((url) => url.pathname === '/collect').map((url) => url.searchParams.get('path'));

test.beforeEach(async ({ page }) => {
  // Playwright's browser says it is automated, and the banner (like analytics) is not shown to robots; this journey is
  // a person's visit.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
});

test('sends nothing before consent, then exactly one page view per navigation', async ({ page }) => {
  const seen = await watchTagHost(page);
  await page.goto('/en');
  const banner = page.getByRole('dialog', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/en/display/cookiepolicy');
  // Looking around without answering: still nothing for the tag manager.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/help$/);
  await page.waitForTimeout(500);
  expect(seen).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => seen.some((request) => request.url() === `${TAG_HOST}gtm.js?id=${E2E_TAG_MANAGER_ID}`)).toBe(true);
  await expect.poll(() => pageViews(seen)).toEqual(['/en/help']);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/games/);
  await expect.poll(() => pageViews(seen)).toEqual(['/en/help', '/en/games']);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/help$/);
  await expect.poll(() => pageViews(seen)).toEqual(['/en/help', '/en/games', '/en/help']);
  await page.waitForTimeout(500);
  expect(pageViews(seen)).toHaveLength(3);

  // The choice is kept: the next visit asks nothing and is measured at once.
  await page.reload();
  await expect.poll(() => pageViews(seen)).toEqual(['/en/help', '/en/games', '/en/help', '/en/help']);
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeHidden();
});

test('keeps analytics off with "Necessary only", and changes the choice from the footer', async ({ page }) => {
  const seen = await watchTagHost(page);
  await page.goto('/de');
  const banner = page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toBeHidden();
  // The footer's button is the app's: a tap on the server's markup before the app has taken the page does nothing.
  await openLive(page, '/de/help');
  await page.waitForTimeout(500);
  expect(seen).toEqual([]);

  // Footer: "Cookie-Einstellungen" opens the preferences, where analytics is switched on.
  await page.getByTestId('cookie-settings').click();
  const preferences = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(preferences).toBeVisible();
  await preferences.getByRole('checkbox', { name: /Analyse/ }).check({ force: true });
  await preferences.getByRole('button', { name: 'Meine Auswahl speichern' }).click();
  await expect(preferences).toBeHidden();
  await expect.poll(() => pageViews(seen)).toEqual(['/de/help']);
});

// Issue 36.4: the banner is the page's own small script (host/src/consent-start.ts), not the app's: it paints with the
// server-rendered page, before main.js has even arrived, and the app takes the choice made there once it loads.
test('sees the banner before the app has loaded, answers it there, and is measured once the app has', async ({ page }) => {
  const seen = await watchTagHost(page);
  // The app's code is held back until the banner has been seen and answered.
  let releaseApp: () => void = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/en/games', { waitUntil: 'commit' });
  const banner = page.getByRole('dialog', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  expect(await seriousViolations(page, '#cc-main')).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  expect(seen).toEqual([]);
  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
  await expect.poll(() => pageViews(seen)).toEqual(['/en/games']);
});
