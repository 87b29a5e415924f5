import { expect, test } from '@playwright/test';
import { callApi, freshPlayer } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';

/** Issue 12: the balance page's currency accounts (add, make active, close an empty one), each change seen everywhere. */
test('a player adds a currency account, plays with it, then closes the empty one', async ({ page }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/balance');
  const accounts = page.getByTestId('currency-accounts');
  await expect(accounts.getByTestId('account-EUR')).toContainText('Active');

  await accounts.getByLabel('New account currency').selectOption('USD');
  await accounts.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByTestId('accounts-result')).toHaveText('Your USD account is open.');
  await expect(accounts.getByTestId('account-USD')).toContainText('$0.00');

  await accounts.getByTestId('account-USD').getByRole('button', { name: 'Make active' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Play with USD?');
  await dialog.getByRole('button', { name: 'Make active' }).click();
  await expect(page.getByTestId('accounts-result')).toHaveText('You now play with your USD account.');
  await expect(accounts.getByTestId('account-USD')).toContainText('Active');
  // The balance, the cashier and the header all moved to dollars.
  await expect(page.getByTestId('balance-total')).toContainText('$0.00');
  await expect(page.getByTestId('cashier')).toContainText('USD');
  await expect(page.getByTestId('header-balance')).toContainText('$');

  await accounts.getByTestId('account-EUR').getByRole('button', { name: 'Close account' }).click();
  await expect(dialog).toContainText('Close the EUR account?');
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(page.getByTestId('accounts-result')).toHaveText('Your EUR account is closed.');
  await expect(accounts.getByTestId('account-EUR')).toHaveCount(0);

  const { body } = await callApi('GET', '/dashboard/currency-account', undefined, player.token);
  expect(body.data.accounts).toEqual([{ currency: 'USD', balance: '0.00', bonus: '0.00', isCurrent: true }]);
});
