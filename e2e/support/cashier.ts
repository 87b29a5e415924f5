import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The cashier's steps a journey repeats, whoever asks the question before the money moves: the app's dialog
 * (`page.getByTestId('confirm-dialog')`) or, sent before the app is live, the question the server drew in the page
 * (`page.getByTestId('cashier-confirm')`). Pass the question's locator.
 */

/** Sends the cashier's form with its button (`Deposit` or `Withdraw`). */
export async function sendCashierForm(page: Page, button: 'Deposit' | 'Withdraw'): Promise<void> {
  await page.getByTestId('cashier-form').getByRole('button', { name: button }).click();
}

/**
 * A new player's deposit of 50.00 with the seeded welcome bonus (100.00, deposits from 20.00): 15 is refused for the
 * bonus's rules before any money moves, with the choice kept; 50 is asked about, then goes through with the bonus.
 */
export async function depositWithTheWelcomeBonus(page: Page, question: Locator): Promise<void> {
  const cashier = page.getByTestId('cashier');
  await cashier.getByTestId('cashier-bonus').selectOption({ label: 'Welcome bonus 100% (deposit from €20.00)' });
  await cashier.getByLabel(/Amount/).fill('15');
  await sendCashierForm(page, 'Deposit');
  await expect(cashier.getByText('This bonus needs a deposit of at least €20.00.')).toBeVisible();
  await expect(cashier.getByTestId('cashier-bonus')).toHaveValue(/\d+/);
  await cashier.getByLabel(/Amount/).fill('50');
  await sendCashierForm(page, 'Deposit');
  await expect(question).toContainText('Deposit €50.00 with');
  await expect(question).toContainText('The bonus "Welcome bonus 100%" is activated right after the deposit.');
  await question.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('cashier-result')).toHaveText('€50.00 is on your balance.');
  await expect(page.getByTestId('cashier-bonus-result')).toHaveText('The bonus "Welcome bonus 100%" is active.');
}

/** A withdrawal of `amount` euros (typed on the withdrawal tab), answered yes to the question, then its result. */
export async function withdrawAnsweringTheQuestion(page: Page, question: Locator, amount: string): Promise<void> {
  await page.getByTestId('cashier').getByLabel(/Amount/).fill(amount);
  await sendCashierForm(page, 'Withdraw');
  await expect(question).toContainText(`Withdraw €${amount}.00 with`);
  await question.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('cashier-result')).toContainText(`Your withdrawal of €${amount}.00 is requested`);
}
