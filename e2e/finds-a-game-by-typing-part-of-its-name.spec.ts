import { expect, test } from '@playwright/test';

/** Issue 11: the lobby's search answers as the player types, and its full results are a link with the search in it. */
test('finds a game by typing part of its name', async ({ page, request }) => {
  const found = await request.get('/api/v1/game/search?perPage=1&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  const part = game.name.split(' ')[0]!.slice(0, 4);
  await page.goto('/en/games');
  await page.getByTestId('game-search').fill(part);
  const quick = page.getByTestId('quick-search-results');
  await expect(quick.getByRole('link', { name: game.name }).first()).toBeVisible();
  await page.getByTestId('game-search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(part)}`));
  await expect(page.getByTestId('lobby-results').getByText(game.name).first()).toBeVisible();

  await page.getByTestId('game-search').fill('zzzqqq');
  await expect(quick).toContainText('No games match “zzzqqq”.');
});
