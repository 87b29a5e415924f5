import { expect, test } from '@playwright/test';
import { operatorSwitch } from './support/session';

/** Issue 11: the whole catalogue in one list; the games the player has scrolled past leave the DOM. */
const CATALOGUE = 5000;
/** Generous: the page around the list plus about four screens of tiles (1366x768 shows about three rows of six). */
const MAX_DOM_NODES = 2500;
const MAX_CARDS = 120;

test('scrolls a lobby of 5,000 games (DOM node count stays bounded)', async ({ page }) => {
  test.setTimeout(180_000);
  const padded = await operatorSwitch('POST', '/games/catalogue', { size: CATALOGUE });
  expect(padded.status).toBe(200);
  expect(padded.body.data.total).toBe(CATALOGUE);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/en/games');
  // The "Popular" row's "show all" opens every game of the catalogue, most popular first.
  await page.getByRole('region', { name: 'Popular' }).getByRole('button', { name: 'All games' }).click();
  await expect(page).toHaveURL(/sort=popular/);
  const results = page.getByTestId('lobby-results');
  await expect(results).toContainText('Games found: 5,000');

  const dom = () =>
    page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('[data-testid="game-card"]').length,
    }));
  await expect(results.getByTestId('game-card').first()).toBeVisible();
  const samples = [await dom()];
  // Down the whole list in ten jumps: the games in view arrive, and the DOM does not grow with the distance scrolled.
  for (let step = 1; step <= 10; step++) {
    await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), step / 10);
    await page.mouse.wheel(0, -300);
    await expect(results.getByTestId('game-card').first()).toBeVisible();
    samples.push(await dom());
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(results.getByText(`Filler Reel ${CATALOGUE}`)).toBeVisible();
  samples.push(await dom());
  // Issue 36: the cards show the API's bitmap of each picture (decoded once, off the main thread), not the SVG,
  // which was painted again in software on every repaint and made each scroll frame twice as long.
  const last = results.getByRole('img', { name: `Filler Reel ${CATALOGUE}` });
  await expect(last).toHaveAttribute('src', /\/api\/v1\/game\/thumbnail\/\d+\.webp$/);
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

  const most = { nodes: Math.max(...samples.map((s) => s.nodes)), cards: Math.max(...samples.map((s) => s.cards)) };
  test.info().annotations.push({ type: 'dom', description: `${samples.length} samples; at most ${most.nodes} elements, ${most.cards} game cards` });
  expect(most.cards).toBeLessThanOrEqual(MAX_CARDS);
  expect(most.nodes).toBeLessThanOrEqual(MAX_DOM_NODES);
  // Bounded, not just small: the DOM at the end of 5,000 games is about what it was at the start.
  expect(samples.at(-1)!.nodes).toBeLessThan(samples[0]!.nodes * 1.5);
});
