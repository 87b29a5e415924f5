import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE } from './support/axe';
import { appIsLive } from './support/session';

/**
 * Issue 34: list cards were tappable only on their title. A tournament card, a race's stage row and a guest's bonus
 * offer are each one link: a tap anywhere on the card (its picture, its prize, its corner) opens the page; the card
 * holds one link named by its title and nothing else to operate; the keyboard's focus ring is drawn around the card.
 */
test.describe.configure({ mode: 'parallel' });

/** Taps the card near its bottom left corner (away from the title) and waits for the page it opens. */
async function tapCornerOf(page: Page, card: Locator, expected: RegExp) {
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + 12, box.y + box.height - 10);
  await expect(page).toHaveURL(expected);
}

/** One link in the card, named as the card's title; when focused, the card (not the link) wears the ring. */
async function expectOneLinkWithRingAround(page: Page, card: Locator, title: string) {
  const links = card.locator('a[href], button');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAccessibleName(title);
  await links.first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
}

for (const size of [PHONE, { width: 1366, height: 768 }]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('opens a tournament by tapping its card anywhere', async ({ page }) => {
      await page.goto('/en/tournaments/list');
      await appIsLive(page);
      const card = page.getByTestId('tournaments-list').getByRole('listitem').first();
      const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
      await expectOneLinkWithRingAround(page, card, title);
      await tapCornerOf(page, card, /\/en\/tournaments\/show\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    test("opens a race's stage by tapping its row anywhere", async ({ page }) => {
      await page.goto('/en/races/list');
      await appIsLive(page);
      const row = page.getByTestId('race-stages').getByRole('listitem').first();
      const name = (await row.getByRole('link').textContent())!.trim();
      await expectOneLinkWithRingAround(page, row, name);
      // The row's far end: its prize and status, well away from the stage's name.
      const box = (await row.boundingBox())!;
      await page.mouse.click(box.x + box.width - 12, box.y + box.height - 8);
      await expect(page).toHaveURL(/\/en\/races\/stages\/show\/\d+$/);
    });

    test("opens a guest's bonus offer by tapping its card anywhere", async ({ page }) => {
      await page.goto('/en/bonuses');
      await appIsLive(page);
      const card = page.getByTestId('bonus-offers').getByRole('listitem').first();
      const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
      const href = await card.getByRole('link').getAttribute('href');
      await expectOneLinkWithRingAround(page, card, title);
      await tapCornerOf(page, card, new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });
  });
}
