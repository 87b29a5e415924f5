import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from './stack';

/**
 * The component catalogue (shared/catalogue, built by `pnpm build`) served from its build folder on a free port, for
 * the journeys that look at it (catalogue.spec.ts: screenshots; the accessibility walk: axe on every state).
 * Call `serveCatalogue()` at the top of a spec file; `openCatalogue(page, lang)` then opens it with a frozen clock.
 */
const dist = path.join(repoRoot, 'shared', 'catalogue', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

let server: http.Server;
let catalogueUrl = '';

export function serveCatalogue() {
  test.beforeAll(async () => {
    if (!fs.existsSync(path.join(dist, 'index.html')))
      throw new Error(
        'The catalogue is not built: run `pnpm build` (or `pnpm --filter @casino/shared build`).',
      );
    server = http.createServer((request, response) => {
      const file = path.join(
        dist,
        path.normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, ''),
      );
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
}

/**
 * Opens the catalogue. `frozen` (the default, for screenshots): a frozen clock, so countdowns, autoplay and retries
 * move only when the test says so. Unfrozen for tools that need real timers (axe).
 */
export async function openCatalogue(page: Page, lang: string, { frozen = true } = {}) {
  if (frozen) {
    await page.clock.install({ time: new Date('2026-03-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T12:00:01Z'));
  }
  const tick = () => (frozen ? page.clock.runFor(100) : Promise.resolve());
  await page.goto(`${catalogueUrl}?lang=${lang}`);
  // React reveals suspended content on a timer too: the paused clock moves in small steps until the page is there.
  await expect
    .poll(async () => {
      await tick();
      return page.locator('[data-catalogue="format"]').count();
    })
    .toBe(1);
  // The failed image's three attempts, 200 ms apart, end on the game pattern.
  await expect
    .poll(async () => {
      await tick();
      return page.locator('[data-status="failed"]').count();
    })
    .toBe(1);
  // The API's artwork samples (issue 34): every picture loaded and drawn, none broken.
  await expect
    .poll(() =>
      page
        .locator('[data-catalogue="artwork"] img')
        .evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length),
    )
    .toBe(0);
}
