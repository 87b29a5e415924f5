import { expect, test } from '@playwright/test';
import { freshPlayer, mailedCode } from './support/account';
import { edgeUrl } from './support/stack';

/** Issue 12: forgot password on the sign-in page, the code mailed (the API's outbox), the link, the new password. */
test('a player resets a forgotten password from the mailed link and signs in with it', async ({ page }) => {
  const player = await freshPlayer();
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByTestId('forgot-form').getByLabel('E-mail').fill(player.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  const code = await mailedCode(player.email, 'password-reset');
  await page.goto(`/en/reset-password/${code}?email=${encodeURIComponent(player.email)}`);
  await page.getByLabel('New password', { exact: true }).fill('Changed123!');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('Your password is changed');

  // The link is spent: opening it again says so.
  await page.goto(`/en/reset-password/${code}?email=${encodeURIComponent(player.email)}`);
  await page.getByLabel('New password', { exact: true }).fill('Another123!');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-expired')).toBeVisible();

  await page.goto('/en/login');
  await page.getByLabel('Login or e-mail').fill(player.email);
  await page.getByLabel('Password').fill('Changed123!');
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
