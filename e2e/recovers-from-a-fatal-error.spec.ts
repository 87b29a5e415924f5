import { expect, test } from '@playwright/test';
import { edgeUrl } from './support/stack';

/** Issue 4: an unhandled render error replaces the app with the full-screen 404 page; its one green button returns to /. */
test('a thrown render error shows the fatal page and its button returns to /', async ({ page }) => {
  await page.goto('/en/tournaments/list');
  await expect(page.getByTestId('site-header')).toBeVisible();
  // The trigger is the app's own listener: it exists once the app has taken over the server-rendered page.
  await page.locator('html[data-app="ready"]').waitFor();
  await page.evaluate(() => window.dispatchEvent(new Event('casino:throw-render-error')));

  const fatal = page.getByTestId('fatal-error-page');
  await expect(fatal).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  const buttons = fatal.getByRole('button');
  await expect(buttons).toHaveCount(1);
  await expect(buttons).toHaveAttribute('data-color', 'green');
  await buttons.click();
  await expect(page).toHaveURL(`${edgeUrl}/`);
  await expect(fatal).toHaveCount(0);
  await expect(page.getByTestId('site-header')).toBeVisible();
});
