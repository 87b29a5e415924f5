import { expect, test } from '@playwright/test';
import { callApi } from './support/session';

// Issue 13: the home page carries the games team's rows (fragment games/home-games); a card opens its game page.
test("opens a game from the home page's games row", async ({ page }) => {
  const { body } = await callApi('GET', '/game/tab-home?lang=en&limit=12');
  const sections: { title: string; games: { slug: string; name: string }[] }[] = body.data.sections;
  const game = sections.find((section) => section.games.length > 0)!.games[0]!;

  await page.goto('/en');
  const row = page.getByTestId('home-games');
  const card = row.locator(`[data-testid="game-card"][data-game-slug="${game.slug}"]`).first();
  await card.getByRole('link').first().click();

  await expect(page.getByTestId('game-page').getByRole('heading', { level: 1 })).toHaveText(game.name);
  expect(new URL(page.url()).pathname).toContain(game.slug);
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);
});
