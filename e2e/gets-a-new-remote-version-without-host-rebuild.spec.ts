import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseCli } from './support/release';
import { repoRoot } from './support/stack';

// Issue 3: a second build of one remote published into a new version folder and made live in the release map is what
// the next page load shows, with no host rebuild. (The release-control journeys in release-*.spec.ts go further.)
test('the next page load picks up a newly published remote version', async ({ page }) => {
  // A second build of the content remote: the first one with a visible change in its English strings.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-v2-'));
  fs.cpSync(path.join(repoRoot, 'remote-content', 'dist'), dist, { recursive: true });
  // The change in both builds of the version: the browser's and the server's (the edge renders guests' pages with it).
  for (const folder of ['assets', 'server']) {
    const chunk = fs
      .readdirSync(path.join(dist, folder))
      .map((name) => path.join(dist, folder, name))
      .find((file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('Welcome to the casino'));
    expect(chunk, `the English strings chunk of the content remote's ${folder} build`).toBeTruthy();
    fs.writeFileSync(chunk!, fs.readFileSync(chunk!, 'utf8').replace('Welcome to the casino', 'Welcome to the casino, second edition'));
  }

  await page.goto('/en');
  await expect(page.getByTestId('home-page').getByRole('heading', { level: 1 })).toHaveText('Welcome to the casino');

  const version = `2.0.0-e2e.${Date.now()}`;
  releaseCli(['publish', 'content', '--dist', dist, '--version', version]);
  // The operator acts on the revision the status showed them.
  const seen = String(releaseCli(['status']).revision);
  releaseCli(['switch', 'content', version, '--reason', 'e2e: second build', '--revision', seen]);
  try {
    const manifestRequest = page.waitForRequest((request) => request.url().includes(`/content/${version}/mf-manifest.json`));
    await page.reload();
    await manifestRequest;
    await expect(page.getByTestId('home-page').getByRole('heading', { level: 1 })).toHaveText('Welcome to the casino, second edition');
    // The next server render already uses the new version's server build: no edge restart, no host rebuild.
    expect(await (await page.request.get('/en')).text()).toContain('Welcome to the casino, second edition');
  } finally {
    releaseCli(['rollback', 'content', '--reason', 'e2e: back to the first build', '--revision', String(releaseCli(['status']).revision)]);
    fs.rmSync(dist, { recursive: true, force: true });
  }
  await page.reload();
  await expect(page.getByTestId('home-page').getByRole('heading', { level: 1 })).toHaveText('Welcome to the casino');
});
