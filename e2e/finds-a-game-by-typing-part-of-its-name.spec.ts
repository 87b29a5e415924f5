import { expect, test } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 11: the header's quick search answers as the player types (from any page), the keyboard opens a game, Enter
 * opens the full results with the search in the URL, and a search that matches nothing says so.
 */
test('finds a game by typing part of its name', async ({ page, request }) => {
  const found = await request.get('/api/v1/game/search?perPage=1&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  const part = game.name.split(' ')[0]!.slice(0, 4);

  await page.goto('/en/news/list');
  // The page is rendered on the server: its buttons answer once the app has hydrated it.
  await page.locator('html[data-app="ready"]').waitFor();
  await page.getByTestId('header-search').click();
  const field = page.getByTestId('header-search-input');
  await expect(field).toBeFocused();
  await field.pressSequentially(part, { delay: 30 });
  const quick = page.getByTestId('quick-search-results');
  const option = quick.getByRole('option', { name: new RegExp(`^${escape(game.name)}`) }).first();
  await expect(option).toBeVisible();
  // The most popular match comes first: Down chooses it, Enter opens its page, and the popup closes on the way.
  await field.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page.getByTestId('game-page').getByRole('heading', { level: 1 })).toHaveText(game.name);
  await expect(page.getByTestId('header-search-input')).toHaveCount(0);

  await page.getByTestId('header-search').click();
  await field.fill(part);
  await expect(option).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/games\\?q=${encodeURIComponent(part)}$`));
  await expect(page.getByTestId('lobby-results').getByText(game.name).first()).toBeVisible();

  await page.getByTestId('game-search').fill('zzzqqq');
  await expect(page.getByTestId('quick-search-results')).toContainText('No games match “zzzqqq”.');
});
