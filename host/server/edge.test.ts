import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { loadEdgeConfig, type EdgeConfig } from './config';
import { buildEdgeApp, VISITOR_COOKIE } from './edge-app';
import { jsonForHtml, RELEASE_MAP_ELEMENT_ID } from './html';
import { publishUploadBody, PUBLISH_CONTENT_TYPE } from './release/publish-upload';
import { OVERRIDE_COOKIE, signOverride } from './release/override';
import { ReleaseService } from './release/service';
import { publishEveryRemoteLive, remoteBuild, startCdn, TEST_MANAGER_TOKEN, tempDir, testPublisherToken, testReleaseConfig } from './test-support/fixtures';

process.env.EDGE_LOG_LEVEL = 'error';

interface Upstream {
  url: string;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[];
  close: () => Promise<void>;
}

/** Stands in for the platform API behind the edge: records what arrives, answers like the API would. */
async function startUpstream(): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (req.url === '/api/v1/settings') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ status: 'ok', data: { retiredLocales: ['ua', 'by'] } }));
      }
      res.writeHead(req.url?.includes('missing') ? 404 : 201, [
        ['content-type', 'application/json'],
        ['set-cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=2; Path=/'],
        ['x-api', 'yes'],
      ]);
      res.end(JSON.stringify({ status: 'ok', data: { received: Buffer.concat(chunks).length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the edge server', () => {
  let root: string;
  let cdn: { url: string; close: () => Promise<void> };
  let api: Upstream;
  let service: ReleaseService;
  let app: FastifyInstance;
  let edgeUrl: string;
  let config: EdgeConfig;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    root = tempDir('edge');
    cdn = await startCdn(path.join(root, 'cdn'));
    api = await startUpstream();
    // A small judge sample, so a test can reach it, and every page view measured; every other rule as by default.
    const release = testReleaseConfig(root, { cdnUrl: cdn.url, canaryMinVisitors: 10, canaryMinLiveVisitors: 10, rumSampleRate: 1, canaryJudgeIntervalMs: 0 });
    service = new ReleaseService(release);
    config = loadEdgeConfig({
      // The test stands for a proxy in front: each visitor's address arrives in X-Forwarded-For.
      trustedProxies: ['127.0.0.1'],
      host: '127.0.0.1',
      port: 0,
      apiUrl: api.url,
      cdnUrl: cdn.url,
      remoteOrigins: [cdn.url],
      hostDist: release.hostDist,
      releaseDir: release.releaseDir,
      devHostUrl: undefined,
      retiredLocalesFallback: [],
    });
    app = buildEdgeApp(config, service);
    await app.listen({ host: '127.0.0.1', port: 0 });
    edgeUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    v1 = (await service.publish({ remote: 'games', files: remoteBuild({ marker: 'first' }), packageVersion: '1.0.0', actor: 'p' })).record.version;
    v2 = (await service.publish({ remote: 'games', files: remoteBuild({ marker: 'second </script><script>alert(1)</script>' }), packageVersion: '1.0.0', actor: 'p' })).record.version;
    await service.switchLive('games', v1, { actor: 'rm' });
    await publishEveryRemoteLive(service, ['games']);
  });

  afterAll(async () => {
    await app.close();
    await cdn.close();
    await api.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const inlinedMap = (html: string): BrowserReleaseMap => {
    const match = /<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(html);
    if (!match?.[1]) throw new Error('no inlined release map');
    return JSON.parse(match[1]) as BrowserReleaseMap;
  };

  it('serves index.html for deep links with the release map inlined, preload hints, private and revalidated (bfcache-eligible)', async () => {
    const response = await fetch(`${edgeUrl}/en/games/slots/games-book-of-ra`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const signedIn = await fetch(`${edgeUrl}/en/games/slots/games-book-of-ra`, { headers: { cookie: 'auth_token=abc.def.ghi' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const map = inlinedMap(html);
    expect(map.remotes.games).toMatchObject({ version: v1, channel: 'live', manifestUrl: `${cdn.url}/games/${v1}/mf-manifest.json` });
    expect(map.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(html).toContain(`<link rel="preload" href="${cdn.url}/games/${v1}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(html).toContain(`<link rel="preload" href="${cdn.url}/games/${v1}/remoteEntry.js" as="script">`);
    expect(response.headers.get('set-cookie')).toContain(`${VISITOR_COOKIE}=`);
    // The page's language before the app runs, not the template's default.
    expect(html).toMatch(/<html lang="en"[ >]/);
  });

  it('never lets inlined data close the script element', () => {
    const json = jsonForHtml({ text: '</script><script>alert(1)</script><!-- \u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- \u2028' });
  });

  it('sends the security headers with a CSP limited to itself and the remote origins', async () => {
    const response = await fetch(`${edgeUrl}/ru`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${cdn.url}`);
    expect(csp).toContain(`connect-src 'self' ${cdn.url}`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  /** The edge's answer as sent (fetch would decompress it), for a browser accepting these encodings. */
  const rawGet = (urlPath: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${edgeUrl}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it("sends the host build's brotli copy of a script to a browser that accepts it", async () => {
    const script = path.join(config.hostDist, 'static', 'js', 'main.0123abcd.js');
    fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(fs.readFileSync(script)));
    const answer = await rawGet('/static/js/main.0123abcd.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(answer.body).equals(fs.readFileSync(script))).toBe(true);
  });

  it('compresses a page for a browser that accepts it, and says the page varies by encoding', async () => {
    const answer = await rawGet('/en/games', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    const html = zlib.gunzipSync(answer.body).toString('utf8');
    expect(html).toContain(RELEASE_MAP_ELEMENT_ID);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(html));
  });

  it('caches hashed assets forever, answers 404 for missing files, and serves the build id uncached', async () => {
    const asset = await fetch(`${edgeUrl}/static/js/main.0123abcd.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${edgeUrl}/static/js/gone.0123abcd.js`)).status).toBe(404);
    expect((await fetch(`${edgeUrl}/favicon.ico`)).headers.get('cache-control')).toBe('no-cache');
    const buildId = await fetch(`${edgeUrl}/build-id`);
    expect(buildId.headers.get('cache-control')).toBe('no-store');
    expect(await buildId.text()).toBe(inlinedMap(await (await fetch(`${edgeUrl}/`)).text()).buildId);
  });

  it('proxies /api/v1 and /payment/currencies with status, every header and the raw multipart body', async () => {
    const form = new FormData();
    form.append('document', new Blob([Buffer.alloc(300_000, 7)]), 'passport.png');
    form.append('kind', 'passport');
    const response = await fetch(`${edgeUrl}/api/v1/player/verification/upload?x=1`, { method: 'POST', body: form, headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-api')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const seen = api.requests.at(-1)!;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/v1/player/verification/upload?x=1' });
    expect(seen.headers.authorization).toBe('Bearer t');
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body.length).toBeGreaterThan(300_000);
    expect(seen.body.includes(Buffer.from('name="kind"'))).toBe(true);
    expect((await fetch(`${edgeUrl}/api/v1/missing`)).status).toBe(404);
    await fetch(`${edgeUrl}/payment/currencies`);
    expect(api.requests.at(-1)?.url).toBe('/payment/currencies');
  });

  it('answers a retired locale with a real 301 to the remembered locale, else ru', async () => {
    const toRemembered = await fetch(`${edgeUrl}/ua/player/balance?tab=1`, { redirect: 'manual', headers: { cookie: 'i18n_redirected=de' } });
    expect(toRemembered.status).toBe(301);
    expect(toRemembered.headers.get('location')).toBe('/de/player/balance?tab=1');
    const toDefault = await fetch(`${edgeUrl}/by`, { redirect: 'manual', headers: { cookie: 'i18n_redirected=ua' } });
    expect(toDefault.headers.get('location')).toBe('/ru');
    expect((await fetch(`${edgeUrl}/de/news/list`, { redirect: 'manual' })).status).toBe(200);
  });

  it('sends a guest asking for a player page or a real-money game home with a 302, before any page (SPEC.md 6)', async () => {
    const balance = await fetch(`${edgeUrl}/en/player/balance?tab=1`, { redirect: 'manual' });
    expect(balance.status).toBe(302);
    expect(balance.headers.get('location')).toBe('/en');
    expect(await balance.text()).not.toContain('casino-release-map');
    const play = await fetch(`${edgeUrl}/de/game/play/book-of-gold`, { redirect: 'manual' });
    expect(play.status).toBe(302);
    expect(play.headers.get('location')).toBe('/de');
    // A cookie that cannot be a token is no session.
    const forged = await fetch(`${edgeUrl}/en/player/balance`, { redirect: 'manual', headers: { cookie: 'auth_token=%3Cscript%3E' } });
    expect(forged.status).toBe(302);
    // A session cookie gets the page; public pages stay public.
    expect((await fetch(`${edgeUrl}/en/player/balance`, { redirect: 'manual', headers: { cookie: 'auth_token=abc.def.ghi' } })).status).toBe(200);
    expect((await fetch(`${edgeUrl}/en/tournaments/list`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${edgeUrl}/en/login`, { redirect: 'manual' })).status).toBe(200);
  });

  it('keeps the canary cohort per visitor cookie', async () => {
    await service.setCanary('games', v2, 50, { actor: 'rm' });
    const versions = new Map<string, string>();
    for (let i = 0; i < 20; i += 1) {
      const visitor = `visitor-${i}-abcdefgh`;
      const first = inlinedMap(await (await fetch(`${edgeUrl}/en`, { headers: { cookie: `${VISITOR_COOKIE}=${visitor}` } })).text());
      const again = inlinedMap(await (await fetch(`${edgeUrl}/en`, { headers: { cookie: `${VISITOR_COOKIE}=${visitor}` } })).text());
      expect(again.remotes.games?.version).toBe(first.remotes.games?.version);
      versions.set(visitor, first.remotes.games?.channel ?? '');
    }
    expect(new Set(versions.values())).toEqual(new Set(['live', 'canary']));
    await service.setCanary('games', v2, 0, { actor: 'rm' });
  });

  it('applies a valid override cookie to that browser only, and ignores a tampered or expired one', async () => {
    const link = await service.overrideLink('games', v2, 30, { actor: 'rm', baseUrl: edgeUrl });
    const opened = await fetch(link.url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${OVERRIDE_COOKIE}=`);
    const token = decodeURIComponent(/casino_release_override=([^;]+)/.exec(cookie)?.[1] ?? '');

    const overridden = await (await fetch(`${edgeUrl}/de/games`, { headers: { cookie: `${OVERRIDE_COOKIE}=${token}` } })).text();
    const withOverride = inlinedMap(overridden);
    expect(withOverride.remotes.games).toMatchObject({ version: v2, channel: 'override' });
    expect(overridden).toContain(`<span>Testversion nur in diesem Browser: <b>games ${v2}</b></span><a href="/_release/override/clear"`);
    expect(withOverride.override).toMatchObject({ remote: 'games', version: v2, clearUrl: '/_release/override/clear' });
    expect(inlinedMap(await (await fetch(`${edgeUrl}/en`)).text()).remotes.games?.version).toBe(v1);

    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const expired = signOverride({ remote: 'games', version: v2, exp: Date.now() - 1000 }, service.config.overrideSecret);
    for (const bad of [tampered, expired]) {
      const page = await fetch(`${edgeUrl}/en`, { headers: { cookie: `${OVERRIDE_COOKIE}=${bad}` } });
      const html = await page.text();
      const map = inlinedMap(html);
      expect(map.override).toBeUndefined();
      expect(html).not.toContain('casino-override-banner');
      expect(map.remotes.games?.version).toBe(v1);
      expect(page.headers.get('set-cookie')).toContain(`${OVERRIDE_COOKIE}=;`);
      expect((await fetch(`${edgeUrl}/_release/override?token=${encodeURIComponent(bad)}`, { redirect: 'manual' })).status).toBe(400);
    }
    const cleared = await fetch(`${edgeUrl}/_release/override/clear`, { redirect: 'manual' });
    expect(cleared.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('stops a canary whose visitors fail more often than live ones over the same window, with the numbers in the audit entry', async () => {
    await service.setCanary('games', v2, 50, { actor: 'rm' });
    let address = 0;
    /** A new visitor from its own address: its page, then its page view's report. */
    const visit = async (want: 'canary' | 'live', report: (map: BrowserReleaseMap) => Record<string, unknown>) => {
      for (;;) {
        const forwarded = { 'x-forwarded-for': `198.51.100.${(address += 1)}` };
        const page = await fetch(`${edgeUrl}/en`, { headers: forwarded });
        const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
        const map = inlinedMap(await page.text());
        if (map.remotes.games?.channel !== want) continue;
        const answer = await fetch(`${edgeUrl}/_release/report`, {
          method: 'POST',
          // As sendBeacon sends a string: text/plain.
          headers: { 'content-type': 'text/plain;charset=UTF-8', cookie, ...forwarded },
          body: JSON.stringify({ token: map.reportToken, jsErrors: 0, ...report(map) }),
        });
        expect(answer.status).toBe(202);
        return (await answer.json()) as { counted: boolean; canaryStopped: boolean };
      }
    };
    const failing = (map: BrowserReleaseMap) => ({ failures: [{ remote: 'games', version: map.remotes.games!.version, channel: 'canary', error: 'ScriptExternalLoadError: 500' }] });
    // 2 of 10 canary visitors fail (20 %), live 0 %: over the 5-point margin once the 10th live visitor (the baseline) is in.
    for (let i = 0; i < 10; i++) expect(await visit('canary', i < 2 ? failing : () => ({ failures: [] }))).toEqual({ counted: true, canaryStopped: false });
    for (let i = 0; i < 9; i++) expect((await visit('live', () => ({ failures: [] }))).canaryStopped).toBe(false);
    expect((await visit('live', () => ({ failures: [] }))).canaryStopped).toBe(true);

    expect(service.store.read().map.remotes.games?.canary?.percent).toBe(0);
    const entry = (await service.history(1))[0]!;
    expect(entry).toMatchObject({
      actor: 'auto',
      action: 'canary',
      percent: { from: 50, to: 0 },
      measures: {
        rule: 'failure-rate',
        canary: { version: v2, visitors: 10, failedVisitors: 2, failureRate: 0.2 },
        live: { version: v1, visitors: 10, failedVisitors: 0, failureRate: 0 },
        thresholds: { minCanaryVisitors: 10, failureMargin: 0.05 },
      },
    });
    expect(entry.reason).toBe(`canary judge: games ${v2} failure rate 20.0 % (2 of 10 visitors) against live ${v1} 0.0 % (0 of 10); margin 5.0 %`);
    expect(await service.store.verify()).toMatchObject({ ok: true });
    expect((await fetch(`${edgeUrl}/_release/report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"remote":"nope"}' })).status).toBe(400);
    expect((await fetch(`${edgeUrl}/_release/report`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"lcp":-1}' })).status).toBe(400);
  });

  it('judges a canary at most once per interval, and still judges the last report when the interval ends', async () => {
    await service.setCanary('games', v2, 50, { actor: 'rm' });
    // An hour: all twenty reports land inside one interval however slow the machine (with 1 s, a loaded machine took
    // longer than the interval over them and the judge ran between them). The judge's timer is a fake one the test
    // fires; the clock itself stays real.
    service.config.canaryJudgeIntervalMs = 3_600_000;
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
    try {
      const answers: boolean[] = [];
      // Ten failing canary visitors and ten healthy live ones, each from its own address, faster than the interval.
      for (let i = 0; i < 20; i++) {
        const channel = i % 2 === 0 ? 'canary' : 'live';
        const result = await service.recordMeasures({
          visitorId: `interval-visitor-${i}`,
          pageView: `interval-view-${i}`,
          address: `203.0.113.${i}`,
          served: { games: { version: channel === 'canary' ? v2 : v1, channel } },
          failedRemotes: channel === 'canary' ? ['games'] : [],
          jsErrors: 0,
          vitals: {},
        });
        answers.push(result.canaryStopped);
      }
      // The report that completed the sample found the judge resting; the judgement due at the interval's end stops it.
      expect(answers.every((stopped) => !stopped)).toBe(true);
      expect(service.store.read().map.remotes.games?.canary?.percent).toBe(50);
      // Twenty reports inside the interval left one judgement due, not one each.
      expect(jest.getTimerCount()).toBe(1);
      // The interval ends: the judgement due then runs (on real I/O) and stops the canary. Looked for, not slept for.
      jest.advanceTimersByTime(3_600_000);
      jest.useRealTimers();
      while (service.store.read().map.remotes.games?.canary?.percent !== 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await service.history(1))[0]).toMatchObject({ actor: 'auto', measures: { rule: 'failure-rate', canary: { visitors: 10, failedVisitors: 10 } } });
    } finally {
      jest.useRealTimers();
      service.config.canaryJudgeIntervalMs = 0;
    }
  });

  it('measures every page view with a canary and only a sample of live-only ones (RELEASE_RUM_SAMPLE_RATE)', async () => {
    await service.setCanary('games', v2, 50, { actor: 'rm' });
    service.config.rumSampleRate = 0;
    try {
      const channels = new Map<string, { withToken: number; total: number }>();
      for (let i = 0; i < 30; i++) {
        const map = inlinedMap(await (await fetch(`${edgeUrl}/en`)).text());
        const channel = map.remotes.games!.channel;
        const seen = channels.get(channel) ?? { withToken: 0, total: 0 };
        channels.set(channel, { withToken: seen.withToken + (map.reportToken ? 1 : 0), total: seen.total + 1 });
      }
      expect(channels.get('canary')!.withToken).toBe(channels.get('canary')!.total);
      expect(channels.get('live')!.withToken).toBe(0);
    } finally {
      service.config.rumSampleRate = 1;
      await service.setCanary('games', v2, 0, { actor: 'rm' });
    }
  });

  it('serves Prometheus metrics only to the holder of EDGE_METRICS_TOKEN, with requests by route group and status', async () => {
    expect((await fetch(`${edgeUrl}/_metrics`)).status).toBe(404);
    config.metricsToken = 'metrics-token-of-enough-length-1234';
    try {
      expect((await fetch(`${edgeUrl}/_metrics`)).status).toBe(401);
      expect((await fetch(`${edgeUrl}/_metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      await fetch(`${edgeUrl}/no-such-file.js`);
      const answer = await fetch(`${edgeUrl}/_metrics`, { headers: { authorization: `Bearer ${config.metricsToken}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toMatch(/edge_http_requests_total\{route="static",status="404"\} [1-9]/);
      expect(text).toMatch(/edge_http_requests_total\{route="page",status="200"\} [1-9]/);
      expect(text).toMatch(/edge_release_store_duration_seconds_count\{operation="read",outcome="ok"\} [1-9]/);
      expect(text).toMatch(/edge_release_store_duration_seconds_count\{operation="transaction",outcome="ok"\} [1-9]/);
      expect(text).toMatch(/edge_remote_load_failures_total\{remote="games",version="[^"]+",channel="canary"\} [1-9]/);
      for (const name of ['edge_server_renders_total', 'edge_server_render_duration_seconds', 'edge_page_cache_total', 'edge_worker_restarts_total']) {
        expect(text).toContain(`# TYPE ${name} `);
      }
    } finally {
      delete config.metricsToken;
    }
  });

  describe('release-control API roles', () => {
    const call = (method: string, route: string, token?: string, body?: unknown, ifMatch?: number) =>
      fetch(`${edgeUrl}/_release/api${route}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': typeof body === 'string' ? PUBLISH_CONTENT_TYPE : 'application/json' } : {}),
          ...(ifMatch !== undefined ? { 'if-match': `"${ifMatch}"` } : {}),
        },
        ...(body ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
    const upload = (marker: string) => publishUploadBody(remoteBuild({ remote: 'account', marker }), { version: '2.0.0', packageVersion: '1.0.0' });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await call('GET', '/status')).status).toBe(401);
      expect((await call('GET', '/status', 'not-a-token')).status).toBe(401);
      expect((await call('POST', '/remotes/games/switch', undefined, { version: v1 })).status).toBe(401);
    });

    it('lets a publisher publish its own remote only, and never switch', async () => {
      expect((await call('POST', '/remotes/account/versions', testPublisherToken('games'), upload('a'))).status).toBe(403);
      const published = await call('POST', '/remotes/account/versions', testPublisherToken('account'), upload('a'));
      expect(published.status).toBe(201);
      expect((await call('POST', '/remotes/account/versions', testPublisherToken('account'), upload('a'))).status).toBe(200);
      const conflict = await call('POST', '/remotes/account/versions', testPublisherToken('account'), upload('b'));
      expect(conflict.status).toBe(409);
      const status = await call('GET', '/status', testPublisherToken('account'));
      const revision = Number(status.headers.get('etag')?.replace(/"/g, ''));
      expect((await call('POST', '/remotes/account/switch', testPublisherToken('account'), { version: '2.0.0' }, revision)).status).toBe(403);
      expect((await call('POST', '/remotes/account/rollback', testPublisherToken('account'), {}, revision)).status).toBe(403);
    });

    it('lets the release manager switch with If-Match: 428 without it, 412 when stale, then history shows the actor', async () => {
      const status = await call('GET', '/status', TEST_MANAGER_TOKEN);
      const revision = Number(status.headers.get('etag')?.replace(/"/g, ''));
      expect((await call('POST', '/remotes/account/switch', TEST_MANAGER_TOKEN, { version: '2.0.0' })).status).toBe(428);
      expect((await call('POST', '/remotes/account/switch', TEST_MANAGER_TOKEN, { version: '2.0.0' }, revision - 1)).status).toBe(412);
      const ok = await call('POST', '/remotes/account/switch', TEST_MANAGER_TOKEN, { version: '2.0.0', reason: 'first account' }, revision);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ changed: true, revision: revision + 1 });
      const history = (await (await call('GET', '/history?remote=account', TEST_MANAGER_TOKEN)).json()) as { entries: { action: string; actor: string }[] };
      expect(history.entries[0]).toMatchObject({ action: 'switch', actor: 'rm-test' });
      expect(await (await call('GET', '/verify', TEST_MANAGER_TOKEN)).json()).toMatchObject({ ok: true });
    });

    it('refuses a failing version with the reasons unless forced', async () => {
      const files = publishUploadBody(remoteBuild({ remote: 'account', reactVersion: '18.3.1', marker: 'old react' }), { version: '0.9.0', packageVersion: '0.9.0' });
      expect((await call('POST', '/remotes/account/versions', TEST_MANAGER_TOKEN, files)).status).toBe(201);
      const revision = service.store.read().map.revision;
      const refused = await call('POST', '/remotes/account/switch', TEST_MANAGER_TOKEN, { version: '0.9.0' }, revision);
      expect(refused.status).toBe(422);
      const body = (await refused.json()) as { checks: { results: { id: string; ok: boolean; detail: string }[] } };
      expect(body.checks.results.find((r) => r.id === 'shared')?.detail).toContain('remote built with 18.3.1');
      const forced = await call('POST', '/remotes/account/switch', TEST_MANAGER_TOKEN, { version: '0.9.0', force: true, reason: 'test' }, revision);
      expect(forced.status).toBe(200);
      expect((await service.history(1))[0]).toMatchObject({ forced: true, to: '0.9.0' });
    });

    it('serves the release page and its script under the CSP', async () => {
      const page = await fetch(`${edgeUrl}/_release`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<script src="/_release/app.js" defer></script>');
      expect((await fetch(`${edgeUrl}/_release/app.js`)).headers.get('content-type')).toContain('javascript');
    });
  });
});

describe('the edge in dev mode (pnpm dev)', () => {
  let root: string;
  let devHost: http.Server;
  let app: FastifyInstance;
  let edgeUrl: string;

  beforeAll(async () => {
    root = tempDir('edge-dev');
    // Stands in for the host's rspack dev server: the page at /, its bundle, a hot-update file.
    devHost = http.createServer((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><head></head><body><script src="/main.js"></script></body></html>');
      }
      if (req.url === '/main.js' || req.url === '/main.123.hot-update.json') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'x-dev-server': 'yes' });
        return res.end('console.log("dev")');
      }
      res.writeHead(404).end();
    });
    // Hot reload's WebSocket: answer the upgrade and echo one message.
    devHost.on('upgrade', (req, socket) => {
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Path: ${req.url}\r\n\r\n`);
      socket.on('data', (data: Buffer) => socket.write(data));
      socket.on('end', () => socket.destroy());
    });
    await new Promise<void>((resolve) => devHost.listen(0, '127.0.0.1', resolve));
    const devHostUrl = `http://127.0.0.1:${(devHost.address() as AddressInfo).port}`;
    const release = testReleaseConfig(root);
    const config = loadEdgeConfig({
      host: '127.0.0.1',
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      hostDist: path.join(root, 'missing-dist'),
      releaseDir: release.releaseDir,
      devHostUrl,
      remoteOrigins: ['http://localhost:3100', 'http://localhost:3201'],
      devRemotes: { games: 'http://localhost:3201/mf-manifest.json' },
      retiredLocalesFallback: [],
    });
    app = buildEdgeApp(config, new ReleaseService(release));
    await app.listen({ host: '127.0.0.1', port: 0 });
    edgeUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => devHost.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("serves the dev server's page with the dev remotes inlined, and proxies its assets", async () => {
    const page = await fetch(`${edgeUrl}/en/games`);
    const html = await page.text();
    expect(html).toContain('<script src="/main.js"></script>');
    const map = JSON.parse(/<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as BrowserReleaseMap;
    expect(map.remotes.games).toEqual({ name: 'remote_games', version: 'dev', manifestUrl: 'http://localhost:3201/mf-manifest.json', channel: 'live' });
    expect(map.buildId).toMatch(/^dev-/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:3100 http://localhost:3201 'unsafe-eval'");
    expect(csp).toContain('ws:');
    for (const asset of ['/main.js', '/main.123.hot-update.json']) {
      expect((await fetch(`${edgeUrl}${asset}`)).headers.get('x-dev-server')).toBe('yes');
    }
    expect((await fetch(`${edgeUrl}/build-id`)).status).toBe(200);
  });

  it("passes the dev server's hot-reload WebSocket upgrade through", async () => {
    const { port } = new URL(edgeUrl);
    const echoed = await new Promise<string>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/ws', headers: { connection: 'Upgrade', upgrade: 'websocket' } });
      request.on('upgrade', (response, socket) => {
        expect(response.statusCode).toBe(101);
        expect(response.headers['x-path']).toBe('/ws');
        socket.once('data', (data: Buffer) => {
          socket.destroy();
          resolve(data.toString());
        });
        socket.write('ping');
      });
      request.on('error', reject);
      request.end();
    });
    expect(echoed).toBe('ping');
  });
});
