import { expect, test } from '@playwright/test';
import { callApi } from './support/session';

test('reads a news item from the news list', async ({ page }) => {
  await page.goto('/en/news/list');
  const first = page.getByTestId('news-card').first().getByRole('heading', { level: 2 });
  const title = (await first.textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/news\/show\//);
  await expect(page.getByTestId('news-article').getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page.getByTestId('news-card').first()).toBeVisible();
});

test('reads a help article and moves to another topic from the list beside it', async ({ page }) => {
  const { body } = await callApi('GET', '/help?lang=en');
  const [first, second] = body.data.categories.flatMap((category: { articles: { slug: string; title: string }[] }) => category.articles);
  await page.goto(`/en/help/${first.slug}`);
  await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toHaveText(first.title);
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link', { name: first.title, exact: true })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: second.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/help/${second.slug}$`));
  await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toHaveText(second.title);
});
