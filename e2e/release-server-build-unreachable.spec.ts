import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseCli } from './support/release';
import { repoRoot } from './support/stack';

// Issue 15: a remote whose server build cannot be loaded never costs the page. The edge still answers 200 with the rest
// of the page rendered on the server, and the browser renders that remote's region itself.
test('a version without a loadable server build: the page answers 200 and the browser renders the region', async ({ page }) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-no-server-'));
  fs.cpSync(path.join(repoRoot, 'remote-content', 'dist'), dist, { recursive: true });
  // A server entry that throws when the edge runs it (a broken server build on the CDN).
  fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'throw new Error("e2e: a broken server build");\n');
  const version = `2.0.0-e2e-noserver.${Date.now()}`;
  releaseCli(['publish', 'content', '--dist', dist, '--version', version]);
  releaseCli(['switch', 'content', version, '--reason', 'e2e: server build broken', '--revision', String(releaseCli(['status']).revision)]);
  try {
    const article = '/en/blog/getting-the-most-from-free-spins';
    const response = await page.request.get(article);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(response.headers()['x-casino-render']).toBe('server');
    expect(html, 'the shell is rendered on the server').toContain('data-testid="site-header"');
    expect(html, 'the article is left to the browser').not.toContain('Free spins look the same in every offer');

    await page.goto(article);
    await expect(page.getByTestId('blog-article').getByRole('heading', { level: 1 })).toHaveText('How to get the most from free spins');
  } finally {
    releaseCli(['rollback', 'content', '--reason', 'e2e: back to the working build', '--revision', String(releaseCli(['status']).revision)]);
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
