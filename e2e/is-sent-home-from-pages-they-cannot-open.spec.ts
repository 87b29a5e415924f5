import { expect, test, type Page } from '@playwright/test';
import { appIsLive } from './support/session';
import { everyPage } from './support/routes';
import { edgeUrl } from './support/stack';

/**
 * Access rules (SPEC.md section 6): a guest opening a guarded page (every `player-only` and `real-money` page the
 * remotes' route manifests declare) lands on the home page of the page's language before anything of the page renders:
 * a 302 from the edge, and no React error on the way (issue 34 saw React #520 on guarded URLs).
 */

/** Console errors and uncaught exceptions of a page (React's #520 among them). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a guest opening any guarded page lands on home, with no error on the way', async ({ page, request }) => {
  const guarded = (await everyPage()).filter((entry) => entry.access === 'player-only' || entry.access === 'real-money');
  expect(guarded.length).toBeGreaterThan(10);
  const errors = errorsOf(page);
  for (const [index, entry] of guarded.entries()) {
    const lang = index % 2 === 0 ? 'en' : 'de';
    const target = `/${lang}/${entry.path}`;
    // The edge answers before any page: a real redirect, for any client.
    const answer = await request.get(target, { maxRedirects: 0 });
    expect(answer.status(), target).toBe(302);
    expect(answer.headers().location, target).toBe(`/${lang}`);
    // In the browser: the home page, and not one console error.
    await page.goto(target);
    await expect(page, target).toHaveURL(`${edgeUrl}/${lang}`);
    expect(errors, target).toEqual([]);
  }
});

test('inside the app, "Play for real" as a guest goes home without rendering the game', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/en/games');
  await appIsLive(page);
  const card = page.getByTestId('game-card').first();
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  await page.getByTestId('play-real').click();
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  expect(errors).toEqual([]);
});

test('tournament and race pages stay public', async ({ page }) => {
  await page.goto('/en/tournaments/list');
  await expect(page).toHaveURL(`${edgeUrl}/en/tournaments/list`);
  await page.goto('/en/races/list');
  await expect(page).toHaveURL(`${edgeUrl}/en/races/list`);
});

test('a signed-in player opening registration lands on home', async ({ page, request }) => {
  const email = `access-${Date.now()}@casino.test`;
  const registered = await request.post('/api/v1/registration', {
    data: { email, password: 'secret123', termsAccepted: true },
  });
  const { data } = (await registered.json()) as { data: { token: string } };
  await page.context().addCookies([{ name: 'auth_token', value: data.token, url: edgeUrl }]);
  await page.goto('/en/registration');
  await expect(page).toHaveURL(`${edgeUrl}/en`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
