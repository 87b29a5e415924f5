import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshPlayer } from './support/account';
import { callApi, registerPlayer, useSessionInBrowser } from './support/session';
import { edgeUrl } from './support/stack';

/**
 * Issue 34: a player without a mouse (keyboard, switch access) does each main task with Tab, Shift+Tab, Enter, Space,
 * Escape and the arrow keys only. On every stop the focus is visible (an outline or a ring); Tab reaches what it
 * looks for (no trap on the way); the first stop is a skip link to the page's own content; a dialog takes the
 * focus when it opens and gives it back to what opened it when it closes (WAI-ARIA APG dialog, combobox, listbox).
 */
test.describe.configure({ mode: 'parallel' });

/** What has the focus, and whether the player can see it (an outline, a ring, or a shadow on focus). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement)
      return { element: 'body', visible: true };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30)}"`;
    // An iframe shows its own focus inside (the game): the frame itself is the stop.
    return { element: name, visible: outline || ring || el.tagName === 'IFRAME' };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; every stop on the way must show its focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    expect(state.visible, `the focus on ${state.element} is not visible`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  // A first load on a busy machine hydrates late (playwright.config.ts: main threads starved for seconds).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
}

test('the first Tab offers a skip link that moves the focus to the page content', async ({ page }) => {
  await ready(page, '/en/tournaments/list');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab lands inside the page, past the header and its menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('signs in with the keyboard only', async ({ page }) => {
  const { details } = await registerPlayer();
  await ready(page, '/en/login');
  await tabTo(page, page.getByLabel('Login or e-mail'));
  await page.keyboard.type(details.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(details.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('finds a game with the search and opens it with the keyboard only', async ({ page }) => {
  const { body } = await callApi('GET', '/game/search?perPage=1&sort=popular');
  const game: { name: string } = body.data.items[0];
  await ready(page, '/en/news/list');
  const trigger = page.getByTestId('header-search');
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const field = page.getByTestId('header-search-input');
  await expect(field).toBeFocused();
  // Escape closes the search and gives the focus back to its button (APG combobox in a disclosure).
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type(game.name.split(' ')[0]!.slice(0, 4));
  const option = page.getByTestId('quick-search-results').getByRole('option').first();
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-page').getByRole('heading', { level: 1 })).toHaveText(game.name);
});

test('starts demo play from a game page with the keyboard only', async ({ page }) => {
  const { body } = await callApi('GET', '/game/search?perPage=20&sort=popular');
  const game: { slug: string; provider: { slug: string } } =
    body.data.items.find((g: { hasDemo: boolean }) => g.hasDemo) ?? body.data.items[0];
  await ready(page, `/en/games/${game.provider.slug}/${game.slug}`);
  await tabTo(page, page.getByTestId('play-demo'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/rules/${game.slug}$`));
  const frame = page.locator('iframe').first();
  await expect(frame).toBeVisible();
  // The game itself takes the keyboard: Tab reaches into the frame.
  await tabTo(page, frame);
});

test('deposits with the keyboard only, the confirmation dialog taking and returning the focus', async ({
  page,
}) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await ready(page, '/en/player/balance');
  const cashier = page.getByTestId('cashier');
  const amount = cashier.getByLabel(/Amount/);
  await tabTo(page, amount);
  await page.keyboard.type('50');
  const submit = cashier.getByTestId('cashier-form').getByRole('button', { name: 'Deposit' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Escape closes it and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Tab stays inside the open dialog (APG dialog): it reaches its Deposit button without leaving it.
  const confirm = dialog.getByRole('button', { name: 'Deposit' });
  for (let i = 0; i < 10 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cashier-result')).toHaveText('€50.00 is on your balance.');
});

test('joins a tournament with the keyboard only', async ({ page }) => {
  const { body } = await callApi('GET', '/tournaments/active?lang=en');
  const tournament = body.data.find((t: { status: string }) => t.status === 'running') ?? body.data[0];
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  await ready(page, `/en/tournaments/show/${tournament.id}`);
  await tabTo(page, page.getByRole('button', { name: 'Join the tournament' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('joined')).toBeVisible();
});

test('redeems a bonus code with the keyboard only', async ({ page }) => {
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  await ready(page, '/en/bonus/code');
  await tabTo(page, page.getByLabel('Bonus code'));
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bonus-code-success')).toContainText('added to your bonuses');
  await tabTo(page, page.getByRole('button', { name: 'Activate it now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bonus-code-credited')).toHaveText('€10.00 credited to your bonus balance.');
});

test('changes the language with the keyboard only', async ({ page }) => {
  await ready(page, '/en/tournaments/list');
  const switcher = page.getByTestId('language-switcher');
  await tabTo(page, switcher);
  // A native select: typing the first letters of a language chooses it.
  await page.keyboard.type('de');
  await expect(page).toHaveURL(`${edgeUrl}/de/tournaments/list`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a player who prefers less motion sees the home banners stand still, and moves them with the keyboard', async ({
  page,
}) => {
  const { body } = await callApi('GET', '/banners-for-slider?lang=en');
  const banners: { title: string }[] = body.data.items;
  expect(banners.length).toBeGreaterThan(1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page, '/en');
  const slider = page.getByRole('region', { name: 'Offers' });
  const current = slider.locator('[aria-roledescription="slide"]:not([aria-hidden])');
  // No autoplay: the banners move only when the player moves them.
  await expect(slider).toHaveAttribute('data-autoplay', 'off');
  await tabTo(page, slider.getByRole('button', { name: `2 of ${banners.length}` }));
  await page.keyboard.press('Enter');
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(banners[1]!.title);
  await expect(slider).toHaveAttribute('data-autoplay', 'off');
});
