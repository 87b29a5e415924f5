import { expect, test } from '@playwright/test';

/**
 * Issue 4, build check: the host polls GET /build-id and reloads when it changes. The test shortens the interval
 * (localStorage 'casino:build-check-ms') and stands in for a new deployment by answering a different id at the edge's URL.
 */
test('a changed build id reloads the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('casino:build-check-ms', '300'));
  let deployed = 'build-1';
  let polls = 0;
  await page.route('**/build-id', async (route) => {
    polls += 1;
    await route.fulfill({
      status: 200,
      contentType: 'text/plain',
      body: deployed,
      headers: { 'cache-control': 'no-store' },
    });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto('/en');
  await expect.poll(() => polls).toBeGreaterThanOrEqual(2); // polling with the boot id, no reload
  expect(loads).toBe(1);

  deployed = 'build-2';
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
});
