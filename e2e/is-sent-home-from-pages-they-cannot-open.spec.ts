import { expect, test } from '@playwright/test';
import { edgeUrl } from './support/stack';

/** Issue 4, access rules: no auth_token cookie -> player pages and real-money games go home; a session -> registration goes home. */
test('a logged-out visitor opening a player page or a real-money game lands on home', async ({ page }) => {
  await page.goto('/en/player/balance');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await page.goto('/de/player/history/rounds');
  await expect(page).toHaveURL(`${edgeUrl}/de`);
  await page.goto('/en/game/play/book-of-gold');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
});

test('tournament and race pages stay public', async ({ page }) => {
  await page.goto('/en/tournaments/list');
  await expect(page).toHaveURL(`${edgeUrl}/en/tournaments/list`);
  await page.goto('/en/races/list');
  await expect(page).toHaveURL(`${edgeUrl}/en/races/list`);
});

test('a signed-in player opening registration lands on home', async ({ page, request }) => {
  const email = `access-${Date.now()}@casino.test`;
  const registered = await request.post('/api/v1/registration', {
    data: { email, password: 'secret123', termsAccepted: true },
  });
  const { data } = (await registered.json()) as { data: { token: string } };
  await page.context().addCookies([{ name: 'auth_token', value: data.token, url: edgeUrl }]);
  await page.goto('/en/registration');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
