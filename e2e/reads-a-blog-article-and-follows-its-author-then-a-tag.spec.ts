import { expect, test } from '@playwright/test';

// Issue 13: the blog in its layout; from an article to its author's articles, then to a tag's.
test('reads a blog article and follows its author, then a tag', async ({ page }) => {
  await page.goto('/en/blog');
  const firstCard = page.getByTestId('blog-card').first();
  const title = (await firstCard.getByRole('heading', { level: 2 }).textContent())!;
  await firstCard.getByRole('heading', { level: 2 }).getByRole('link').click();

  const article = page.getByTestId('blog-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related articles' }).getByTestId('blog-card').first()).toBeVisible();

  const authorLink = article.getByRole('link').and(page.locator('[rel="author"]'));
  const author = (await authorLink.textContent())!;
  await authorLink.click();
  await expect(page).toHaveURL(/\/en\/blog\/author\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Articles by ${author}`);

  const tagLink = page.getByTestId('blog-card').first().getByRole('link', { name: /^#/ }).first();
  const tag = (await tagLink.textContent())!;
  await tagLink.click();
  await expect(page).toHaveURL(/\/en\/blog\/tag\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Articles tagged ${tag}`);
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
});
