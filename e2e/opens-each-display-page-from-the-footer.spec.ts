import { expect, test } from '@playwright/test';
import { callApi } from './support/session';

/** SPEC.md section 2: the sixteen display pages, each reached from the footer with its own title. */
test('opens each of the sixteen display pages from the footer', async ({ page }) => {
  const { body } = await callApi('GET', '/pages?lang=en');
  const pages: { slug: string; title: string }[] = body.data.items;
  expect(pages).toHaveLength(16);
  await page.goto('/en/display/aboutus');
  const footer = page.getByTestId('site-footer');
  for (const { slug, title } of pages) {
    await footer.locator(`a[href="/en/display/${slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/display/${slug}$`));
    await expect(page.getByTestId('display-page').getByRole('heading', { level: 1 })).toHaveText(title);
  }
});
