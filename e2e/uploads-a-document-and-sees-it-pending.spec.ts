import { expect, test } from '@playwright/test';
import { freshPlayer, operatorSwitch } from './support/account';
import { useSessionInBrowser, openLive } from './support/session';

/** The smallest PNG there is (1x1, transparent): the API checks the bytes, not only the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Issue 12: the operator asks for a passport; the player sends one, sees it under review, and the header's reminder goes. */
test('a player uploads a document and sees it pending', async ({ page }) => {
  const player = await freshPlayer();
  expect((await operatorSwitch('PATCH', `/players/${encodeURIComponent(player.login)}/flags`, { hasDocumentsToConfirm: true })).status).toBe(200);
  await useSessionInBrowser(page, player.token);
  await openLive(page, '/en/player/verification');
  const menu = page.getByTestId('player-menu-toggle');
  await menu.click();
  await expect(page.getByTestId('player-menu-badge-verification')).toBeVisible();
  await menu.click();
  const requested = page.locator('[data-testid^="document-status-"]');
  await expect(requested).toHaveText(['Requested']);
  await expect(page.getByTestId('documents-requested')).toHaveText('The casino asks you for: Passport. Upload it here.');

  const form = page.getByTestId('upload-form');
  // Checked before sending: a text file is refused in place.
  await form.getByLabel('File').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText('Choose a JPEG, PNG or PDF file.')).toBeVisible();

  await form.getByLabel('Document type').selectOption({ label: 'Passport' });
  await form.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(form).toContainText('passport.png');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded: it is waiting for review.')).toBeVisible();
  await expect(requested).toHaveText(['Under review']);
  await expect(page.getByTestId('documents-requested')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'passport.png' })).toBeVisible();
  await menu.click();
  await expect(page.getByTestId('player-menu-verification')).toBeVisible();
  await expect(page.getByTestId('player-menu-badge-verification')).toHaveCount(0);
});
