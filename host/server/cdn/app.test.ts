import fs from 'node:fs';
import path from 'node:path';
import { startCdn, tempDir } from '../test-support/fixtures';

describe('the local CDN origin', () => {
  let root: string;
  let cdn: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    root = tempDir('cdn');
    const folder = path.join(root, 'games', '1.0.0');
    fs.mkdirSync(path.join(folder, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'var remote_games;');
    fs.writeFileSync(path.join(folder, 'static', 'js', '412.3f2a9c1b.js'), 'chunk');
    fs.mkdirSync(path.join(root, 'games', '.incoming-2.0.0-1'), { recursive: true });
    fs.writeFileSync(path.join(root, 'games', '.incoming-2.0.0-1', 'remoteEntry.js'), 'half');
    fs.writeFileSync(path.join(root, 'secret.txt'), 'no');
    cdn = await startCdn(root);
  });
  afterAll(async () => {
    await cdn.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves versioned assets with CORS and an immutable cache', async () => {
    const chunk = await fetch(`${cdn.url}/games/1.0.0/static/js/412.3f2a9c1b.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never lets the manifest or an unhashed remote entry be cached', async () => {
    const manifest = await fetch(`${cdn.url}/games/1.0.0/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expect(manifest.headers.get('content-type')).toContain('application/json');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${cdn.url}/games/1.0.0/remoteEntry.js`)).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for anything that is not a published <remote>/<version>/ file', async () => {
    for (const route of ['/secret.txt', '/games/1.0.0/missing.js', '/games/.incoming-2.0.0-1/remoteEntry.js', '/games/1.0.0/../../secret.txt', '/other/1.0.0/x.js', '/games/1.0.0/']) {
      expect([route, (await fetch(`${cdn.url}${route}`)).status]).toEqual([route, 404]);
    }
  });
});
