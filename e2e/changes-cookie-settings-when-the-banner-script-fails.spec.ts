import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openLive } from './support/session';

// The cookie banner is a script of its own in the page's HTML (host/src/consent-start.ts, `<script async>`). When that
// one file does not arrive (blocked by an extension, a 404, a network error), the player must still be asked and must
// still be able to open and change the settings from the footer: the app then runs the library itself
// (host/src/shell/consent.ts pageConsent). The file is the product's own, but its loss is the failure under test, as
// the remote-outage journeys abort a remote's manifest.

const CONSENT_ENTRY = /\/assets\/consent\.[0-9a-f]+\.js$/;

test.beforeEach(async ({ page }) => {
  // Playwright's browser says it is automated, and the banner is not shown to robots; this journey is a person's visit.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
});

test('opens and saves the cookie settings by keyboard when the banner script is blocked', async ({
  page,
}) => {
  const aborted: string[] = [];
  await page.route(CONSENT_ENTRY, (route) => {
    aborted.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await openLive(page, '/en/games');
  expect(aborted).toHaveLength(1);
  // Still asked: the app's own copy shows the banner.
  const banner = page.getByRole('dialog', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  // The library gives the banner the focus once its fade-in ends (vanilla-cookieconsent: on the modal's opacity
  // transitionend), as it should for a dialog that appears. A focus moved to the footer before that was taken back,
  // and the Enter then went to the banner (once on CI): wait until the banner holds it, as a keyboard player finds it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#cc-main') !== null)).toBe(true);

  // The footer's button, by keyboard.
  await page.getByTestId('cookie-settings').focus();
  await page.keyboard.press('Enter');
  const preferences = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(preferences).toBeVisible();
  expect(await seriousViolations(page, '#cc-main')).toEqual([]);
  const analytics = preferences.getByRole('checkbox', { name: /Analytics/ });
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await preferences.getByRole('button', { name: 'Save my choice' }).focus();
  await page.keyboard.press('Enter');
  await expect(preferences).toBeHidden();
  await expect(banner).toBeHidden();
  // Saved: the library's cookie holds the choice, and the next page asks nothing.
  const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'cc_cookie');
  expect(JSON.parse(decodeURIComponent(stored!.value)).categories).toEqual(['necessary', 'analytics']);
  await openLive(page, '/en/help');
  await expect(page.getByTestId('cookie-settings')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeHidden();
});

// A page the edge does not render (here asked for with `x-casino-render: browser`, as a signed-in page the edge could
// not render) carries the same banner entry: the banner paints before main.js has even arrived.
test('sees the banner on a browser-rendered page before the app has loaded', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-casino-render': 'browser' });
  let releaseApp: () => void = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/fr/games', { waitUntil: 'commit' });
  const banner = page.getByRole('dialog', { name: 'Nous utilisons des cookies' });
  await expect(banner).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await expect(page.locator('#root')).toBeEmpty();
  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
  // One banner: the app talks to the page's copy instead of starting its own.
  await expect(page.locator('#cc-main')).toHaveCount(1);
});
