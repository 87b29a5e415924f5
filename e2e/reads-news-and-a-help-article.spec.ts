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

// Issue 34.5: "help" is a section of its own; the menu's Help opens the index of every topic, grouped.
test('opens the help index from the menu and picks a topic from it', async ({ page }) => {
  const { body } = await callApi('GET', '/help?lang=en');
  const categories = body.data.categories as { title: string; articles: { slug: string; title: string }[] }[];
  await page.goto('/en');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page).toHaveTitle(/^Help/);
  for (const category of categories) await expect(page.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
  const topic = categories[1]!.articles[0]!;
  await page.getByTestId('help-index').getByRole('link', { name: new RegExp(`^${topic.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/help/${topic.slug}$`));
  await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toHaveText(topic.title);
});

test('reads the help index with JavaScript disabled, rendered on the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/de/help');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-casino-render']).toBe('server');
  await expect(page.getByTestId('help-index').getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  expect(await page.getByTestId('help-index').getByRole('link').count()).toBeGreaterThan(3);
  await context.close();
});
