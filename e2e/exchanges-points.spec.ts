import { expect, test } from '@playwright/test';
import { operatorSwitch, registerPlayer, useSessionInBrowser, openLive } from './support/session';

test('a player exchanges points and sees the new balance', async ({ page }) => {
  const { token, details } = await registerPlayer();
  const seeded = await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '20.00', points: '1500.00' });
  expect(seeded.status).toBe(200);
  await useSessionInBrowser(page, token);
  await openLive(page, '/en/points');
  await expect(page.getByTestId('points-total')).toHaveText('1,500');
  await expect(page.getByTestId('balance-real')).toHaveText('€20.00');

  await page.getByLabel('Points to exchange').fill('500');
  await expect(page.getByTestId('points-preview')).toContainText('€5.00');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByTestId('points-exchanged')).toHaveText('€5.00 added to your balance. Your balance is now €25.00.');
  await expect(page.getByTestId('balance-real')).toHaveText('€25.00');
  await expect(page.getByTestId('points-total')).toHaveText('1,000');
});
