import { expect, test } from '@playwright/test';
import { callApi } from './support/session';
import { edgeUrl } from './support/stack';

test('a guest can read a tournament but is asked to sign in to join it', async ({ page }) => {
  const { body } = await callApi('GET', '/tournaments/active?lang=en');
  const tournament = body.data.find((t: { status: string }) => t.status === 'running') ?? body.data[0];

  await page.goto(`/en/tournaments/show/${tournament.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tournament.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prizes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the tournament' })).toHaveCount(0);
  const signIn = page.getByTestId('join-sign-in');
  await expect(signIn).toContainText('Sign in to join');
  await signIn.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${edgeUrl}/en/login`);
});
