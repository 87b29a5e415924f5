import { expect, test } from '@playwright/test';
import { freshPlayer } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';
import { edgeUrl } from './support/stack';

/** Issue 12: the password change (at its old address /player/change/pass) and a sign-in with the new password. */
test('a player changes the password and signs in with the new one', async ({ page, browser }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/change/pass');
  const form = page.getByTestId('password-form');
  await form.getByLabel('Current password').fill('not-my-password1');
  await form.getByLabel('New password').fill('Brand-new-123');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The password is wrong.')).toBeVisible();
  await form.getByLabel('Current password').fill(player.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-done')).toBeVisible();

  const other = await browser.newPage();
  await other.goto(`${edgeUrl}/en/login`);
  await other.getByLabel('Login or e-mail').fill(player.email);
  await other.getByLabel('Password').fill('Brand-new-123');
  await other.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(other).toHaveURL(`${edgeUrl}/en`);
  await expect(other.getByTestId('header-balance')).toBeVisible();
  await other.close();
});
