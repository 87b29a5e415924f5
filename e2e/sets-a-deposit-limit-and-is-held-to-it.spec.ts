import { expect, test } from '@playwright/test';
import { operatorSwitch, openLive } from './support/session';

/**
 * Issue 35 (UKGC RTS 12): a daily deposit limit offered at registration, held by the API at the cashier (refused with
 * the amount left), and a raise that waits 24 hours and a fresh confirmation. The API's clock is moved for this player
 * only, through the operator switch that does not exist in production (POST /_dev/clock).
 */
test('a player sets a deposit limit at registration and is held to it', async ({ page }) => {
  test.slow(); // registration, two deposits, a raise and its confirmation: about a minute on a loaded CI machine
  const email = `limit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@casino.test`;
  await openLive(page, '/en/registration'); // typed into: the form must have come alive (a tap before hydration went to the edge)
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Daily deposit limit (optional)').fill('5x');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).last().click();
  await expect(page.getByTestId('depositLimit-error')).toHaveText('Enter a positive amount, such as 50 or 50.00.');
  await page.getByLabel('Daily deposit limit (optional)').fill('50');
  await page.getByRole('button', { name: 'Register' }).last().click();
  // registration hashes the password with scrypt, then the limit is set: slow on a loaded machine
  await expect(page).toHaveURL(/\/en$/, { timeout: 30_000 });

  await openLive(page, '/en/player/limits');
  const daily = page.getByTestId('limit-deposit.day');
  await expect(daily.getByTestId('limit-state')).toHaveText('Limit: €50.00. Used: €0.00. Left: €50.00.');

  // The cashier: 30 goes through, another 30 is refused by the API with what is left.
  await openLive(page, '/en/player/balance');
  const cashier = page.getByTestId('cashier');
  const dialog = page.getByTestId('confirm-dialog');
  await cashier.getByLabel(/Amount/).fill('30');
  await cashier.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' }).click();
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('cashier-result')).toHaveText('€30.00 is on your balance.');
  await cashier.getByLabel(/Amount/).fill('30');
  await cashier.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' }).click();
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(dialog).toContainText('This deposit would pass your deposit limit.');
  await expect(dialog.getByTestId('deposit-limit-left')).toHaveText('Your deposit limit leaves €20.00.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('balance-real')).toContainText('€30.00');

  // A raise waits: the old limit holds and there is nothing to confirm yet.
  await openLive(page, '/en/player/limits');
  await daily.getByLabel('New limit in EUR').fill('100');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByTestId('limit-saved')).toContainText('A higher limit applies only after you confirm it');
  await expect(daily.getByTestId('limit-pending')).toContainText('Raise to €100.00 requested. You can confirm it from');
  await expect(daily.getByTestId('limit-state')).toHaveText('Limit: €50.00. Used: €30.00. Left: €20.00.');
  await expect(daily.getByTestId('limit-confirm')).toHaveCount(0);

  // 24 hours later (for this player's API clock), the raise can be confirmed, and only then applies.
  expect((await operatorSwitch('POST', '/clock', { login: email, offsetSeconds: 24 * 3600 + 60 })).status).toBe(200);
  await page.reload();
  await expect(daily.getByTestId('limit-state')).toHaveText('Limit: €50.00. Used: €0.00. Left: €50.00.');
  await daily.getByTestId('limit-confirm').click();
  await expect(daily.getByTestId('limit-state')).toHaveText('Limit: €100.00. Used: €0.00. Left: €100.00.');
  const history = page.getByTestId('limit-history');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Deposits per 24 hours raised from €50.00 to €100.00.');
  await expect(history.getByRole('listitem').last()).toContainText('Deposits per 24 hours set to €50.00.');
});
