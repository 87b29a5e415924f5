import { expect, test } from '@playwright/test';
import { edgeUrl } from './support/stack';

const DAY_S = 24 * 60 * 60;

/** Issue 9, the shell details a player meets: the partner cookie, the site's icon and manifest, the menu and footer. */
test('a visitor from a partner link is remembered for a year, and the shell keeps them on the site in their language', async ({ page, request }) => {
  await page.goto('/de?partner=casino-friends');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'partner'))
    .toMatchObject({ value: 'casino-friends', path: '/', sameSite: 'Lax' });
  const partner = (await page.context().cookies()).find((cookie) => cookie.name === 'partner')!;
  const daysLeft = (partner.expires - Date.now() / 1000) / DAY_S;
  expect(daysLeft).toBeGreaterThan(364.9);
  expect(daysLeft).toBeLessThanOrEqual(365);

  // The site's icon and web app manifest are served from the root.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  expect((await request.get(`${edgeUrl}/favicon.svg`)).headers()['content-type']).toContain('image/svg+xml');
  const manifest = await (await request.get(`${edgeUrl}/manifest.json`)).json();
  expect(manifest).toMatchObject({ name: 'Casino', start_url: '/', display: 'standalone' });

  // Footer links keep the page's language and stay in this tab.
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link').first()).toBeVisible();
  for (const link of await footer.locator('a[href^="/"]').all()) {
    expect(await link.getAttribute('href')).toMatch(/^\/de\//);
  }
  expect(await footer.locator('a[target="_blank"]').count()).toBe(0);

  // "Games" (Spiele) in the main menu opens the lobby.
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Spiele' }).click();
  await expect(page).toHaveURL(`${edgeUrl}/de/games`);
  await expect(page.getByTestId('games-lobby')).toBeVisible();
});
