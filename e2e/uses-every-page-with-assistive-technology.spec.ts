import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothSizes, PHONE, seriousViolations, settled } from './support/axe';
import { openCatalogue, serveCatalogue } from './support/catalogue';
import { everyPage, forGuest, forPlayer, routesWithoutAddress, type SamplePage } from './support/routes';
import { registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 34: WCAG 2.2 AA on every page of the route table (SPEC.md section 2), as a guest and signed in, on a phone
 * (390x844) and a laptop (1366x768): axe-core finds 0 serious or critical violations. The whole walk is in English;
 * a few pages again in German, whose longer words are where names and contrast broke before.
 */
test.describe.configure({ mode: 'parallel' });

test('every page of the route table has an address to check', () => {
  expect(routesWithoutAddress()).toEqual([]);
});

/** Addresses need the API (ids of a game, an article ...): resolved once per worker, at the first test. */
let pages: Promise<SamplePage[]> | null = null;
const allPages = () => (pages ??= everyPage());

// One test per page, so two workers share the walk and a failure names its page.
const GUEST_IDS = [
  'home',
  'login',
  'registration',
  'auth-external',
  'social-auth',
  'social-check-mailru',
  'social-check-vkontakte',
  'social-check-yandex',
  'reset-password',
  'confirm-email',
  'unsubscribe',
  'game-rules',
  'games-lobby',
  'blog',
  'blog-by',
  'blog-article',
  'news-list',
  'news-show',
  'help-index',
  'help',
  'display',
  'contribution',
  'tournaments-list',
  'tournaments-show',
  'races-list',
  'races-stage',
  'bonuses',
  'bonus-code',
  'points',
  'game-by-slug',
  'game-by-id',
  'not-found',
];
const PLAYER_IDS = [
  'home',
  'player-balance',
  'player-bonus-campaigns',
  'player-feedback-advertisement',
  'player-history',
  'player-history-section',
  'player-profile',
  'player-profile-section',
  'player-self-exclusion',
  'player-limits',
  'player-verification',
  'player-security',
  'player-change-pass',
  'player-change-subscriptions',
  'game-play',
  'games-favorites',
  'games-last',
  'games-lobby',
  'game-by-slug',
  'tournaments-show',
  'bonuses',
  'bonus-code',
  'points',
  'races-stage',
];

test('the walk covers every guest page and every page only a player opens', async () => {
  const all = await allPages();
  expect(
    all
      .filter(forGuest)
      .map((p) => p.id)
      .sort(),
  ).toEqual([...GUEST_IDS].sort());
  const playerOnly = all.filter((p) => forPlayer(p) && !forGuest(p)).map((p) => p.id);
  for (const id of playerOnly) expect(PLAYER_IDS).toContain(id);
});

async function pageById(id: string): Promise<SamplePage> {
  const found = (await allPages()).find((p) => p.id === id);
  if (!found) throw new Error(`no address for ${id}`);
  return found;
}

for (const id of GUEST_IDS) {
  test(`a guest: ${id}`, async ({ page }) => {
    const target = await pageById(id);
    await page.goto(`/en/${target.path}`);
    await settled(page);
    await expectAccessibleAtBothSizes(page, `guest /en/${target.path}`);
  });
}

for (const id of PLAYER_IDS) {
  test(`a player: ${id}`, async ({ page }) => {
    const target = await pageById(id);
    const { token } = await registerPlayer();
    await useSessionInBrowser(page, token);
    await page.goto(`/en/${target.path}`);
    await settled(page);
    await expectAccessibleAtBothSizes(page, `player /en/${target.path}`);
  });
}

for (const id of [
  'home',
  'games-lobby',
  'login',
  'registration',
  'blog-article',
  'tournaments-show',
  'game-by-slug',
  'not-found',
]) {
  test(`a guest in German: ${id}`, async ({ page }) => {
    const target = await pageById(id);
    await page.goto(`/de/${target.path}`);
    await settled(page);
    await expectAccessibleAtBothSizes(page, `guest /de/${target.path}`);
  });
}

for (const id of ['player-balance', 'player-profile', 'bonuses']) {
  test(`a player in German: ${id}`, async ({ page }) => {
    const target = await pageById(id);
    const { token } = await registerPlayer();
    await useSessionInBrowser(page, token);
    await page.goto(`/de/${target.path}`);
    await settled(page);
    await expectAccessibleAtBothSizes(page, `player /de/${target.path}`);
  });
}

test.describe('the component catalogue', () => {
  serveCatalogue();
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['en', 'de']) {
    test(`every component and its open states in ${lang}`, async ({ page }) => {
      await openCatalogue(page, lang, { frozen: false });
      const states: string[] = [];
      const check = async (state: string) => {
        const found = await seriousViolations(page);
        states.push(state);
        expect.soft(found, `catalogue (${lang}) ${state}:\n${found.join('\n')}`).toEqual([]);
      };
      await check('closed');
      await page.setViewportSize(PHONE);
      await check('on a phone');
      await page.setViewportSize({ width: 1280, height: 800 });

      const select = page.locator('[data-catalogue="select"]').getByRole('combobox').first();
      await select.fill('zzz');
      await expect(
        page
          .locator('[data-catalogue="select"]')
          .getByRole('listbox')
          .or(page.getByText(/no matching|keine/i))
          .first(),
      ).toBeVisible();
      await check('select with no match');
      await select.fill('');
      await page.keyboard.press('Escape');

      await page.getByTestId('catalogue-popover').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('popover open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByTestId('catalogue-modal').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('modal open');
      expect(states).toHaveLength(5);
    });
  }
});
