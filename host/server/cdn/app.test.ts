import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
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
    // The build's precompressed copies (shared/federation/rspack-app.cjs); the manifest has only a gzip one here.
    fs.writeFileSync(path.join(folder, 'static', 'js', '412.3f2a9c1b.js.br'), zlib.brotliCompressSync('chunk'));
    fs.writeFileSync(path.join(folder, 'static', 'js', '412.3f2a9c1b.js.gz'), zlib.gzipSync('chunk'));
    fs.writeFileSync(path.join(folder, 'mf-manifest.json.gz'), zlib.gzipSync('{}'));
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

  /** A raw GET (fetch would negotiate and decode by itself): status, headers and the bytes as sent. */
  const rawGet = (url: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it("sends the build's brotli or gzip copy the browser accepts, and the plain file to one that accepts none", async () => {
    const url = `${cdn.url}/games/1.0.0/static/js/412.3f2a9c1b.js`;
    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['content-type']).toContain('text/javascript');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe('chunk');
    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe('chunk');
    const refusesBrotli = await rawGet(url, 'br;q=0, gzip');
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('chunk');
    // No brotli copy of the manifest: gzip if accepted, else as it is; still never cached.
    const manifest = await rawGet(`${cdn.url}/games/1.0.0/mf-manifest.json`, 'br, gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect((await rawGet(`${cdn.url}/games/1.0.0/remoteEntry.js`, 'br, gzip')).headers['content-encoding']).toBeUndefined();
  });

  it('never sends a compressed copy that no longer matches its file (a chunk changed after the build)', async () => {
    const folder = path.join(root, 'games', '1.0.0', 'static', 'js');
    fs.writeFileSync(path.join(folder, '77.0a0b0c0d.js'), 'first');
    fs.writeFileSync(path.join(folder, '77.0a0b0c0d.js.br'), zlib.brotliCompressSync('first'));
    fs.writeFileSync(path.join(folder, '77.0a0b0c0d.js.gz'), zlib.gzipSync('first'));
    const url = `${cdn.url}/games/1.0.0/static/js/77.0a0b0c0d.js`;
    expect((await rawGet(url, 'br')).headers['content-encoding']).toBe('br');
    fs.writeFileSync(path.join(folder, '77.0a0b0c0d.js'), 'second edition'); // patched in place, copies left as they were
    const patched = await rawGet(url, 'br, gzip');
    expect(patched.headers['content-encoding']).toBeUndefined();
    expect(patched.body.toString()).toBe('second edition');
  });

  it('answers 404 for anything that is not a published <remote>/<version>/ file', async () => {
    for (const route of ['/secret.txt', '/games/1.0.0/missing.js', '/games/.incoming-2.0.0-1/remoteEntry.js', '/games/1.0.0/../../secret.txt', '/other/1.0.0/x.js', '/games/1.0.0/']) {
      expect([route, (await fetch(`${cdn.url}${route}`)).status]).toEqual([route, 404]);
    }
  });
});
