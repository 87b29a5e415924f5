import { expect, test } from '@playwright/test';
import { newPlayerDetails, registerPlayer, useSessionInBrowser } from './support/session';

/** Issue 35 (Spellagen): a player from Sweden sees Spelpaus, Spelgränser and Självtest at the top of every page. */
test('a player from Sweden sees the three buttons on every page', async ({ page }) => {
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

  const { token } = await registerPlayer({ ...newPlayerDetails(), country: 'SE' } as ReturnType<typeof newPlayerDetails>);
  await useSessionInBrowser(page, token);
  for (const path of ['/en', '/en/tournaments/list', '/de/player/balance']) {
    await page.goto(path);
    const buttons = page.getByRole('navigation', { name: /Responsible gaming tools|Werkzeuge/ });
    await expect(buttons.getByRole('link')).toHaveText(['Spelpaus', 'Spelgränser', 'Självtest']);
  }
  expect(profileRequests).toBe(0);
  await expect(page.getByRole('link', { name: 'Spelpaus' })).toHaveAttribute('href', 'https://www.spelpaus.se/');
  await page.getByRole('link', { name: 'Spelgränser' }).click();
  await expect(page).toHaveURL(/\/de\/player\/limits$/);
  await expect(page.getByTestId('limits-page')).toBeVisible();
});
