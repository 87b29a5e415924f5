import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from './support/stack';

/**
 * Screenshots of every shared component in the catalogue (shared/catalogue, built by `pnpm build`), compared with the
 * committed images in catalogue.spec.ts-snapshots/: a team that changes a shared component sees what it changed.
 * Stable by construction: a fixed viewport and clock, the machine's own fonts, animations off, a 1 % tolerance.
 * After an intended change: `pnpm --filter e2e exec playwright test catalogue --update-snapshots`, then look at the images.
 */
const dist = path.join(repoRoot, 'shared', 'catalogue', 'dist');
const SECTIONS = ['tokens', 'buttons', 'states', 'fields', 'select', 'tabs', 'pagination', 'table', 'skeletons', 'images', 'tooltip', 'modal', 'carousel', 'countdown', 'format', 'artwork'];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const SCREENSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

let server: http.Server;
let catalogueUrl = '';

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('The catalogue is not built: run `pnpm build` (or `pnpm --filter @casino/shared build`).');
  server = http.createServer((request, response) => {
    const file = path.join(dist, path.normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dist) || !fs.existsSync(target) || fs.statSync(target).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  catalogueUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function openCatalogue(page: Page, lang: string) {
  // A frozen clock: countdowns, autoplay and retries move only when the test says so.
  await page.clock.install({ time: new Date('2026-03-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T12:00:01Z'));
  await page.goto(`${catalogueUrl}?lang=${lang}`);
  // React reveals suspended content on a timer too: the paused clock moves in small steps until the page is there.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.locator('[data-catalogue="format"]').count();
    })
    .toBe(1);
  // The failed image's three attempts, 200 ms apart, end on the game pattern.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.locator('[data-status="failed"]').count();
    })
    .toBe(1);
  // The API's artwork samples (issue 34): every picture loaded and drawn, none broken.
  await expect
    .poll(() => page.locator('[data-catalogue="artwork"] img').evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length))
    .toBe(0);
}

test.describe('the component catalogue', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['en', 'de']) {
    test(`every component in ${lang}`, async ({ page }) => {
      await openCatalogue(page, lang);
      for (const section of SECTIONS) {
        await expect.soft(page.locator(`[data-catalogue="${section}"]`)).toHaveScreenshot(`${section}-${lang}.png`, SCREENSHOT);
      }
    });
  }

  test('on a phone: the table becomes cards, fields and tabs fit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCatalogue(page, 'de');
    for (const section of ['table', 'fields', 'tabs', 'pagination']) {
      await expect.soft(page.locator(`[data-catalogue="${section}"]`)).toHaveScreenshot(`${section}-phone.png`, SCREENSHOT);
    }
  });

  test('open states: select with no match, popover, modal', async ({ page }) => {
    await openCatalogue(page, 'en');
    const select = page.getByRole('combobox', { name: 'Currency', exact: true });
    await select.fill('yen');
    await expect(page.getByText('Sorry, no matching options.')).toBeVisible();
    await expect.soft(page.locator('[data-catalogue="select"]')).toHaveScreenshot('select-no-match.png', SCREENSHOT);
    await select.fill('zł');
    await select.press('Enter');
    await expect(select).toHaveValue('Polski złoty');

    await page.getByTestId('catalogue-popover').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.soft(page.locator('[data-catalogue="tooltip"]')).toHaveScreenshot('popover-open.png', SCREENSHOT);
    await page.keyboard.press('Escape');
    await page.clock.runFor(200);

    await page.getByTestId('catalogue-modal').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-layer', '1000');
    await expect.soft(page).toHaveScreenshot('modal-open.png', SCREENSHOT);
  });

  test('a grid of 5,000 games keeps a bounded DOM', async ({ page }) => {
    await openCatalogue(page, 'en');
    const grid = page.getByRole('list', { name: 'Games' });
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    expect(await grid.getByRole('listitem').count()).toBeLessThan(100);
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '5000');
  });
});
