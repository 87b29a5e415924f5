import { expect, test } from '@playwright/test';
import { callApi, newPlayerDetails, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';
import { expectSpinOnTheFirstScreen } from './support/slot';

/**
 * Issue 35 (GlüStV 2021): a player from Germany gets the German profile from the API: at least 5 seconds per spin,
 * enforced by the API (a faster spin is refused), no autoplay control and an autoplay round refused by the API, the
 * rules said above the game before a spin meets them, no bet above 1 EUR offered, and a panic button that locks real
 * play for 24 hours. On a phone, with the play-safety bar and the rules line above it, the whole game is on the first
 * screen: Spin is reached without scrolling.
 */
test('a player plays under the German profile', async ({ page, request }) => {
  const { token, details } = await registerPlayer({ ...newPlayerDetails(), country: 'DE' } as ReturnType<typeof newPlayerDetails>);
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '100.00' })).status).toBe(200);
  expect((await callApi('GET', '/responsible-gaming/profile', undefined, token)).body.data).toMatchObject({ id: 'de', minSecondsPerRound: 5, autoplay: false });
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;

  await useSessionInBrowser(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/game/play/${game.slug}`);
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  await expect(slot.locator('#balance')).toHaveText(/\d/);
  await expect(slot.getByRole('button', { name: /auto/i })).toHaveCount(0);
  await expect(slot.getByRole('checkbox')).toHaveCount(0);
  await expect(slot.locator('#autoplay')).toHaveCount(0);
  // what the profile takes away is said before a spin meets it, and the slot offers no bet above the cap
  await expect(page.getByTestId('play-rules')).toHaveText(
    'Autoplay is not available under German rules. Each round takes at least 5 seconds. The highest stake per round is €1.00.',
  );
  await expect(page.getByTestId('play-safety')).toBeVisible();
  await expectSpinOnTheFirstScreen(page, slot, `${game.name}, the game`);
  // A script sending an autoplay round anyway is refused by the API with its code, and no money moves.
  const launch = new URL((await page.locator(`iframe[title="${game.name}, the game"]`).getAttribute('src'))!, page.url());
  const autoplay = await request.post(`${launch.pathname}/round`, { data: { bet: '0.10', autoplay: true } });
  expect(autoplay.status()).toBe(403);
  expect(((await autoplay.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('play.autoplay_off');
  await expect(slot.locator('#balance')).toHaveText('€100.00');

  await slot.locator('#spin').click();
  await expect(slot.locator('#message')).not.toHaveText('');
  await expect(slot.locator('#message')).not.toHaveText(/Too fast|limit/);
  // Spin waits out the 5 seconds instead of offering a round the API would refuse; a script sending one sooner is
  // refused by the API all the same, with no money moved; then Spin is offered again.
  await expect(slot.locator('#spin')).toBeDisabled();
  const balance = await slot.locator('#balance').textContent();
  const early = await request.post(`${launch.pathname}/round`, { data: { bet: '0.10' } });
  expect(early.status()).toBe(429);
  await expect(slot.locator('#spin')).toBeEnabled({ timeout: 10_000 });
  await expect(slot.locator('#balance')).toHaveText(balance!);

  for (let step = 0; step < 3; step++) await slot.locator('#up').click();
  await expect(slot.locator('#bet')).toHaveText('€1.00');
  await expect(slot.locator('#up')).toBeDisabled();

  const bar = page.getByTestId('play-safety');
  await expect(bar.getByTestId('session-timer')).toBeVisible();
  await bar.getByRole('button', { name: 'Lock real play for 24 hours' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect((await callApi('POST', '/game/real', { slug: game.slug }, token)).status).toBe(403);
});
