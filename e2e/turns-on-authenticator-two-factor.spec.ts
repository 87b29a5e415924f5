import { expect, test } from '@playwright/test';
import { authenticatorCode, freshPlayer } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';
import { edgeUrl } from './support/stack';

/** Issue 12: the authenticator app set up from the QR code's secret, then a sign-in that asks for the app's code. */
test('a player turns on authenticator two-factor and signs in with a code', async ({ page, browser }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/security');
  await page.getByRole('button', { name: 'Use an authenticator app' }).click();
  const setup = page.getByTestId('authenticator-setup');
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('authenticator-secret').textContent())!.trim();
  await setup.getByLabel('Confirmation code').fill(authenticatorCode(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('On: a code from your authenticator app at every sign-in.');

  const other = await browser.newPage();
  // The app's two-step sign-in (the code asked for with the password still typed) is what this journey is about; a
  // sign-in form sent before the page is live is the edge's (sends-a-form-before-the-page-has-come-alive).
  await openLive(other, `${edgeUrl}/en/login`);
  await other.getByLabel('Login or e-mail').fill(player.email);
  await other.getByLabel('Password').fill(player.password);
  await other.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(other.getByTestId('code-error')).toBeVisible();
  await other.getByLabel('Confirmation code').fill(authenticatorCode(secret));
  await other.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(other).toHaveURL(`${edgeUrl}/en`);
  await expect(other.getByTestId('header-balance')).toBeVisible();
  await other.close();
});
