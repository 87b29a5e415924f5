import { expect, test } from '@playwright/test';
import { callApi, newPlayerDetails, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 35 (UKGC RTS 13): during real play the host's game-play layout shows the session time and the net position, and
 * at the interval the player chose a reality check pauses the game frame until the player continues, stops or opens
 * the history. The browser's clock is Playwright's (page.clock); the session itself is the API's.
 */
test('a player sees a reality check during play and stops', async ({ page, request }) => {
  const { token, details } = await registerPlayer({ ...newPlayerDetails(), country: 'GB' } as ReturnType<typeof newPlayerDetails>);
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '100.00' })).status).toBe(200);
  expect((await callApi('PUT', '/responsible-gaming/reality-check', { minutes: 10 }, token)).status).toBe(200);
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;

  await page.clock.install();
  await useSessionInBrowser(page, token);
  await page.goto(`/en/game/play/${game.slug}`);
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  await expect(slot.locator('#balance')).toHaveText(/\d/);
  const bar = page.getByTestId('play-safety');
  await expect(bar.getByTestId('session-timer')).toContainText('Session');
  // The first real round opens the session: the frame reports the round and the host reads the net position again
  // from the API at once (no polling, which took up to 15 s): on a quiet machine within a second of the round's answer,
  // of which the slot's spin animation takes about 600 ms; 3 s leaves room for a busy CI machine.
  await expect(bar.getByTestId('session-net')).toHaveCount(0);
  const answered = page.waitForResponse((response) => response.url().endsWith('/round') && response.request().method() === 'POST');
  await slot.locator('#spin').click();
  const round = (await (await answered).json()) as { data: { win: string; bet: string } };
  await expect(bar.getByTestId('session-net')).toHaveText(/^Net this session: -?€\d+\.\d\d$/, { timeout: 3000 });
  const net = (Number(round.data.win) - Number(round.data.bet)).toFixed(2);
  await expect(bar.getByTestId('session-net')).toHaveText(`Net this session: ${net.startsWith('-') ? `-€${net.slice(1)}` : `€${net}`}`);
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  await page.clock.fastForward('10:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been playing for 10:');
  await expect(check.getByRole('link', { name: 'Open my game history' })).toHaveAttribute('href', '/en/player/history/rounds');
  // The game is paused: its frame is out of reach until the player answers.
  await expect(page.locator('[data-paused]')).toHaveAttribute('inert', '');
  await expect(check.getByRole('button', { name: 'Continue playing' })).toBeFocused();

  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const overview = await callApi('GET', '/responsible-gaming/limits', undefined, token);
  expect(overview.body.data.netPosition.session).toBeNull();
});
