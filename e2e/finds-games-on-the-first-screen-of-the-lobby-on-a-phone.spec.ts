import { expect, test } from '@playwright/test';
import { LAPTOP, PHONE } from './support/axe';
import { appIsLive } from './support/session';

/**
 * Issue 34: on a phone the lobby's games started about 620 px down, under the jackpots, the tabs and the provider
 * filter. The tabs and the provider filter now wait behind a "Filters" toggle (closed at first, `aria-expanded`,
 * saying how many filters are set), and the games come into the first screen; a desktop shows the filters at once and
 * has no toggle.
 */
test.describe.configure({ mode: 'parallel' });

test('a phone shows games in the first screen and the filters behind a toggle', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en/games');
  await appIsLive(page);
  const lobby = page.getByTestId('games-lobby');
  const toggle = page.getByTestId('lobby-filters-toggle');
  await expect(toggle).toHaveAccessibleName('Filters');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('provider-filter')).toBeHidden();
  await expect(lobby.getByRole('tablist')).toBeHidden();
  // A whole game picture (its link) is on the first screen.
  const firstGame = lobby.locator('a[href*="/en/games/"]').first();
  await expect(firstGame).toBeVisible();
  const game = (await firstGame.boundingBox())!;
  expect(game.y + game.height, 'the first game ends inside the first screen').toBeLessThanOrEqual(PHONE.height);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(lobby.getByRole('tablist')).toBeVisible();
  await page.getByTestId('provider-filter').getByRole('combobox').click();
  await page.getByRole('option', { name: /\(\d[\d,]*\)$/ }).first().click();
  await expect(page).toHaveURL(/provider=/);
  // The count of set filters stands on the toggle, which keeps its state across the filter's navigation.
  await expect(toggle).toHaveAccessibleName('Filters 1 active');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('provider-filter')).toBeHidden();
});

test('a desktop shows the filters at once, with no toggle', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/en/games');
  await appIsLive(page);
  await expect(page.getByTestId('lobby-filters-toggle')).toBeHidden();
  await expect(page.getByTestId('provider-filter')).toBeVisible();
  await expect(page.getByTestId('games-lobby').getByRole('tablist')).toBeVisible();
});
