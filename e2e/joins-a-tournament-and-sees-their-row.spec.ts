import { expect, test } from '@playwright/test';
import { callApi, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

test('a player opens a running tournament, joins it, plays one of its games and sees their row on the leaderboard', async ({ page }) => {
  const { token, details } = await registerPlayer();
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '500.00' })).status).toBe(200);
  const { body: active } = await callApi('GET', '/tournaments/active?lang=en');
  const tournament = active.data.find((t: { status: string; rule: string }) => t.status === 'running' && t.rule === 'bet_sum');
  expect(tournament, 'the seed has a running tournament that counts bets').toBeTruthy();
  const { body: games } = await callApi('GET', `/tournaments/${tournament.id}/games?perPage=1`);
  const game = games.data.items[0];

  await useSessionInBrowser(page, token);
  await page.goto(`/en/tournaments/show/${tournament.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tournament.title })).toBeVisible();
  await expect(page.getByTestId('tournament-games').getByRole('link').first()).toHaveAttribute('href', new RegExp(`/en/games/.+/${game.slug}$`));
  await page.getByRole('button', { name: 'Join the tournament' }).click();
  await expect(page.getByTestId('joined')).toBeVisible();

  // Rounds go through the API's play endpoints (the slot itself is the games team's journey).
  const launch = await callApi('POST', '/game/real', { gameId: game.id, lang: 'en' }, token);
  expect(launch.status).toBe(200);
  const bet = Math.max(Number(tournament.minBet), 1).toFixed(2);
  for (let round = 0; round < 2; round++) {
    const spin = await callApi('POST', `/game/launch/${launch.body.data.sessionToken}/round`, { bet }, token);
    expect(spin.status).toBe(200);
  }

  // No reload: the open page's leaderboard refreshes itself (every 15 s).
  const myRow = page.getByTestId('leaderboard').locator('tr[data-me]');
  await expect(myRow).toBeVisible({ timeout: 20_000 });
  await expect(myRow).toContainText('You');
  await expect(myRow).toContainText(new Intl.NumberFormat('en').format(Number(bet) * 200));
});
