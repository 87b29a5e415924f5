import { expect, test } from '@playwright/test';
import { chromiumExecutable } from './support/stack';

/**
 * Issue 36.6: a page the visitor leaves for another document is kept by the browser's back/forward cache, and Back
 * shows it at once, as it was (no unload handler anywhere, no `no-store` on a guest's page). Playwright starts Chromium
 * with the cache turned off (`--disable-back-forward-cache`): this journey starts it as a player's browser has it.
 */
const executablePath = chromiumExecutable();
test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

interface Shown {
  persisted: boolean[];
  notRestoredReasons: unknown;
}

for (const [what, first] of [
  ['the home page', '/en'],
  ['a blog article', '/en/blog/getting-the-most-from-free-spins'],
  ['the lobby', '/en/games'],
] as const) {
  test(`a guest who leaves ${what} for another page and comes back finds it restored from the back/forward cache`, async ({ page }) => {
    await page.addInitScript(() => {
      const shown: Shown = { persisted: [], notRestoredReasons: null };
      (window as unknown as { __shown: Shown }).__shown = shown;
      addEventListener('pageshow', (event) => {
        shown.persisted.push(event.persisted);
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
        shown.notRestoredReasons = entry?.notRestoredReasons ?? null;
      });
    });
    const response = await page.goto(first);
    expect(response?.headers()['cache-control']).not.toContain('no-store');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // Something only this document knows: gone if Back loads the page anew.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // Another document (a full load, not the app's own navigation).
    await page.goto('/en/tournaments/list');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

    // A page restored from the cache fires no `load` (it never left memory): wait for the navigation only.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${first.replace(/\//g, '\\/')}$`));
    // Restored: this document's pageshow with `persisted`; else a new document, whose navigation entry says why not.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const shown = (window as unknown as { __shown: Shown }).__shown;
          return shown.persisted.includes(true) ? 'restored' : `not restored: ${JSON.stringify(shown.notRestoredReasons)}`;
        }),
      )
      .toBe('restored');
    const state = await page.evaluate(() => ({
      sameDocument: (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false,
      persisted: (window as unknown as { __shown: Shown }).__shown.persisted,
    }));
    expect(state.persisted).toEqual([false, true]);
    expect(state.sameDocument).toBe(true);
  });
}
