import { expect, test } from '@playwright/test';
import { callApi, operatorSwitch, registerPlayer, useSessionInBrowser } from './support/session';

// Issue 3: one real page per remote, on real API data, in two languages, and deep links that survive a reload.
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

for (const lang of ['en', 'ru'] as const) {
  test.describe(`in ${lang}`, () => {
    test('the games lobby shows the API sections with thumbnails', async ({ page }) => {
      const { body } = await callApi('GET', `/game/sections?lang=${lang}`);
      const firstSection = body.data[0];
      await page.goto(`/${lang}/games`);
      const lobby = page.getByTestId('games-lobby');
      await expect(lobby.getByRole('heading', { name: firstSection.title })).toBeVisible();
      await expect(lobby.getByText(firstSection.games[0].name).first()).toBeVisible();
      const thumbnail = lobby.locator(`img[src$="${firstSection.games[0].thumbnailRaster ?? firstSection.games[0].thumbnail}"]`).first();
      await expect(thumbnail).toBeVisible();
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.reload();
      await expect(lobby.getByText(firstSection.games[0].name).first()).toBeVisible();
    });

    test('the content remote renders the about-us display page from the API', async ({ page }) => {
      const { body } = await callApi('GET', `/pages/aboutus?lang=${lang}`);
      await page.goto(`/${lang}/display/aboutus`);
      await expect(page.getByTestId('display-page').getByRole('heading', { level: 1 })).toHaveText(body.data.title);
      await page.reload();
      await expect(page.getByTestId('display-page').getByRole('heading', { level: 1 })).toHaveText(body.data.title);
    });

    test('the promotions remote lists the active tournaments from the API', async ({ page }) => {
      const { body } = await callApi('GET', `/tournaments/active?lang=${lang}`);
      expect(body.data.length).toBeGreaterThan(0);
      await page.goto(`/${lang}/tournaments/list`);
      const list = page.getByTestId('tournaments-list');
      // A recurring series can be running and upcoming at once: each title shows as often as the API lists it.
      const titles = new Map<string, number>();
      for (const tournament of body.data) titles.set(tournament.title, (titles.get(tournament.title) ?? 0) + 1);
      for (const [title, count] of titles) await expect(list.getByText(title, { exact: true })).toHaveCount(count);
      await page.reload();
      await expect(list.getByText(body.data[0].title, { exact: true }).first()).toBeVisible();
    });

    test('the account remote shows the balance of the signed-in player', async ({ page }) => {
      const { token, details } = await registerPlayer();
      const credited = await operatorSwitch('POST', `/players/${encodeURIComponent(details.login)}/money`, { balance: '1234.56' });
      expect(credited.status).toBe(200);
      await useSessionInBrowser(page, token);
      await page.goto(`/${lang}/player/balance`);
      await expect(page.getByTestId('balance-real')).toBeVisible();
      expect(digits(await page.getByTestId('balance-real').textContent())).toContain('123456');
      await page.reload();
      await expect(page.getByTestId('balance-real')).toBeVisible();
      expect(digits(await page.getByTestId('balance-real').textContent())).toContain('123456');
    });
  });
}
