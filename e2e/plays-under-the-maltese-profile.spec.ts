import { expect, test } from '@playwright/test';
import { callApi, newPlayerDetails, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 35 (Malta Gaming Authority): a player from Malta gets the MGA profile from the API: a notice before the first
 * real-money round of a session, which the game waits for (the host's game-play layout owns it, so no remote can drop
 * it), and a reality check on by default.
 */
test('a player from Malta reads the notice before the first real-money round', async ({ page, request }) => {
  const { token, details } = await registerPlayer({ ...newPlayerDetails(), country: 'MT' } as ReturnType<typeof newPlayerDetails>);
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '100.00' })).status).toBe(200);
  expect((await callApi('GET', '/responsible-gaming/profile', undefined, token)).body.data).toMatchObject({ id: 'mga', prePlayNotice: true, realityCheckDefaultMinutes: 60 });
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;

  await useSessionInBrowser(page, token);
  await page.goto(`/en/game/play/${game.slug}`);
  const notice = page.getByTestId('pre-play-notice');
  await expect(notice.getByRole('heading', { name: 'Before you play for real money' })).toBeVisible();
  // The game waits: nothing in it takes a tap or the keyboard, and the notice has the focus.
  await expect(page.locator('.play-safety__game')).toHaveAttribute('inert', '');
  await expect(notice.getByRole('button', { name: 'I understand, play' })).toBeFocused();
  await expect(notice.getByRole('link', { name: 'Set my limits' })).toHaveAttribute('href', '/en/player/limits');

  await notice.getByRole('button', { name: 'I understand, play' }).click();
  await expect(notice).toHaveCount(0);
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  await slot.locator('#spin').click();
  await expect(slot.locator('#message')).not.toHaveText('');
  // The round started a session: the timer shows, and the notice does not come back for it.
  await expect(page.getByTestId('play-safety').getByTestId('session-timer')).toBeVisible();
  await expect(page.getByTestId('pre-play-notice')).toHaveCount(0);
});
