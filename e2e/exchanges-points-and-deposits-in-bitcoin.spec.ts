import { expect, test } from '@playwright/test';
import { operatorSwitch, newPlayerDetails, registerPlayer, useSessionInBrowser, openLive } from './support/session';

/**
 * Issue 30: a player whose account is in BTC. 100 points are worth 1.00 EUR, so the credit is the BTC equivalent
 * (0.000011 BTC per EUR, eight digits), never "1.00" BTC; the cashier's limits are the EUR limits in BTC and say so.
 */
test('a bitcoin player exchanges points for their BTC worth and reads the cashier limits in BTC', async ({ page }) => {
  const { token, details } = await registerPlayer({ ...newPlayerDetails(), currency: 'BTC' });
  const seeded = await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { points: '1500.00' });
  expect(seeded.status).toBe(200);
  await useSessionInBrowser(page, token);

  await openLive(page, '/en/points');
  await expect(page.getByTestId('points-total')).toHaveText('1,500');
  await page.getByLabel('Points to exchange').fill('500');
  await expect(page.getByTestId('points-preview')).toContainText('BTC 0.00005500');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByTestId('points-exchanged')).toHaveText(
    'BTC 0.00005500 added to your balance. Your balance is now BTC 0.00005500.',
  );

  await openLive(page, '/en/player/balance');
  const cashier = page.getByTestId('cashier');
  await expect(cashier.getByText('From BTC 0.00022000 to BTC 0.55000000.')).toBeVisible();
  await cashier.getByLabel(/Amount/).fill('0.0002');
  await cashier.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' }).click();
  await expect(cashier.getByText('The smallest amount for this method is BTC 0.00022000.')).toBeVisible();
});
