import { expect, test } from '@playwright/test';

// SPEC.md section 5: a blog listing is by author or by tag; any other typeby is Page Not Found, with its path.
test('an unknown typeby is Page Not Found with its path', async ({ page }) => {
  await page.goto('/en/blog/category/slots');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('not-found-path')).toHaveText('/en/blog/category/slots');
});
