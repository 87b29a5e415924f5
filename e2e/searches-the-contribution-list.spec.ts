import { expect, test } from '@playwright/test';
import { callApi } from './support/session';

// Issue 13: the client-only contribution page finds a game that is not on its first page, with its share.
test('searches the contribution list', async ({ page }) => {
  const { body } = await callApi('GET', '/contribution-games?lang=en&page=3&perPage=100');
  const target = body.data.items[17];
  await page.goto('/en/contribution');
  const table = page.getByTestId('contribution-games');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('link', { name: target.game.name, exact: true })).toHaveCount(0);

  await page.getByLabel('Search games').fill(target.game.name);
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: target.game.name, exact: true }) }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${target.contributionPercent}%`);
  await expect(row).toContainText(target.game.provider.name);
});
