import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { QUERY_STALE_TIME_MS } from '@casino/shared/data/stale-time';
import { matchInSections } from '@casino/contract/routing/route-manifest';
import { GUEST_PAGE_FRESH_MS, GUEST_PAGE_STALE_MS, playerRenderToken as playerTokenFor, rendersOnServer as rendersMatch, serverEntryOf, ServerRenderer } from './ssr';
import type { RenderWorkerEvents } from './render-workers/pool';
import { SPEC_TABLE } from './test-support/spec-routes';

const rendersOnServer = (path: string, cookies: Record<string, string>, headers: Record<string, unknown>) => rendersMatch(matchInSections(path, SPEC_TABLE), cookies, headers);
const playerRenderToken = (path: string, cookies: Record<string, string>, headers: Record<string, unknown>) => playerTokenFor(matchInSections(path, SPEC_TABLE), cookies, headers);

/** A stand-in for host/dist/server/main.js: counts renders and answers what the test says. */
function fakeServerBuild(answer: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-build-'));
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `let n = 0;
     exports.renders = () => n;
     exports.renderPage = async (request) => { n += 1; return ${answer}; };
     exports.loadedRemoteVersions = async () => [];`,
  );
  return dir;
}

const map = (version: string): BrowserReleaseMap =>
  ({
    revision: 1,
    buildId: 'b',
    remotes: { content: { name: 'remote_content', version, manifestUrl: `http://cdn.test/content/${version}/mf-manifest.json`, channel: 'live' } },
  }) as unknown as BrowserReleaseMap;

const page = (leftToBrowser: string[] = []) =>
  `({ kind: 'page', html: '<p>' + n + '</p>', hoisted: '', head: { lang: 'en' }, remotes: ['content'], stateJson: '{}', leftToBrowser: ${JSON.stringify(leftToBrowser)} })`;

/** Renderers of this file, whose render workers are stopped after it. */
const renderers: ServerRenderer[] = [];
afterAll(() => renderers.forEach((ssr) => ssr.close()));

function renderer(dir: string, clock: { now: number }, options: Partial<ConstructorParameters<typeof ServerRenderer>[1]> = {}) {
  const ssr = new ServerRenderer(dir, { apiUrl: 'http://api.test', deadlineMs: 100, now: () => clock.now, workers: { size: 1 }, ...options });
  renderers.push(ssr);
  return ssr;
}

const input = (overrides: Partial<Parameters<ServerRenderer['render']>[0]> = {}) => ({
  url: '/en/blog',
  hostBuildId: 'build-1',
  map: map('1.0.0'),
  acceptLanguage: 'en',
  rememberedLocale: null,
  userAgent: 'test',
  deviceKind: 'desktop',
  deviceHint: null,
  routes: SPEC_TABLE,
  ...overrides,
});

describe('which first loads the edge renders', () => {
  it('renders a guest public page, never a signed-in one, a player page or the client-only contribution page', () => {
    expect(rendersOnServer('/en/blog', {}, {})).toBe(true);
    expect(rendersOnServer('/', {}, {})).toBe(true);
    expect(rendersOnServer('/en/blog', { auth_token: 'x' }, {})).toBe(false);
    expect(rendersOnServer('/en/player/balance', {}, {})).toBe(false);
    expect(rendersOnServer('/en/contribution', {}, {})).toBe(false);
    // A form the edge answers (form-posts.ts): rendered, so it works before hydration and without JavaScript.
    expect(rendersOnServer('/en/registration', {}, {})).toBe(true);
    expect(rendersOnServer('/en/login', {}, {})).toBe(true);
    // The account remote's other public pages (social callbacks, e-mail links) read their query in the browser.
    expect(rendersOnServer('/en/social/check-yandex', {}, {})).toBe(false);
    expect(rendersOnServer('/en/blog', {}, { 'x-casino-render': 'browser' })).toBe(false);
    expect(rendersOnServer('/en/no-such-page/at/all', {}, {})).toBe(false);
  });

  it('renders a signed-in player\'s public and player pages with their token, and not the account forms, the contribution page or a cookie that is no token', () => {
    const token = 'eyJhbGciOi.payload.sig';
    expect(playerRenderToken('/en/blog', { auth_token: token }, {})).toBe(token);
    expect(playerRenderToken('/en/player/balance', { auth_token: token }, {})).toBe(token);
    expect(playerRenderToken('/en/blog', {}, {})).toBeNull();
    expect(playerRenderToken('/en/login', { auth_token: token }, {})).toBeNull();
    expect(playerRenderToken('/en/registration', { auth_token: token }, {})).toBeNull();
    expect(playerRenderToken('/en/contribution', { auth_token: token }, {})).toBeNull();
    expect(playerRenderToken('/en/blog', { auth_token: token }, { 'x-casino-render': 'browser' })).toBeNull();
    expect(playerRenderToken('/en/blog', { auth_token: '<script>' }, {})).toBeNull();
    expect(playerRenderToken('/en/blog', { auth_token: 'x'.repeat(5000) }, {})).toBeNull();
  });

  it('finds a version server entry next to its browser manifest', () => {
    expect(serverEntryOf('http://cdn.test/games/1.2.0/mf-manifest.json')).toBe('http://cdn.test/games/1.2.0/server/remoteEntry.js');
  });
});

describe('the guest page cache', () => {
  it("keeps a page no longer than the browser's query cache keeps its data fresh (no refetch on hydration)", () => {
    // The stale window plus a slow render (the deadline's double) is still under the browser's stale time.
    expect(GUEST_PAGE_STALE_MS + 2 * 1500).toBeLessThan(QUERY_STALE_TIME_MS);
    expect(GUEST_PAGE_FRESH_MS).toBeLessThan(GUEST_PAGE_STALE_MS);
  });

  it('renders a page once while fresh, serves it stale while one render refreshes it, then renders again', async () => {
    const dir = fakeServerBuild(page());
    const clock = { now: 0 };
    const events = new EventEmitter<RenderWorkerEvents>();
    const ssr = renderer(dir, clock, { workers: { size: 1, events } });
    const first = await ssr.render(input());
    expect(first).toMatchObject({ kind: 'page', html: '<p>1</p>' });
    clock.now = GUEST_PAGE_FRESH_MS - 1;
    expect(await ssr.render(input())).toMatchObject({ html: '<p>1</p>' });
    expect(ssr.stats).toMatchObject({ renders: 1, hits: 1 });

    clock.now = GUEST_PAGE_FRESH_MS + 1;
    const refreshed = once(events, 'answer');
    expect(await ssr.render(input())).toMatchObject({ html: '<p>1</p>' });
    // The refresh comes back from a render worker (another process): its answer, then the cache takes it in.
    await refreshed;
    while (ssr.cacheState.pending > 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await ssr.render(input())).toMatchObject({ html: '<p>2</p>' });

    clock.now += GUEST_PAGE_STALE_MS + GUEST_PAGE_FRESH_MS;
    expect(await ssr.render(input())).toMatchObject({ html: '<p>3</p>' });
  });

  it('a cache hit makes no render request: the recorded file hashes and the quarantine are asked for renders only', async () => {
    const serverFiles = jest.fn(() => ({ 'remoteEntry.js': 'sha' }));
    const quarantine = { isQuarantined: jest.fn(() => false), quarantine: jest.fn(async () => undefined) };
    const ssr = renderer(fakeServerBuild(page()), { now: 0 }, { serverFiles, quarantine });
    await ssr.render(input());
    const asked = { files: serverFiles.mock.calls.length, quarantine: quarantine.isQuarantined.mock.calls.length };
    expect(asked.files).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) expect(await ssr.render(input())).toMatchObject({ html: '<p>1</p>' });
    expect(ssr.stats).toMatchObject({ renders: 1, hits: 5 });
    expect({ files: serverFiles.mock.calls.length, quarantine: quarantine.isQuarantined.mock.calls.length }).toEqual(asked);
  });

  it('keeps pages apart by release, device and path', async () => {
    const ssr = renderer(fakeServerBuild(page()), { now: 0 });
    await ssr.render(input());
    await ssr.render(input({ map: map('1.1.0') }));
    await ssr.render(input({ deviceKind: 'mobile' }));
    await ssr.render(input({ url: '/en/blog?page=2' }));
    expect(ssr.stats.renders).toBe(4);
  });

  it('does not keep a page that left a part to the browser', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ssr = renderer(fakeServerBuild(page(['content: deadline'])), { now: 0 });
    await ssr.render(input());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ssr.render(input());
    expect(ssr.stats.renders).toBe(2);
  });

  it('sends the browser-rendered page when the render fails or there is no server build', async () => {
    const failing = renderer(fakeServerBuild(`Promise.reject(new Error('boom'))`), { now: 0 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await failing.render(input())).toBeUndefined();
    const missing = renderer(fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-none-')), { now: 0 });
    expect(await missing.render(input())).toBeUndefined();
  });
});

describe('the sandbox the server build renders in (issue 31)', () => {
  it("renders in a worker process: the build cannot read the edge's credentials or write a file", async () => {
    const edgeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-edge-'));
    const credentials = path.join(edgeDir, 'credentials.json');
    fs.writeFileSync(credentials, '{"credentials":[{"name":"release-manager","token":"rm-secret-token-0123456789"}]}');
    const marker = path.join(edgeDir, 'marker');
    const attempt = (code: string) => `(() => { try { return String(${code}); } catch (error) { return 'refused:' + error.code; } })()`;
    const read = attempt(`require('node:fs').readFileSync(${JSON.stringify(credentials)}, 'utf8')`);
    const write = attempt(`require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x')`);
    const ssr = renderer(fakeServerBuild(`({ kind: 'page', html: ${read} + '|' + ${write} + '|' + process.pid, hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser: [] })`), { now: 0 });
    const result = await ssr.render(input());
    expect(result).toMatchObject({ kind: 'page' });
    const [readSeen, writeSeen, pid] = (result as { html: string }).html.split('|');
    expect(readSeen).toBe('refused:ERR_ACCESS_DENIED');
    expect(writeSeen).toBe('refused:ERR_ACCESS_DENIED');
    expect(Number(pid)).not.toBe(process.pid);
    expect(fs.existsSync(marker)).toBe(false);
    fs.rmSync(edgeDir, { recursive: true, force: true });
  });

  it('sends each remote with the hashes recorded at publish, and none for a version without a record', async () => {
    const ssr = renderer(fakeServerBuild(`({ kind: 'page', html: JSON.stringify(request.remotes), hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser: [] })`), { now: 0 }, {
      serverFiles: (remote, version) => (remote === 'content' && version === '1.0.0' ? { 'remoteEntry.js': 'a'.repeat(64) } : undefined),
    });
    const recorded = await ssr.render(input());
    expect(JSON.parse((recorded as { html: string }).html)).toEqual({
      content: { version: '1.0.0', entry: 'http://cdn.test/content/1.0.0/server/remoteEntry.js', files: { 'remoteEntry.js': 'a'.repeat(64) } },
    });
    const unrecorded = await ssr.render(input({ map: map('2.0.0') }));
    expect(JSON.parse((unrecorded as { html: string }).html).content.files).toBeUndefined();
  });
});
