import { expect, test } from '@playwright/test';
import { newPlayerDetails, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';
import { expectSpinOnTheFirstScreen } from './support/slot';

/**
 * Issue 35 (Spellagen): a player from Sweden sees Spelpaus, Spelgränser and Självtest at the top of every page; on a
 * phone the game under them still fits the screen (Spin without scrolling).
 */
test('a player from Sweden sees the three buttons on every page', async ({ page, request }) => {
  // The profile comes with the server-rendered page's data: no page view asks the API for it again.
  let profileRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/responsible-gaming/profile') profileRequests++;
  });
  await page.goto('/en');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page.getByTestId('rg-top-buttons')).toHaveCount(0);
  await page.goto('/en/tournaments/list');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(profileRequests).toBe(0);

  const { token, details } = await registerPlayer({ ...newPlayerDetails(), country: 'SE' } as ReturnType<typeof newPlayerDetails>);
  await useSessionInBrowser(page, token);
  for (const path of ['/en', '/en/tournaments/list', '/de/player/balance']) {
    await page.goto(path);
    const buttons = page.getByRole('navigation', { name: /Responsible gaming tools|Werkzeuge/ });
    await expect(buttons.getByRole('link')).toHaveText(['Spelpaus', 'Spelgränser', 'Självtest']);
  }
  expect(profileRequests).toBe(0);

  // A real-money game on a phone: the three buttons, the header and the play-safety bar above it, Spin on the screen.
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '50.00' })).status).toBe(200);
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/game/play/${game.slug}`);
  await expect(page.getByTestId('rg-top-buttons').getByRole('link')).toHaveText(['Spelpaus', 'Spelgränser', 'Självtest']);
  await expect(page.getByTestId('play-safety')).toBeVisible();
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  await expect(slot.locator('#balance')).toHaveText(/\d/);
  await expectSpinOnTheFirstScreen(page, slot, `${game.name}, the game`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/de/player/balance');

  await expect(page.getByRole('link', { name: 'Spelpaus' })).toHaveAttribute('href', 'https://www.spelpaus.se/');
  await page.getByRole('link', { name: 'Spelgränser' }).click();
  await expect(page).toHaveURL(/\/de\/player\/limits$/);
  await expect(page.getByTestId('limits-page')).toBeVisible();
});
