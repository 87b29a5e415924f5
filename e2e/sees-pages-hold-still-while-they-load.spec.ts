import { expect, test, type Page } from '@playwright/test';
import { callApi, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * A page that moves once shown (a block that grows when its data or its code arrives) moves what the player was
 * about to tap: a tap aimed at a tournament's "Sign in" landed on its title when the countdown above it started. Each
 * page here had such a block; its layout shifts (the browser's own measure, CLS) from the first paint until the page
 * is whole must stay under 0.01 (Google's "good" is under 0.1). Each page is loaded once, at the width where it moved
 * most (a phone's or a laptop's, where the menu row is), to keep the journey short.
 */
const STILL = 0.01;
const WINDOW_MS = 1000;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

interface Shift {
  value: number;
  sources: string[];
}

async function layoutShifts(page: Page, path: string, whole: (page: Page) => Promise<void>): Promise<Shift[]> {
  await page.goto(path);
  await whole(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // A window after the page is whole and alive: the countdown has started, late blocks would have arrived.
  await page.waitForTimeout(WINDOW_MS);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

async function expectStill(page: Page, viewport: typeof PHONE, path: string, whole: (page: Page) => Promise<void>) {
  await page.setViewportSize(viewport);
  const shifts = await layoutShifts(page, path, whole);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path} at ${viewport.width}px moved: ${JSON.stringify(shifts)}`).toBeLessThan(STILL);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'text';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** A game page's address: the promotions team's campaigns box sits between the game and "Similar games". */
async function gamePage(): Promise<string> {
  const { body } = await callApi('GET', '/game/search?perPage=1&sort=popular');
  const game: { slug: string; provider: { slug: string } } = body.data.items[0];
  return `/en/games/${game.provider.slug}/${game.slug}`;
}
const campaignsBox = (p: Page) => expect(p.getByTestId('game-campaigns')).toBeVisible();
/** The pointer on the box's "All bonuses" link prefetches the promotions remote's routes: the box must stay put. */
async function campaignsBoxThenItsLink(p: Page) {
  await campaignsBox(p);
  await expect(p.locator('html')).toHaveAttribute('data-app', 'ready');
  await p.getByTestId('game-campaigns').getByRole('link').hover();
}

test('a guest sees a tournament, a game, the sign-in and the registration page hold still while they load', async ({ page }) => {
  const { body } = await callApi('GET', '/tournaments/active?lang=en');
  const tournament = body.data.find((t: { status: string }) => t.status !== 'finished') ?? body.data[0];
  await expectStill(page, PHONE, `/en/tournaments/show/${tournament.id}`, (p) => expect(p.getByRole('timer').first()).not.toHaveAttribute('aria-busy', 'true'));
  await expectStill(page, LAPTOP, await gamePage(), campaignsBoxThenItsLink);
  await expectStill(page, LAPTOP, '/en/login', (p) => expect(p.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible());
  await expectStill(page, LAPTOP, '/en/registration', (p) => expect(p.getByLabel('Currency')).toBeVisible());
});

test('a player sees the lobby, a game, the bonuses, the points, the balance and the security page hold still while they load', async ({ page }) => {
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  await expectStill(page, PHONE, '/en/games', (p) => expect(p.getByTestId('jackpots').getByText(/€/).first()).toBeVisible());
  await expectStill(page, LAPTOP, await gamePage(), campaignsBox);
  await expectStill(page, PHONE, '/en/bonuses', (p) => expect(p.getByTestId('bonus-campaigns')).toBeVisible());
  await expectStill(page, PHONE, '/en/points', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
  await expectStill(page, LAPTOP, '/en/player/balance', (p) => expect(p.getByTestId('balance-page')).toBeVisible());
  await expectStill(page, PHONE, '/en/player/security', (p) => expect(p.getByTestId('sign-in-history')).toBeVisible());
});
