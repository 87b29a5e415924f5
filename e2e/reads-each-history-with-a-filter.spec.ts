import { expect, test } from '@playwright/test';
import { callApi, freshPlayer, operatorSwitch } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';
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

  await openLive(page, '/en/player/history');
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

  // Dates are UTC days, both included: every payment above was made today. The player types them as the page's
  // language writes them (English: month/day/year), whatever the browser's own language; the address keeps YYYY-MM-DD.
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const typed = (isoDay: string) => isoDay.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
  await expect(page.getByTestId('filter-to')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  await page.getByTestId('filter-to').fill(typed(yesterday));
  await expect(page).toHaveURL(new RegExp(`to=${yesterday}`));
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page.getByTestId('filter-from').fill(typed(today));
  await expect(page.getByText('The end date is before the start date; it is left out.')).toBeVisible();
  await page.getByTestId('filter-to').fill(typed(today));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(page.getByTestId('filter-to')).toHaveValue(typed(today));
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible();

  await page.getByTestId('history-tab-rounds').click();
  await expect(page).toHaveURL(`${edgeUrl}/en/player/history/rounds`);
  await page.getByTestId('filter-from').fill(typed(yesterday));
  await expect(page).toHaveURL(new RegExp(`from=${yesterday}`));
  await page.getByTestId('filter-mode').selectOption('all');
  await expect(page).toHaveURL(/mode=all/);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();

  // A German page writes and reads the German way, in this English-speaking browser.
  await openLive(page, `/de/player/history/rounds?from=${yesterday}`);
  await expect(page.getByTestId('filter-from')).toHaveValue(yesterday.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1'));
  await expect(page.getByTestId('filter-from')).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await page.getByTestId('filter-to').fill(today.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1'));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await openLive(page, '/en/player/history/rounds');

  await page.getByTestId('history-tab-points').click();
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page.getByTestId('filter-reason').selectOption('exchange');
  await expect(page).toHaveURL(/reason=exchange/);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page.getByTestId('history-tab-bonus').click();
  await expect(page.getByText('Nothing here yet.').or(page.getByTestId('history-table'))).toBeVisible();
  await page.getByTestId('filter-bonusStatus').selectOption('rewarded');
  await expect(page).toHaveURL(/bonusStatus=rewarded/);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
});
