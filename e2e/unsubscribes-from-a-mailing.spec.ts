import { expect, test } from '@playwright/test';
import { callApi, freshPlayer } from './support/account';
import { useSessionInBrowser } from './support/session';

/** Issue 12: the unsubscribe link of a mailing turns that channel off, after the player presses the button. */
test('a player unsubscribes from marketing e-mails through the link in a mailing', async ({ page }) => {
  const player = await freshPlayer();
  await callApi('PUT', '/dashboard/subscriptions', { email: true, sms: true, push: true }, player.token);
  await useSessionInBrowser(page, player.token);

  await page.goto('/en/unsubscribe/weekly-news/email');
  await expect(page.getByText('Stop marketing e-mails?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('unsubscribe-done')).toContainText('You will no longer get marketing e-mails.');

  const { body } = await callApi('GET', '/dashboard/subscriptions', undefined, player.token);
  expect(body.data).toMatchObject({ email: false, sms: true });

  await page.goto('/en/unsubscribe/weekly-news/pigeon-post');
  await expect(page.getByTestId('unsubscribe-invalid')).toBeVisible();
});
