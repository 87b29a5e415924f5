import { expect, test } from '@playwright/test';
import { callApi, newPlayerDetails, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 35: the reality check pauses the game, autoplay included. `inert` keeps the player's hands off the frame but
 * not its script, so the host tells the frame to pause and autoplay stops: no round is played behind the dialog. A
 * player from Malta (MGA: autoplay offered, reality check on) with a 10-minute interval; the browser's clock is
 * Playwright's.
 */
test('autoplay stops when the reality check pauses the game', async ({ page, request }) => {
  const { token, details } = await registerPlayer({ ...newPlayerDetails(), country: 'MT' } as ReturnType<typeof newPlayerDetails>);
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '100.00' })).status).toBe(200);
  expect((await callApi('PUT', '/responsible-gaming/reality-check', { minutes: 10 }, token)).status).toBe(200);
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  let rounds = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/round')) rounds++;
  });

  await page.clock.install();
  await useSessionInBrowser(page, token);
  await page.goto(`/en/game/play/${game.slug}`);
  await page.getByTestId('pre-play-notice').getByRole('button', { name: 'I understand, play' }).click();
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  const autoplay = slot.getByRole('group', { name: 'Autoplay' });
  await autoplay.getByLabel('Rounds').selectOption('100');
  await autoplay.getByLabel('Stop if my losses reach').fill('50');
  await autoplay.getByRole('button', { name: 'Start autoplay' }).click();
  await expect(slot.locator('#message')).toHaveText(/^Autoplay rounds left: 9\d$/);
  // The timer shows 00:00 until the page has read the session the first round opened (the limits are read again
  // after each round): moving the clock before that would start the session's count after the jump.
  await expect(page.getByTestId('session-timer')).toBeVisible();
  await expect(page.getByTestId('session-timer')).not.toHaveText('Session 00:00');

  await page.clock.fastForward('10:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(autoplay.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
  const played = rounds;
  await page.clock.runFor(10_000);
  await page.waitForTimeout(1500);
  expect(rounds).toBe(played);

  // "Continue" lets the player play again, by hand or with a new autoplay they start themselves
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
  await expect(slot.locator('#spin')).toBeEnabled();
  expect(rounds).toBe(played);
});
