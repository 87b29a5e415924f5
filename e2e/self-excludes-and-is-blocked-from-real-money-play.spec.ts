import { expect, test } from '@playwright/test';
import { callApi, freshPlayer } from './support/account';
import { useSessionInBrowser } from './support/session';

/** Issue 12: the consequences are stated before the player confirms; afterwards the page shows the block in force. */
test('a player self-excludes and is blocked from real-money play', async ({ page }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await page.goto('/en/player/self-exclusion');
  await expect(page.getByTestId('responsible-gaming-state')).toContainText('No cooling-off or self-exclusion is on.');

  await page.getByRole('button', { name: 'Exclude me' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog.getByTestId('block-consequences')).toContainText('You will not be able to play any game for real money.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('self-excluded')).toHaveCount(0);

  await page.getByRole('button', { name: 'Exclude me' }).click();
  await dialog.getByRole('button', { name: 'Yes, block me' }).click();
  await expect(page.getByTestId('self-excluded')).toContainText('You are self-excluded until');

  // The API now refuses real money (a deposit here; game launches answer the same 403 block).
  const deposit = await callApi('POST', '/cashier/deposit', { methodId: 'visa', amount: '20.00' }, player.token);
  expect(deposit.status).toBe(403);
});
