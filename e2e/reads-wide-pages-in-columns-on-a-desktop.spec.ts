import { expect, test, type Locator, type Page } from '@playwright/test';
import { LAPTOP, PHONE, settled } from './support/axe';
import { callApi, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 34: on a 1366 px screen the blog, the articles and the points page sat in a 700 px column and the balance page
 * left its right third empty. A desktop now shows the balance in two columns (the money at the left, the cashier
 * beside it), an article with a side column of related content, the blog's list and the points page across the width;
 * a phone keeps one column, nothing beside anything.
 */
test.describe.configure({ mode: 'parallel' });

const box = async (locator: Locator) => (await locator.boundingBox())!;
/** b stands at the right of a, their tops within the first screen's reach of each other. */
async function expectBeside(a: Locator, b: Locator, { sameRow = true } = {}) {
  const [left, right] = [await box(a), await box(b)];
  expect(right.x, 'the second column starts right of the first').toBeGreaterThanOrEqual(left.x + left.width - 1);
  if (sameRow) expect(Math.abs(right.y - left.y), 'the two columns start near the same height').toBeLessThan(200);
}
async function expectBelow(a: Locator, b: Locator) {
  const [upper, lower] = [await box(a), await box(b)];
  expect(lower.y, 'one column: the second follows the first').toBeGreaterThanOrEqual(upper.y + upper.height - 1);
}
const mainWidth = (page: Page) => page.locator('main').evaluate((el) => el.getBoundingClientRect().width);

test('a player sees the balance in two columns on a desktop and one on a phone', async ({ page }) => {
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  await page.setViewportSize(LAPTOP);
  await page.goto('/en/player/balance');
  await settled(page);
  const accounts = page.getByTestId('currency-accounts');
  const cashier = page.getByTestId('cashier');
  await expectBeside(accounts, cashier);
  // The rewards follow the accounts in the left column, still beside the cashier.
  await expectBeside(page.getByTestId('rewards'), cashier, { sameRow: false });
  await page.setViewportSize(PHONE);
  await expectBelow(accounts, cashier);
});

test('a reader sees related articles beside a blog article on a desktop and under it on a phone', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/en/blog/getting-the-most-from-free-spins');
  await settled(page);
  const article = page.getByTestId('blog-article');
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link').first()).toBeVisible();
  await expectBeside(article, related);
  await page.setViewportSize(PHONE);
  await expectBelow(article, related);
});

test('a reader sees more news beside a news item on a desktop and under it on a phone', async ({ page }) => {
  const { body } = await callApi('GET', '/news?lang=en');
  const [first] = body.data.items;
  await page.setViewportSize(LAPTOP);
  await page.goto(`/en/news/show/${first.slug}`);
  await settled(page);
  const item = page.getByTestId('news-article');
  const more = page.getByRole('region', { name: 'More news' });
  await expect(more.getByRole('link')).not.toHaveCount(0);
  await expect(more.getByRole('link', { name: first.title })).toHaveCount(0);
  await expectBeside(item, more);
  await more.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/news\/show\//);
  await expect(page).not.toHaveURL(new RegExp(`/${first.slug}$`));
  await page.setViewportSize(PHONE);
  await expectBelow(page.getByTestId('news-article'), page.getByRole('region', { name: 'More news' }));
});

test('the blog list and the points page use the width of a desktop', async ({ page }) => {
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  await page.setViewportSize(LAPTOP);
  await page.goto('/en/blog');
  await settled(page);
  expect(await mainWidth(page)).toBeGreaterThan(1100);
  const cards = page.getByTestId('blog-card');
  await expectBeside(cards.nth(0), cards.nth(1));
  await expectBeside(cards.nth(1), cards.nth(2));

  await page.goto('/en/points');
  await settled(page);
  // The money at the left, the points and their exchange beside it.
  await expectBeside(page.getByTestId('balance-strip'), page.getByTestId('points-total'));
  await page.setViewportSize(PHONE);
  await expectBelow(page.getByTestId('balance-strip'), page.getByTestId('points-total'));
});
