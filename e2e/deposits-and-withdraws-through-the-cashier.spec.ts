import { expect, test } from '@playwright/test';
import { callApi, freshPlayer } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';
import { depositWithTheWelcomeBonus, withdrawAnsweringTheQuestion } from './support/cashier';

/**
 * Issue 12: the cashier on the balance page. The payment provider is outside the product: the reference API's
 * simulated provider answers (deposits complete at once, withdrawals wait as pending with the amount held). A deposit
 * may take one of the cashbox's bonuses, activated right after it.
 */
test('a player deposits and withdraws through the cashier', async ({ page }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/balance');
  const cashier = page.getByTestId('cashier');
  const headerBalance = page.getByTestId('header-balance');
  await expect(headerBalance).toContainText('€0.00');

  await cashier.getByLabel(/Amount/).fill('5');
  await cashier.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' }).click();
  await expect(cashier.getByText('The smallest amount for this method is €10.00.')).toBeVisible();
  // The cashbox offers the seeded welcome bonus (100.00, deposits from 20.00); its rules are checked before paying.
  const dialog = page.getByTestId('confirm-dialog');
  await depositWithTheWelcomeBonus(page, dialog);
  await expect(page.getByTestId('balance-real')).toContainText('€50.00');
  await expect(page.getByTestId('balance-bonus')).toContainText('€100.00');
  // The header's balance is the player query, refetched after the deposit mutation: no reload, no hand-written refresh.
  await expect(headerBalance).toContainText('€50.00');
  // Taken: the cashbox no longer offers it.
  await expect(cashier.getByRole('option', { name: /Welcome bonus 100%/ })).toHaveCount(0);

  await cashier.getByTestId('cashier-withdrawal').click();
  // The address follows the tab the player sees (one history entry per new tab, as the history page's sections).
  await expect(page).toHaveURL(/\/en\/player\/balance\?cashier=withdrawal$/);
  await withdrawAnsweringTheQuestion(page, dialog, '30');
  await expect(page.getByTestId('balance-real')).toContainText('€20.00');
  await expect(headerBalance).toContainText('€20.00');
  // A reload shows the tab the player was on; back shows the one before.
  await page.reload();
  await expect(cashier.getByTestId('cashier-withdrawal')).toHaveAttribute('aria-pressed', 'true');
  await expect(cashier.getByTestId('cashier-form').getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/player\/balance$/);
  await expect(cashier.getByTestId('cashier-deposit')).toHaveAttribute('aria-pressed', 'true');

  const { body } = await callApi('GET', '/player/history/payments', undefined, player.token);
  expect(body.data.items.map((p: { kind: string; status: string }) => `${p.kind}:${p.status}`)).toEqual(['withdrawal:pending', 'deposit:completed']);
});
