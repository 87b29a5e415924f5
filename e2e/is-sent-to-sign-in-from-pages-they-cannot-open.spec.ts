import { expect, test, type Page } from '@playwright/test';
import { appIsLive, DEMO_PLAYER } from './support/session';
import { everyPage } from './support/routes';
import { edgeUrl } from './support/stack';

/**
 * Issue 34, access rules (SPEC.md section 6; the target is sign-in with a return path, host/src/guards/access-guard.ts):
 * a guest opening a guarded page (every `player-only` and `real-money` page the remotes' route manifests declare) is
 * sent to sign in before anything of the page renders: a 302 from the edge, no React error, and after signing in the
 * player is where they asked to go.
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

const signInAddress = (lang: string, target: string) => `${edgeUrl}/${lang}/login?redirect=${encodeURIComponent(target)}`;

test('a guest opening any guarded page is sent to sign in, with no error on the way', async ({ page, request }) => {
  const guarded = (await everyPage()).filter((entry) => entry.access === 'player-only' || entry.access === 'real-money');
  expect(guarded.length).toBeGreaterThan(10);
  const errors = errorsOf(page);
  for (const entry of guarded) {
    const target = `/en/${entry.path}`;
    // The edge answers before any page: a real redirect, for any client.
    const answer = await request.get(target, { maxRedirects: 0 });
    expect(answer.status(), target).toBe(302);
    expect(answer.headers().location, target).toBe(`/en/login?redirect=${encodeURIComponent(target)}`);
    // In the browser: the sign-in page, and not one console error.
    await page.goto(target);
    await expect(page, target).toHaveURL(signInAddress('en', target));
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(errors, target).toEqual([]);
  }
});

test('after signing in, the player lands on the page they asked for, in their language', async ({ page }) => {
  const errors = errorsOf(page);
  const target = '/de/player/history/payments';
  await page.goto(target);
  await expect(page).toHaveURL(signInAddress('de', target));
  await appIsLive(page);
  await page.getByLabel('Benutzername oder E-Mail').fill(DEMO_PLAYER.login);
  await page.getByLabel('Passwort').fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
  await expect(page).toHaveURL(`${edgeUrl}${target}`);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(errors).toEqual([]);
});

test('inside the app, "Play for real" as a guest goes to sign in without rendering the game', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/en/games');
  await appIsLive(page);
  const card = page.getByTestId('game-card').first();
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  const play = page.getByTestId('play-real');
  const target = new URL((await play.getAttribute('href'))!, edgeUrl).pathname;
  await play.click();
  await expect(page).toHaveURL(signInAddress('en', target));
  await expect(page.getByTestId('login-page')).toBeVisible();
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
