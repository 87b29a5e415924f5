import { expect, test } from '@playwright/test';
import { registerPlayer, useSessionInBrowser } from './support/session';

test('a player enters WELCOME10 and sees the balance grow, then enters an expired code and reads why it failed', async ({ page }) => {
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  // A plain visit: the player may type and submit before the page is live; the edge then redeems it and shows the same
  // success (host/server/form-posts.ts, `?redeemed=`), so nothing typed is lost either way.
  await page.goto('/en/bonus/code');
  const bonusBalance = page.getByTestId('balance-bonus');
  await expect(bonusBalance).toHaveText('€0.00');

  const code = page.getByLabel('Bonus code');
  await code.fill('WELCOME10');
  await page.getByRole('button', { name: 'Redeem the code' }).click();
  await expect(page.getByTestId('bonus-code-success')).toContainText('added to your bonuses');
  await page.getByRole('button', { name: 'Activate it now' }).click();
  await expect(page.getByTestId('bonus-code-credited')).toHaveText('€10.00 credited to your bonus balance.');
  await expect(bonusBalance).toHaveText('€10.00');

  await code.fill('SUMMER2025');
  await page.getByRole('button', { name: 'Redeem the code' }).click();
  await expect(page.getByText('This code has expired: its offer has ended.')).toBeVisible();
  await expect(code).toHaveValue('SUMMER2025');
});
