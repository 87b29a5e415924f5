import { expect, test } from '@playwright/test';
import { callApi, freshPlayer, operatorSwitch } from './support/account';
import { useSessionInBrowser } from './support/session';
import { edgeUrl } from './support/stack';

/**
 * Issue 12: the histories are paged by the API with their filters in the address. Payments are seeded through the
 * cashier endpoints: the payment provider is the reference API's simulated one (deposits complete at once).
 */
test('a player reads each history with a filter and pages through it', async ({ page }) => {
  const player = await freshPlayer();
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(player.email)}/money`, { balance: '1000.00' })).status).toBe(200);
  for (let i = 0; i < 12; i++)
    expect((await callApi('POST', '/cashier/deposit', { methodId: 'visa', amount: `${10 + i}.00` }, player.token)).status).toBe(200);
  expect((await callApi('POST', '/cashier/withdrawal', { methodId: 'visa-payout', amount: '20.00' }, player.token)).status).toBe(200);
  await useSessionInBrowser(page, player.token);

  await page.goto('/en/player/history');
  const rows = page.getByTestId('history-table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByTestId('filter-kind').selectOption('withdrawal');
  await expect(page).toHaveURL(/kind=withdrawal/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Withdrawal');

  await page.getByTestId('filter-kind').selectOption('deposit');
  await expect(rows).toHaveCount(10);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(2);
  // The address alone brings the same rows back.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('filter-kind')).toHaveValue('deposit');

  await page.getByTestId('history-tab-rounds').click();
  await expect(page).toHaveURL(`${edgeUrl}/en/player/history/rounds`);
  await page.getByTestId('filter-mode').selectOption('all');
  await expect(page).toHaveURL(/mode=all/);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();

  await page.getByTestId('history-tab-points').click();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page.getByTestId('history-tab-bonus').click();
  await expect(page.getByText('Nothing here yet.').or(page.getByTestId('history-table'))).toBeVisible();
});
