import { expect, test } from '@playwright/test';
import { callApi, freshPlayer, mailedCode } from './support/account';

/** Issue 12: the e-mail confirmation link (its signed hash last) confirms the address; a tampered one is refused. */
test('a player confirms the e-mail address from the mailed link', async ({ page }) => {
  const player = await freshPlayer();
  expect((await callApi('POST', '/dashboard/profile/confirm/email/request', {}, player.token)).status).toBe(200);
  const signature = await mailedCode(player.email, 'email-link');

  await page.goto(`/en/confirm/email/profile/${signature}`);
  await expect(page.getByTestId('confirm-done')).toContainText(`${player.email} is now confirmed`);
  const { body } = await callApi('GET', '/dashboard/profile', undefined, player.token);
  expect(body.data.isEmailConfirmed).toBe(true);

  await page.goto(`/en/confirm/email/profile/${signature.slice(0, -2)}xx`);
  await expect(page.getByTestId('confirm-expired')).toBeVisible();
});
