import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { HEARTBEAT_MS, type RenderWorkerEvents } from './render-workers/pool';
import { QUARANTINE_AFTER_FAILED_RENDERS, ServerRenderer, type GuestPageRequest, type QuarantineStore } from './ssr';
import { nextPoolEvent } from './test-support/pool-events';

jest.setTimeout(60_000);

/**
 * Quarantine per worker (issue 31, docs/releases.md "Quarantine"), attacked: a publisher's version opened through an
 * override link (or given to a canary cohort) whose server build loops, eats memory or throws on every render. The
 * stand-in for host/dist/server/main.js does what the games version it is given says, and writes into the page which
 * worker rendered it and which games version it was given (none: the region was left to the browser).
 */
const HOSTILE_SERVER_BUILD = `
exports.renderPage = async (request) => {
  const games = request.remotes.games ? request.remotes.games.version : 'none';
  if (games === '6.6.6-loop') for (;;) {}
  if (games === '6.6.6-heap') { const grow = []; for (;;) grow.push(new Array(100000).fill({ n: grow.length })); }
  const leftToBrowser = games === '6.6.6-throws' ? ['games: TypeError: the hostile build throws on every render'] : [];
  return { kind: 'page', html: process.pid + ' ' + games, hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser };
};
exports.loadedRemoteVersions = async () => [];
`;

const mapWith = (games: { version: string; channel: 'live' | 'canary' | 'override' }): BrowserReleaseMap => ({
  revision: 1,
  buildId: 'b1',
  remotes: { games: { name: 'remote_games', manifestUrl: `http://cdn.test/games/${games.version}/mf-manifest.json`, ...games } },
  reportUrl: '/_release/report',
});

const pageRequest = (url: string, games: { version: string; channel: 'live' | 'canary' | 'override' }): GuestPageRequest => ({
  url,
  hostBuildId: 'b1',
  map: mapWith(games),
  acceptLanguage: 'en',
  rememberedLocale: null,
  userAgent: 'test',
  deviceKind: 'desktop',
  deviceHint: null,
  routes: [],
});

const LIVE = { version: '1.0.0', channel: 'live' } as const;

/** The release store's side of a quarantine, as the edge wires it (service.quarantine writes the audit entry). */
function memoryStore(): QuarantineStore & { written: { remote: RemoteName; version: string; reason: string }[] } {
  const written: { remote: RemoteName; version: string; reason: string }[] = [];
  return {
    written,
    isQuarantined: (remote, version) => written.some((entry) => entry.remote === remote && entry.version === version),
    quarantine: async (remote, version, reason) => {
      written.push({ remote, version, reason });
    },
  };
}

describe('a hostile canary or override version is quarantined; the live version keeps rendering', () => {
  let serverDir: string;
  /** What the render workers' pool tells (render-workers/pool.ts): the tests wait for it, never for the clock. */
  let events: EventEmitter<RenderWorkerEvents>;
  const renderers: ServerRenderer[] = [];
  const renderer = (store: QuarantineStore, workers = {}) => {
    const created = new ServerRenderer(serverDir, {
      apiUrl: 'http://127.0.0.1:9',
      deadlineMs: 200,
      quarantine: store,
      workers: { size: 2, timeoutMs: 1500, stallMs: 800, heapLimitMb: 64, rssLimitMb: 512, maxInFlight: 4, maxQueued: 32, events, ...workers },
    });
    renderers.push(created);
    return created;
  };
  const htmlOf = async (server: ServerRenderer, url: string, games: { version: string; channel: 'live' | 'canary' | 'override' }) => {
    const page = await server.render(pageRequest(url, games));
    return page?.kind === 'page' ? page.html : undefined;
  };

  beforeEach(() => {
    events = new EventEmitter<RenderWorkerEvents>();
    serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarantine-build-'));
    fs.writeFileSync(path.join(serverDir, 'main.js'), HOSTILE_SERVER_BUILD);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    renderers.splice(0).forEach((created) => created.close());
    fs.rmSync(serverDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('an override version whose server build loops: its worker is replaced, it is quarantined, live pages render throughout', async () => {
    const store = memoryStore();
    const server = renderer(store);
    expect(await htmlOf(server, '/en/blog/warm', LIVE)).toMatch(/ 1\.0\.0$/);
    // The hostile render and live renders at the same time, on the same two workers.
    // Once its worker misses its heartbeats (the watchdog sees it silent, or has killed it), live pages go to the other
    // worker: every one renders on the server.
    const silent = nextPoolEvent(events, 'watch', (look) => look.silentMs > 2 * HEARTBEAT_MS);
    const hostile = server.render(pageRequest('/en/games', { version: '6.6.6-loop', channel: 'override' }));
    await silent;
    const live: (string | undefined)[] = [];
    for (let round = 0; round < 4; round += 1) live.push(...(await Promise.all(Array.from({ length: 4 }, (_, i) => htmlOf(server, `/en/blog/during-${round}-${i}`, LIVE)))));
    expect(await hostile).toBeUndefined(); // that visitor gets the browser's page
    expect(live.filter((html) => !html?.endsWith(' 1.0.0'))).toEqual([]);
    await waitFor(() => store.written.length > 0);
    expect(store.written).toEqual([{ remote: 'games', version: '6.6.6-loop', reason: expect.stringMatching(/blocked/) }]);
    expect(server.isQuarantined('games', '6.6.6-loop')).toBe(true);
    expect(server.isQuarantined('games', '1.0.0')).toBe(false);
    // From now on the hostile version is not given to a render: the page renders on the server, its region in the browser.
    for (let i = 0; i < 3; i += 1) expect(await htmlOf(server, `/en/games/after-${i}`, { version: '6.6.6-loop', channel: 'override' })).toMatch(/ none$/);
    const after = await Promise.all(Array.from({ length: 6 }, (_, i) => htmlOf(server, `/en/blog/after-${i}`, LIVE)));
    expect(after.every((html) => html?.endsWith(' 1.0.0'))).toBe(true);
    expect(new Set(after.map((html) => html?.split(' ')[0])).size).toBeGreaterThanOrEqual(1);
  });

  it('a canary version that exhausts its memory is quarantined the same way, once', async () => {
    const store = memoryStore();
    const server = renderer(store);
    expect(await htmlOf(server, '/en/blog/warm', LIVE)).toMatch(/ 1\.0\.0$/);
    const canary = { version: '6.6.6-heap', channel: 'canary' } as const;
    await expect(Promise.all([server.render(pageRequest('/en/games/a', canary)), server.render(pageRequest('/en/games/b', canary))])).resolves.toEqual([undefined, undefined]);
    await waitFor(() => store.written.length > 0);
    expect(store.written.map(({ remote, version }) => `${remote}@${version}`)).toEqual(['games@6.6.6-heap']);
    expect(await htmlOf(server, '/en/games/c', canary)).toMatch(/ none$/);
    expect(await htmlOf(server, '/en/blog/after', LIVE)).toMatch(/ 1\.0\.0$/);
  });

  it(`a version whose server build fails every render is quarantined after ${QUARANTINE_AFTER_FAILED_RENDERS} in a row`, async () => {
    const store = memoryStore();
    const server = renderer(store);
    const override = { version: '6.6.6-throws', channel: 'override' } as const;
    for (let i = 0; i < QUARANTINE_AFTER_FAILED_RENDERS - 1; i += 1) await server.render(pageRequest(`/en/games/${i}`, override));
    expect(store.written).toEqual([]);
    await server.render(pageRequest('/en/games/last', override));
    await waitFor(() => store.written.length > 0);
    expect(store.written).toEqual([{ remote: 'games', version: '6.6.6-throws', reason: expect.stringMatching(/failed 3 renders in a row/) }]);
    expect(await htmlOf(server, '/en/games/after', override)).toMatch(/ none$/);
  });

  it('never quarantines the live version, not even when a live page is lost with its worker', async () => {
    const store = memoryStore();
    const server = renderer(store, { size: 1 });
    const looping = { version: '6.6.6-loop', channel: 'live' } as const;
    // The worker's end, whenever it comes (the stall kill may follow the edge's time budget): the pool has then told
    // the renderer what it lost, and a quarantine would have been written.
    const lost = nextPoolEvent(events, 'exit');
    expect(await server.render(pageRequest('/en/games', looping))).toBeUndefined();
    await lost;
    expect(store.written).toEqual([]);
    expect(server.isQuarantined('games', '6.6.6-loop')).toBe(false);
  });

  it('keeps a quarantine in the edge when the release store cannot be written, and renders live pages on', async () => {
    const server = renderer({ isQuarantined: () => false, quarantine: () => Promise.reject(new Error('release store unavailable')) });
    expect(await server.render(pageRequest('/en/games', { version: '6.6.6-loop', channel: 'override' }))).toBeUndefined();
    await waitFor(() => server.isQuarantined('games', '6.6.6-loop'));
    expect(await htmlOf(server, '/en/games/again', { version: '6.6.6-loop', channel: 'override' })).toMatch(/ none$/);
    expect(await htmlOf(server, '/en/blog/live', LIVE)).toMatch(/ 1\.0\.0$/);
  });
});


/**
 * Looks again every 50 ms until `condition` holds (what a worker's loss, seen by the watchdog whenever the loaded machine
 * lets it spend its stall budget, leads to). No deadline of its own: the test's timeout is the only one.
 */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}
