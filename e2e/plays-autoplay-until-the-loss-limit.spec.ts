import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { callApi, newPlayerDetails, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 35: where the jurisdiction's profile offers autoplay (here the default profile: a player from France), the
 * reference slot has an autoplay control. It needs a loss limit before it starts, every round it plays is sent as an
 * autoplay round, and it stops before the session's losses could pass the limit.
 */
test('a player starts autoplay and it stops at the loss limit', async ({ page, request }) => {
  const { token, details } = await registerPlayer({ ...newPlayerDetails(), country: 'FR' } as ReturnType<typeof newPlayerDetails>);
  expect((await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '100.00' })).status).toBe(200);
  expect((await callApi('GET', '/responsible-gaming/profile', undefined, token)).body.data).toMatchObject({ id: 'default', autoplay: true });
  const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
  const game = ((await found.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;
  const rounds: { autoplay?: boolean; bet: string }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/round')) rounds.push(sent.postDataJSON() as { autoplay?: boolean; bet: string });
  });

  await useSessionInBrowser(page, token);
  await page.goto(`/en/game/play/${game.slug}`);
  const slot = page.frameLocator(`iframe[title="${game.name}, the game"]`);
  await expect(slot.locator('#balance')).toHaveText('€100.00');
  const autoplay = slot.getByRole('group', { name: 'Autoplay' });
  await expect(autoplay).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // no loss limit: autoplay does not start
  await autoplay.getByRole('button', { name: 'Start autoplay' }).click();
  await expect(slot.locator('#message')).toHaveText('Enter the most you are ready to lose before autoplay starts.');
  expect(rounds).toHaveLength(0);

  await autoplay.getByLabel('Rounds').selectOption('10');
  await autoplay.getByLabel('Stop if my losses reach').fill('0.30');
  await autoplay.getByRole('button', { name: 'Start autoplay' }).click();
  await expect(slot.locator('#spin')).toBeDisabled();
  await expect(slot.locator('#message')).toHaveText(/Autoplay (stopped: your loss limit is reached|finished)\./, { timeout: 30_000 });
  await expect(autoplay.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
  await expect(slot.locator('#spin')).toBeEnabled();

  expect(rounds.length).toBeGreaterThan(0);
  expect(rounds.length).toBeLessThanOrEqual(10);
  expect(rounds.every((round) => round.autoplay === true)).toBe(true);
  // what the API recorded: the session never lost more than the limit
  const history = await callApi('GET', '/player/history/round?mode=real&perPage=20', undefined, token);
  const items = history.body.data.items as { bet: string; win: string }[];
  expect(items).toHaveLength(rounds.length);
  const lost = items.reduce((sum, item) => sum + Number(item.bet) - Number(item.win), 0);
  expect(lost).toBeLessThanOrEqual(0.3 + 1e-9);
});
