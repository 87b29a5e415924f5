import { expect, test } from '@playwright/test';
import { newPlayerDetails, registerPlayer, useSessionInBrowser } from './support/session';

/** Issue 35 (Spellagen): a player from Sweden sees Spelpaus, Spelgränser and Självtest at the top of every page. */
test('a player from Sweden sees the three buttons on every page', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  await expect(page.getByTestId('rg-top-buttons')).toHaveCount(0);

  const { token } = await registerPlayer({ ...newPlayerDetails(), country: 'SE' } as ReturnType<typeof newPlayerDetails>);
  await useSessionInBrowser(page, token);
  for (const path of ['/en', '/en/tournaments/list', '/de/player/balance']) {
    await page.goto(path);
    const buttons = page.getByRole('navigation', { name: /Responsible gaming tools|Werkzeuge/ });
    await expect(buttons.getByRole('link')).toHaveText(['Spelpaus', 'Spelgränser', 'Självtest']);
  }
  await expect(page.getByRole('link', { name: 'Spelpaus' })).toHaveAttribute('href', 'https://www.spelpaus.se/');
  await page.getByRole('link', { name: 'Spelgränser' }).click();
  await expect(page).toHaveURL(/\/de\/player\/limits$/);
  await expect(page.getByTestId('limits-page')).toBeVisible();
});
