import { expect, test } from '@playwright/test';
import { callApi, registerPlayer, useSessionInBrowser } from './support/session';

/** Issue 11 / SPEC.md section 7: a launched game is on /{lang}/games/last, the most recent first. */
test('sees last played games', async ({ page, request }) => {
  const { token } = await registerPlayer();
  const found = await request.get('/api/v1/game/search?perPage=2&category=slots&sort=popular');
  const [first, second] = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items;
  for (const game of [first!, second!]) {
    expect((await callApi('POST', '/game/demo', { slug: game.slug, lang: 'en' }, token)).status).toBe(200);
  }
  await useSessionInBrowser(page, token);
  await page.goto('/en/games/last');
  const cards = page.getByTestId('last-played-games').getByTestId('game-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('data-game-slug', second!.slug);
  await expect(cards.nth(1)).toHaveAttribute('data-game-slug', first!.slug);
});
