import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { VISITOR_COOKIE } from './edge-app';
import { metricsRegistry } from './metrics';
import { verifyReportToken } from './release/report-token';
import type { ReleaseService } from './release/service';
import { startEdge } from './test-support/edge';
import { liveRelease, tempDir } from './test-support/fixtures';

process.env.EDGE_LOG_LEVEL = 'error';
jest.setTimeout(60_000);

/**
 * Issue 30.4: the guest page cache, attacked over HTTP. The host's server build is a stand-in that renders like the real
 * one does where it matters here: it reads the WHOLE Accept-Language header (best q first, "de-AT" is de), then the
 * remembered locale, then ru; and it writes the language, the URL it was asked for and its render count into the page.
 */
const FAKE_SERVER_BUILD = `
const LOCALES = ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'];
let renders = 0;
function detect(header, remembered) {
  const tags = header.split(',').map((part) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
    return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
  }).filter((e) => e.tag && e.q > 0).sort((a, b) => b.q - a.q);
  for (const { tag } of tags) { const base = tag.toLowerCase().split('-')[0]; if (LOCALES.includes(base)) return base; }
  return LOCALES.includes(remembered) ? remembered : 'ru';
}
exports.renderPage = async (request) => {
  renders += 1;
  const url = new URL(request.url, 'http://x');
  const prefix = url.pathname.split('/')[1];
  const lang = LOCALES.includes(prefix) ? prefix : detect(request.acceptLanguage, request.rememberedLocale);
  return { kind: 'page', html: '<p id="page" data-lang="' + lang + '" data-url="' + request.url + '">render ' + renders + '</p>', hoisted: '', head: { lang }, remotes: [], stateJson: '{}', leftToBrowser: [] };
};
exports.loadedRemoteVersions = async () => [];
`;

describe('the guest page cache, attacked over HTTP', () => {
  let root: string;
  let app: FastifyInstance;
  let edgeUrl: string;
  let cdn: { url: string; close: () => Promise<void> };
  let service: ReleaseService;

  beforeAll(async () => {
    root = tempDir('page-cache');
    // The pages come from the live versions' route manifests, read from the CDN (issue 32).
    const live = await liveRelease(root);
    cdn = live.cdn;
    service = live.service;
    ({ app, url: edgeUrl } = await startEdge(live, { serverBuild: FAKE_SERVER_BUILD }));
  });

  afterAll(async () => {
    await app.close();
    await cdn.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Renders the edge asked its render workers for (the build itself runs in another process). */
  const renders = async () => {
    const counted = await metricsRegistry.getSingleMetric('edge_server_renders_total')?.get();
    return (counted?.values ?? []).reduce((sum, { value }) => sum + value, 0);
  };
  /**
   * A GET with exactly these headers (fetch would add its own Accept-Language: *, as a browser adds one); a compressed
   * body is read back by zlib, which checks it.
   */
  function visit(pathAndQuery: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; render: string | undefined; cache: string | undefined; encoding: string | undefined; visitor: string | undefined; lang: string | undefined; url: string | undefined; html: string }>((resolve, reject) => {
      http
        .get(`${edgeUrl}${pathAndQuery}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const html = (encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'br' ? zlib.brotliDecompressSync(body) : body).toString('utf8');
            const page = /<p id="page" data-lang="([^"]*)" data-url="([^"]*)">/.exec(html);
            resolve({
              status: response.statusCode ?? 0,
              render: response.headers['x-casino-render'] as string | undefined,
              cache: response.headers['x-casino-cache'] as string | undefined,
              encoding,
              visitor: (response.headers['set-cookie'] ?? []).map((cookie) => new RegExp(`^${VISITOR_COOKIE}=([^;]+)`).exec(cookie)?.[1]).find(Boolean),
              lang: page?.[1],
              url: page?.[2],
              html,
            });
          });
        })
        .on('error', reject);
    });
  }

  it('serves a page in the language its visitor asked for, not the one another visitor\'s header cached ("xx,de" then "xx,fr")', async () => {
    expect((await visit('/', { 'accept-language': 'xx,de' })).lang).toBe('de');
    const french = await visit('/', { 'accept-language': 'xx,fr' });
    expect(french.render).toBe('server');
    expect(french.lang).toBe('fr');
  });

  it('does not let ", de" set the language of / for visitors who send no Accept-Language (crawlers)', async () => {
    const attacker = await visit('/', { 'accept-language': ', de' });
    expect(attacker.lang).toBe('de');
    for (const headers of [{}, { 'accept-language': '' }, { 'accept-language': 'xx' }] as Record<string, string>[]) expect((await visit('/', headers)).lang).toBe('ru');
  });

  it('does not let an attacker who keeps sending ", de" hold / in German for anyone else', async () => {
    for (let i = 0; i < 20; i++) {
      await visit('/', { 'accept-language': ', de' });
      await visit('/', { 'accept-language': 'de;q=0.1, fr' });
      expect((await visit('/')).lang).toBe('ru');
      expect((await visit('/', { 'accept-language': 'pl, de' })).lang).toBe('pl');
      expect((await visit('/', { 'accept-language': 'de;q=0.1, fr' })).lang).toBe('fr');
    }
  });

  it('keys / on the decided language only: the many spellings of one language share one render', async () => {
    const before = await renders();
    for (const header of ['tr', 'tr-TR', 'xx, tr', 'tr;q=0.9, yy;q=0.1', ' , tr', 'TR-tr,qq;q=0.5']) expect((await visit('/', { 'accept-language': header })).lang).toBe('tr');
    expect((await renders()) - before).toBe(1);
  });

  it('serves many random ?cb= values from one render, and the render never sees them', async () => {
    const before = await renders();
    const answers = await Promise.all(Array.from({ length: 200 }, () => visit(`/en/blog?cb=${crypto.randomUUID()}&utm_source=${crypto.randomUUID()}`)));
    expect((await renders()) - before).toBe(1);
    expect(answers.filter((answer) => answer.cache === 'render')).toHaveLength(1);
    expect(answers.every((answer) => ['render', 'joined', 'hit'].includes(answer.cache ?? ''))).toBe(true);
    for (const answer of answers) {
      expect(answer.render).toBe('server');
      expect(answer.url).toBe('/en/blog');
      expect(answer.html).toContain('<link rel="canonical" href="http://casino.test/en/blog">');
    }
  });

  it('keeps the parameters a route declares: in the render, the key, and (for a page number) the canonical link', async () => {
    const before = await renders();
    const second = await visit('/en/blog?cb=1&page=2&page=3');
    expect(second.url).toBe('/en/blog?page=2');
    expect(second.html).toContain('<link rel="canonical" href="http://casino.test/en/blog?page=2">');
    expect(second.html).toContain('hreflang="de" href="http://casino.test/de/blog?page=2"');
    expect((await visit('/en/blog?page=2&cb=2')).url).toBe('/en/blog?page=2');
    // A filter is a view of the same page: rendered with it, canonical without it.
    const filtered = await visit('/en/games?cb=3&provider=netent&tab=slots');
    expect(filtered.url).toBe('/en/games?tab=slots&provider=netent');
    expect(filtered.html).toContain('<link rel="canonical" href="http://casino.test/en/games">');
    expect((await visit('/en/games?tab=slots&provider=netent')).url).toBe('/en/games?tab=slots&provider=netent');
    expect((await renders()) - before).toBe(2);
  });

  /** A GET as a browser sends it: it takes brotli and gzip. */
  const visitCompressed = (pathAndQuery: string) => visit(pathAndQuery, { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en' });
  const tokenOf = (html: string) => JSON.parse(/<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!).reportToken as string | undefined;

  it("gives each measured page view its own report token on the one cached page, and never another visitor's", async () => {
    await visitCompressed('/en/blog?page=7');
    const before = await renders();
    const sampleRate = service.config.rumSampleRate;
    service.config.rumSampleRate = 1;
    try {
      const views = await Promise.all(Array.from({ length: 24 }, () => visitCompressed('/en/blog?page=7')));
      expect((await renders()) - before).toBe(0);
      const pages = new Set<string>();
      for (const view of views) {
        expect(view.cache).toBe('hit');
        // The cached page's shared halves and this view's token, joined as one gzip member (page-bytes.ts).
        expect(view.encoding).toBe('gzip');
        const token = tokenOf(view.html)!;
        expect(verifyReportToken(token, service.config.overrideSecret)?.visitorId).toBe(view.visitor);
        pages.add(view.html.replace(token, ''));
      }
      expect(new Set(views.map((view) => tokenOf(view.html))).size).toBe(views.length);
      // Apart from its token, every view got the same page.
      expect(pages.size).toBe(1);
    } finally {
      service.config.rumSampleRate = sampleRate;
    }
    service.config.rumSampleRate = 0;
    try {
      const unmeasured = await visitCompressed('/en/blog?page=7');
      expect(unmeasured.encoding).toBe('br');
      expect(tokenOf(unmeasured.html)).toBeUndefined();
    } finally {
      service.config.rumSampleRate = sampleRate;
    }
  });
});
