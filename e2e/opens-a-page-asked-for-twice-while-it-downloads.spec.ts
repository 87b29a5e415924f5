import { expect, test } from '@playwright/test';
import { cdnUrl } from './support/stack';

// Issue 15, a race CI found: a second navigation to a page while the first is still downloading the page's remote
// (a double tap, Back and Forward) interrupts the first one. React Router then drops the first one's routes; the
// second must still join them, or the page stays on the catch-all region's "Loading…" for good.
test('a page asked for again while its remote downloads still opens', async ({ page }) => {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(`${cdnUrl}/games/`)) fetched.add(request.url());
  });
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

  // A slow network for what the games remote has not sent yet (what it serves is unchanged): 1.5 s per file.
  const fetchedBefore = new Set(fetched);
  await page.route(`${cdnUrl}/games/**`, async (route) => {
    if (!fetchedBefore.has(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // Straight after hydration, before any link in view is prefetched (after a second, SPEC.md section 9), which
  // would join the games routes by another way.
  const goToLobby = () =>
    page.evaluate(() => {
      window.history.pushState({}, '', '/en/games');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  await goToLobby();
  await page.waitForTimeout(300);
  await goToLobby();

  await expect(page.getByTestId('games-lobby')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/games$/);
});
