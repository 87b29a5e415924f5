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

  /** A raw request whose path is sent exactly as written (fetch and URL would normalise `..` away before sending). */
  const rawRequest = (urlPath: string, method = 'GET', headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { hostname, port } = new URL(cdn.url);
      const request = http.request({ hostname, port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('pins each header of a served file: type, cache, CORS, nosniff, timing, encoding', async () => {
    const folder = path.join(root, 'games', '1.0.0');
    const files: [string, string | Buffer, string][] = [
      ['static/css/main.0a1b2c3d.css', 'a{}', 'text/css; charset=utf-8'],
      ['static/js/9.0a1b2c3d.js.map', '{}', 'application/json; charset=utf-8'],
      ['static/media/logo.0a1b2c3d.svg', '<svg/>', 'image/svg+xml'],
      ['static/media/photo.0a1b2c3d.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png'],
      ['static/media/photo.0a1b2c3d.webp', Buffer.from('RIFF'), 'image/webp'],
      ['static/media/font.0a1b2c3d.woff2', Buffer.from('wOF2'), 'font/woff2'],
      ['static/js/3.0a1b2c3d.mjs', 'export {}', 'text/javascript; charset=utf-8'],
      ['@mf-types/index.d.ts', 'export {}', 'application/octet-stream'],
      ['@mf-types.zip', Buffer.from('PK'), 'application/zip'],
      ['index.html', '<!doctype html>', 'text/html; charset=utf-8'],
      ['static/blob.0a1b2c3d.unknownext', 'x', 'application/octet-stream'],
    ];
    for (const [name, content] of files) {
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      fs.writeFileSync(path.join(folder, name), content);
    }
    for (const [name, content, type] of files) {
      const answer = await rawRequest(`/games/1.0.0/${name}`);
      expect([name, answer.status, answer.headers['content-type']]).toEqual([name, 200, type]);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['timing-allow-origin']).toBe('*');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(Buffer.from(content))).toBe(true);
    }
    // A file without a hash in its name that is not the manifest nor the entry: cached as every version folder is.
    expect((await rawRequest('/games/1.0.0/index.html')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawRequest('/games/1.0.0/static/css/main.0a1b2c3d.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A hashed remote entry may be cached; the manifest's stats never.
    fs.writeFileSync(path.join(folder, 'remoteEntry.0a1b2c3d4e.js'), 'x');
    fs.writeFileSync(path.join(folder, 'mf-stats.json'), '{}');
    expect((await rawRequest('/games/1.0.0/remoteEntry.0a1b2c3d4e.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawRequest('/games/1.0.0/mf-stats.json')).headers['cache-control']).toBe('no-store');
    // The compressed answer keeps the type of the file it stands for, and says it varies by Accept-Encoding.
    const brotli = await rawRequest('/games/1.0.0/static/js/412.3f2a9c1b.js', 'GET', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    // HEAD: the same headers, no body.
    const head = await rawRequest('/games/1.0.0/static/js/412.3f2a9c1b.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.body.length).toBe(0);
  });

  it('gives each of many files asked for at once its own type (a stylesheet is never answered as a script)', async () => {
    const folder = path.join(root, 'games', '1.0.0', 'static');
    fs.mkdirSync(path.join(folder, 'css'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'css', 'styles.abbf367371.css'), 'a{}'.repeat(20_000));
    fs.writeFileSync(path.join(folder, 'css', 'styles.abbf367371.css.br'), zlib.brotliCompressSync('a{}'.repeat(20_000)));
    const files = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0 ? ['static/css/styles.abbf367371.css', 'text/css; charset=utf-8'] : ['static/js/412.3f2a9c1b.js', 'text/javascript; charset=utf-8'],
    );
    const answers = await Promise.all(files.map(([file]) => rawGet(`${cdn.url}/games/1.0.0/${file}`, 'br')));
    expect(answers.map((answer) => answer.headers['content-type'])).toEqual(files.map(([, type]) => type));
  });

  it('answers a CORS preflight for any path, with the headers every answer carries', async () => {
    const answer = await rawRequest('/games/1.0.0/remoteEntry.js', 'OPTIONS', { origin: 'https://casino.example', 'access-control-request-method': 'GET' });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers['access-control-max-age']).toBe('86400');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a file outside the version folders: dot segments, encoded ones, a symlink out of the root', async () => {
    const outside = tempDir('cdn-outside');
    fs.writeFileSync(path.join(outside, 'credentials.json'), '{"secret":"release-manager"}');
    const folder = path.join(root, 'games', '1.0.0');
    fs.symlinkSync(path.join(outside, 'credentials.json'), path.join(folder, 'linked.json'));
    fs.symlinkSync(outside, path.join(folder, 'linked-folder'));
    try {
      for (const route of [
        '/games/1.0.0/../../secret.txt',
        '/games/1.0.0/%2e%2e/%2e%2e/secret.txt',
        '/games/1.0.0/%2E%2E/%2E%2E/secret.txt',
        '/games/1.0.0/..%2f..%2fsecret.txt',
        '/games/1.0.0/%2e%2e%2f%2e%2e%2fsecret.txt',
        '/games/%2e%2e/secret.txt',
        '/games/1.0.0/static/..%5c..%5c..%5csecret.txt',
        '/games/1.0.0/remoteEntry.js%00.png',
        '/games/1.0.0/linked.json',
        '/games/1.0.0/linked-folder/credentials.json',
        '/games/.incoming-2.0.0-1/remoteEntry.js',
        '/games/%2eincoming-2.0.0-1/remoteEntry.js',
        '/games/1.0.0',
        '/games/1.0.0/static',
        '/games/1.0.0/static/',
      ]) {
        const answer = await rawRequest(route);
        expect([route, answer.status]).toEqual([route, 404]);
        expect(answer.body.toString()).not.toContain('release-manager');
        expect(answer.body.toString()).not.toBe('no');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['access-control-allow-origin']).toBe('*');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
      // A compressed copy that is a symlink out of the root is never sent either.
      fs.writeFileSync(path.join(outside, 'leak.br'), zlib.brotliCompressSync('leaked'));
      fs.writeFileSync(path.join(folder, 'static', 'js', '5.0a1b2c3d.js'), 'five');
      fs.symlinkSync(path.join(outside, 'leak.br'), path.join(folder, 'static', 'js', '5.0a1b2c3d.js.br'));
      const five = await rawRequest('/games/1.0.0/static/js/5.0a1b2c3d.js', 'GET', { 'accept-encoding': 'br' });
      expect(five.headers['content-encoding']).toBeUndefined();
      expect(five.body.toString()).toBe('five');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('answers 404 for anything that is not a published <remote>/<version>/ file', async () => {
    for (const route of ['/secret.txt', '/games/1.0.0/missing.js', '/games/.incoming-2.0.0-1/remoteEntry.js', '/games/1.0.0/../../secret.txt', '/other/1.0.0/x.js', '/games/1.0.0/']) {
      expect([route, (await fetch(`${cdn.url}${route}`)).status]).toEqual([route, 404]);
    }
  });
});
