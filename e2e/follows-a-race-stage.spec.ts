import { expect, test } from '@playwright/test';
import { callApi, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

test('a player who bets on a stage game follows the race to its stage and finds their row', async ({ page }) => {
  const { token, details } = await registerPlayer();
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '500.00' })).status).toBe(200);
  const { body: race } = await callApi('GET', '/race/latest?lang=en');
  const stage = race.data.currentStage;
  test.skip(stage.status !== 'running', 'the seeded race has a running stage');
  const { body: games } = await callApi('GET', `/race-stage/${stage.id}/all-games?perPage=1`);
  const launch = await callApi('POST', '/game/real', { gameId: games.data.items[0].id, lang: 'en' }, token);
  const bet = Math.max(Number(stage.minBet), 1).toFixed(2);
  expect((await callApi('POST', `/game/launch/${launch.body.data.sessionToken}/round`, { bet }, token)).status).toBe(200);

  await useSessionInBrowser(page, token);
  await page.goto('/en/races/list');
  await expect(page.getByRole('heading', { level: 1, name: race.data.title })).toBeVisible();
  await page.getByRole('link', { name: 'Open the stage' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/races/stages/show/${stage.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Stage ${stage.number}` })).toBeVisible();
  await expect(page.getByTestId('leaderboard').locator('tr[data-me]')).toContainText('You');
  await expect(page.getByTestId('stage-games').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Bonus games/ })).toBeVisible();
});
