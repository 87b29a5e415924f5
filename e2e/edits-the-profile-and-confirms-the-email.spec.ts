import { expect, test } from '@playwright/test';
import { callApi, freshPlayer, mailedCode } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';

/** Issue 12: profile details with the country list, the nickname, and the e-mail confirmed with the code from the outbox. */
test('a player edits the profile and confirms the e-mail with the mailed code', async ({ page }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/profile');

  const details = page.getByTestId('profile-details');
  await details.getByLabel('City').fill('Valencia');
  await details.getByLabel('Country').selectOption({ label: 'Spain' });
  await details.getByLabel('Date of birth').fill('2020-01-01');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('You must be 18 or older.')).toBeVisible();
  await expect(details.getByLabel('City')).toHaveValue('Valencia');
  await details.getByLabel('Date of birth').fill('1990-05-17');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-details-done')).toHaveText('Saved.');

  const nickname = page.getByTestId('profile-nickname');
  await nickname.getByLabel('Nickname').fill(`Lucky ${Date.now() % 100000}`);
  await nickname.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('nickname-done')).toBeVisible();

  const email = page.getByTestId('profile-email');
  await expect(email.getByTestId('email-state')).toHaveText('Not confirmed');
  // Read the outbox only once the API has sent this code (an earlier one may still be there).
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/profile/confirm/email/request') && response.ok()),
    email.getByRole('button', { name: 'Send a code' }).click(),
  ]);
  const code = await mailedCode(player.email, 'email-confirm');
  await email.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
  await email.getByRole('button', { name: 'Confirm' }).click();
  await expect(email.getByText('The code is wrong or has expired.')).toBeVisible();
  await email.getByLabel('Confirmation code').fill(code);
  await email.getByRole('button', { name: 'Confirm' }).click();
  await expect(email.getByTestId('email-confirmed')).toBeVisible();
  await expect(email.getByTestId('email-state')).toHaveText('Confirmed');

  const { body } = await callApi('GET', '/dashboard/profile', undefined, player.token);
  expect(body.data).toMatchObject({ city: 'Valencia', country: 'ES', dateBirthday: '1990-05-17', isEmailConfirmed: true });

  // Opened afresh, the form shows what was saved, the country included (its select once showed "Choose a country").
  await page.reload();
  await expect(details.getByLabel('City')).toHaveValue('Valencia');
  await expect(details.getByLabel('Country')).toHaveValue('ES');
});
