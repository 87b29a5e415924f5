import { expect, test } from '@playwright/test';
import { freshPlayer } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';

/** Issue 12: the PIN code set from the security page, checked, and its rules told before sending. */
test('a player sets a PIN code and checks it', async ({ page }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/profile/security');
  const card = page.getByTestId('pin');
  await expect(card.getByTestId('pin-state')).toHaveText('You have no PIN code.');
  await card.getByLabel('PIN code').fill('12');
  await card.getByRole('button', { name: 'Set PIN' }).click();
  await expect(card.getByText('A PIN has 4 to 6 digits.')).toBeVisible();
  await card.getByLabel('PIN code').fill('2468');
  await card.getByRole('button', { name: 'Set PIN' }).click();
  await expect(card.getByTestId('pin-state')).toHaveText('Your PIN code is on.');

  await card.getByRole('button', { name: 'Check PIN' }).first().click();
  await card.getByTestId('pin-check').getByLabel('PIN code').fill('1111');
  await card.getByTestId('pin-check').getByRole('button', { name: 'Check PIN' }).click();
  await expect(card.getByText('The PIN code is wrong.')).toBeVisible();
  await card.getByTestId('pin-check').getByLabel('PIN code').fill('2468');
  await card.getByTestId('pin-check').getByRole('button', { name: 'Check PIN' }).click();
  await expect(card.getByText('The PIN code is right.')).toBeVisible();
});
