import { expect, test } from '@playwright/test';
import { callApi, registerPlayer, useSessionInBrowser } from './support/session';

// Issue 14: the game page carries the promotions team's fragment promotions/game-campaigns: the bonuses the game counts for.
test('a player sees the bonus campaigns on a game page', async ({ page }) => {
  const { token } = await registerPlayer();
  const found = await callApi('GET', '/game/search?perPage=1&sort=popular');
  const game: { slug: string; name: string; provider: { slug: string } } = found.body.data.items[0];
  const offered = await callApi('GET', `/bonus-campaign/campaign-list-for-game-page/games-${game.slug}?lang=en`, undefined, token);
  const titles: string[] = offered.body.data.campaigns.map((campaign: { title: string }) => campaign.title);
  expect(titles.length).toBeGreaterThan(0);

  await useSessionInBrowser(page, token);
  await page.goto(`/en/games/${game.provider.slug}/${game.slug}`);
  await expect(page.getByTestId('game-page').getByRole('heading', { level: 1 })).toHaveText(game.name);
  const box = page.getByRole('complementary', { name: 'Bonuses for this game' });
  for (const title of titles) await expect(box.getByText(title, { exact: true })).toBeVisible();

  await box.getByRole('link', { name: 'All bonuses' }).click();
  await expect(page).toHaveURL(/\/en\/bonuses$/);
  await expect(page.getByTestId('bonus-campaigns')).toBeVisible();
});
