import { expect, test } from '@playwright/test';

/**
 * Issue 4 / issue 11, the catch-all route (SPEC.md section 2): /{lang}/games/.../{slug}, /{lang}/slots/.../{slug} and
 * /{lang}/games-{slug} show the game; an address that names no game is Page Not Found with the full path.
 */
test('opens a game page by each address shape', async ({ page, request }) => {
  const found = await request.get('/api/v1/game/search?perPage=1&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string; provider: { slug: string } }[] } }).data.items[0]!;
  for (const path of [`/en/games/${game.provider.slug}/${game.slug}`, `/en/slots/${game.provider.slug}/${game.slug}`, `/en/games-${game.slug}`]) {
    await page.goto(path);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('game-page').getByRole('heading', { level: 1 })).toHaveText(game.name);
    await expect(page.getByTestId('not-found-page')).toHaveCount(0);
  }
});

test('an unknown game is Page Not Found with its path', async ({ page }) => {
  for (const path of ['/en/games/x/1', '/en/games-abc-1']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('not-found-path')).toHaveText(path);
  }
});

test('the catch-all rejects /en/foo/1 with the full path on the 404 page, whose button goes to /', async ({
  page,
}) => {
  await page.goto('/en/foo/1');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('not-found-path')).toHaveText('/en/foo/1');
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a blog listing by anything other than author or tag is Page Not Found', async ({ page }) => {
  await page.goto('/en/blog/category/x');
  await expect(page.getByTestId('not-found-path')).toHaveText('/en/blog/category/x');
});
