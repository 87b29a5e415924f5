import { expect, test } from '@playwright/test';
import { operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

test('a player takes the cashback reward onto the balance', async ({ page }) => {
  const { token, details } = await registerPlayer();
  const login = encodeURIComponent(details.login);
  expect((await operatorSwitch('POST', `/players/${login}/money`, { balance: '20.00' })).status).toBe(200);
  expect((await operatorSwitch('POST', `/players/${login}/cashback`, { amount: '15.00' })).status).toBe(200);

  await useSessionInBrowser(page, token);
  await page.goto('/en/bonuses');
  await expect(page.getByTestId('balance-real')).toHaveText('€20.00');
  await page.getByTestId('cashback').getByRole('button', { name: 'Take €15.00' }).click();
  await expect(page.getByTestId('cashback-taken')).toHaveText('€15.00 is on your balance. Your balance is now €35.00.');
  await expect(page.getByTestId('balance-real')).toHaveText('€35.00');
  await expect(page.getByRole('button', { name: 'Take €15.00' })).toHaveCount(0);
});
