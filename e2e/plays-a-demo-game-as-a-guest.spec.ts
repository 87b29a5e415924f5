import { expect, test } from '@playwright/test';
import { playUntilTheBalanceMoves } from './support/slot';

/** Issue 11 / SPEC.md section 2: /{lang}/rules/{id} is the demo game, open to guests; each round is played in the frame. */
test('plays a demo game as a guest and sees rounds recorded', async ({ page, request }) => {
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  await page.goto(`/en/rules/${game.slug}`);
  await expect(page.getByTestId('demo-play')).toBeVisible();
  const balance = page.getByTestId('play-balance');
  const before = await balance.textContent();
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  await playUntilTheBalanceMoves(slot);
  await expect(balance).not.toHaveText(before!);
});
