import { expect, test } from '@playwright/test';
import { callApi, freshPlayer, operatorSwitch } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';

/** Issue 12: a pending withdrawal (the API's simulated provider keeps it pending) is cancelled and the money returns. */
test('a player cancels a pending withdrawal and gets the money back', async ({ page }) => {
  const player = await freshPlayer();
  await operatorSwitch('POST', `/players/${encodeURIComponent(player.email)}/money`, { balance: '100.00' });
  const { body } = await callApi('POST', '/cashier/withdrawal', { methodId: 'visa-payout', amount: '40.00' }, player.token);
  const id = body.data.id as number;
  await useSessionInBrowser(page, player.token);

  await openLive(page, '/en/player/history/payments?kind=withdrawal');
  await expect(page.getByTestId(`payment-status-${id}`)).toHaveText('Pending');
  await page.getByTestId(`cancel-payment-${id}`).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('will be cancelled and the money returned to your balance');
  await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(page.getByTestId('payment-result')).toHaveText('The withdrawal is cancelled; the money is back on your balance.');
  await expect(page.getByTestId(`payment-status-${id}`)).toHaveText('Cancelled');
  await expect(page.getByTestId(`cancel-payment-${id}`)).toHaveCount(0);

  const balance = await callApi('GET', '/dashboard/balance', undefined, player.token);
  expect(balance.body.data.balance).toBe('100.00');
});
