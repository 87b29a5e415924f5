import { expect, test } from '@playwright/test';
import { callApi, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';
import { playUntilTheBalanceMoves } from './support/slot';

/** Issue 11 / SPEC.md section 2: real-money play in the game-play layout; the bar's balance follows every round. */
test('signs in, plays for real money and sees the balance change', async ({ page, request }) => {
  const { token, details } = await registerPlayer();
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '100.00' })).status).toBe(200);
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  const start = await callApi('GET', '/dashboard/balance', undefined, token);
  await useSessionInBrowser(page, token);
  await page.goto(`/en/game/play/${game.slug}`);
  await expect(page.getByTestId('real-play')).toBeVisible();
  const balance = page.getByTestId('play-balance');
  const before = await balance.textContent();
  await playUntilTheBalanceMoves(page.frameLocator(`iframe[title="${game.name}, the game"]`));
  await expect(balance).not.toHaveText(before!);
  const after = await callApi('GET', '/dashboard/balance', undefined, token);
  expect(after.body.data).not.toEqual(start.body.data);
});
