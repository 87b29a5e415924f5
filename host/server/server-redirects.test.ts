import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from './config';
import { buildEdgeApp } from './edge-app';
import { edgeRedirect } from './server-redirects';
import { sameSitePath } from '../src/guards/server-redirect-guard';
import { liveRelease, tempDir } from './test-support/fixtures';

process.env.EDGE_LOG_LEVEL = 'error';
jest.setTimeout(60_000);

/** What a client without JavaScript gets: the status and the Location header, nothing followed. */
function get(base: string, pathAndQuery: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathAndQuery}`, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      })
      .on('error', reject);
  });
}

/** The API's redirect table as GET /route-data answers it (api/src/modules/route-data). */
const TABLE: Record<string, unknown> = {
  '/en/welcome-bonus': { type: 'internal', to: '/en/display/first_deposit_bonus', permanent: true },
  '/en/faq': { type: 'internal', to: '/en/help/how-to-register', permanent: false },
  '/en/affiliates': { type: 'external', url: 'https://partners.casino.example/', permanent: true },
  '/en/bad-scheme': { type: 'external', url: 'javascript:alert(1)', permanent: false },
  '/en/sneaky': { type: 'internal', to: '//evil.example/x', permanent: false },
  '/en/promo/redirect': { type: 'internal', to: '/en/bonuses', permanent: false },
};

describe('server-driven redirects at the edge (SPEC.md section 2, issue 34.5)', () => {
  let root: string;
  let api: http.Server;
  let app: FastifyInstance;
  let cdn: { close: () => Promise<void> };
  let edge: string;
  const asked: string[] = [];

  beforeAll(async () => {
    root = tempDir('server-redirects');
    api = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api');
      res.writeHead(200, { 'content-type': 'application/json' });
      if (url.pathname === '/api/v1/route-data') {
        const pathname = url.searchParams.get('path') ?? '';
        asked.push(pathname);
        res.end(JSON.stringify({ status: 'ok', data: { redirect: TABLE[pathname] ?? null } }));
      } else res.end('{"status":"ok","data":{}}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    // The pages come from the live versions' route manifests (issue 32): a fixture version of every remote.
    const live = await liveRelease(root);
    cdn = live.cdn;
    const { release } = live;
    app = buildEdgeApp(
      loadEdgeConfig({
        host: '127.0.0.1',
        port: 0,
        hostDist: release.hostDist,
        releaseDir: release.releaseDir,
        devHostUrl: undefined,
        retiredLocalesFallback: [],
        apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        serverRender: false,
      }),
      live.service,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    edge = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await cdn.close();
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers a table redirect with 301 or 302 and its Location, keeping the query', async () => {
    expect(await get(edge, '/en/welcome-bonus')).toEqual({ status: 301, location: '/en/display/first_deposit_bonus' });
    expect(await get(edge, '/en/faq?partner=p1')).toEqual({ status: 302, location: '/en/help/how-to-register?partner=p1' });
    expect(await get(edge, '/en/affiliates')).toEqual({ status: 301, location: 'https://partners.casino.example/' });
  });

  it('never follows a stored target that leaves the web or the site as an internal one', async () => {
    expect((await get(edge, '/en/bad-scheme')).status).toBe(404);
    expect((await get(edge, '/en/sneaky')).status).toBe(404);
  });

  it('asks the API only for paths no page answers, and remembers the answer', async () => {
    asked.length = 0;
    await get(edge, '/en/games');
    expect(asked).toEqual([]);
    await get(edge, '/en/no-such-page');
    await get(edge, '/en/no-such-page');
    expect(asked).toEqual(['/en/no-such-page']);
  });

  it('follows "/{anything}/redirect" to a same-site target and is a real 404 otherwise', async () => {
    expect(await get(edge, '/en/x/redirect?to=%2Fen%2Fbonuses%3Ftab%3Dall')).toEqual({ status: 302, location: '/en/bonuses?tab=all' });
    expect(await get(edge, '/en/promo/redirect')).toEqual({ status: 302, location: '/en/bonuses' });
    expect((await get(edge, '/en/x/redirect')).status).toBe(404);
  });

  it('refuses every open-redirect form a phishing link would use', async () => {
    const attacks = [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      ' //evil.example',
      'HTTPS:evil.example',
    ];
    for (const target of attacks) {
      const answer = await get(edge, `/en/x/redirect?to=${encodeURIComponent(target)}`);
      expect({ target, ...answer }).toEqual({ target, status: 404, location: undefined });
    }
  });

  it('keeps a same-site path on this site whatever it decodes to', () => {
    expect(sameSitePath('/en/help')).toBe('/en/help');
    expect(sameSitePath('/en/../../evil')).toBe('/evil');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSitePath('/%5Cevil.example')).toBe('/%5Cevil.example');
    expect(sameSitePath('/\u0000//evil.example')).toBeUndefined();
  });

  it('leaves pages alone and survives an API that cannot answer', async () => {
    const down = async () => null;
    expect(await edgeRedirect('/en/games', '', { remote: 'games', status: 200 }, down)).toBeUndefined();
    expect(await edgeRedirect('/en/x', '', { remote: null, status: 404 }, down)).toBeUndefined();
  });
});
