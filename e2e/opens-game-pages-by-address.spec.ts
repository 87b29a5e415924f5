import { expect, test } from '@playwright/test';

/** Issue 4, the catch-all route: games/slots slugs and games-<id> are pages; anything else is Page Not Found with the path. */
test('the catch-all accepts /en/games/x/1 and /en/games-abc-1', async ({ page }) => {
  for (const path of ['/en/games/x/1', '/en/games-abc-1']) {
    await page.goto(path);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('not-found-page')).toHaveCount(0);
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
