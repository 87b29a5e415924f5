import { expect, test } from '@playwright/test';
import { registerPlayer, useSessionInBrowser } from './support/session';

// Issue 3: one React, one ReactDOM, one API client, one i18n instance and one jotai store across the host and all four
// remotes, read from the page's own singletons registry (shared/src/platform/singletons.ts), and no shared-version warning.
test('the host and all four remotes share one instance of each singleton', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /share|singleton|version|requiredVersion|unsatisf/i.test(message.text())) {
      warnings.push(message.text());
    }
  });
  const { token } = await registerPlayer();
  await useSessionInBrowser(page, token);
  await page.goto('/en');
  // Visit one page of each remote inside the same page load (in-app navigation), so all of them are loaded together.
  const visits = [
    { path: '/en/games', ready: 'games-lobby' },
    { path: '/en/display/aboutus', ready: 'display-page' },
    { path: '/en/tournaments/list', ready: 'tournaments-list' },
    { path: '/en/player/balance', ready: 'balance-page' },
  ];
  for (const visit of visits) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, visit.path);
    await expect(page.getByTestId(visit.ready)).toBeVisible();
  }
  const registry = await page.evaluate(() => (window as any).__casinoSingletons);
  expect(Object.keys(registry.apps).sort()).toEqual(['host', 'remote_account', 'remote_content', 'remote_games', 'remote_promotions']);
  expect(registry.distinct).toEqual({ react: 1, reactDom: 1, apiClient: 1, i18n: 1, jotaiStore: 1 });
  expect(warnings).toEqual([]);
});
