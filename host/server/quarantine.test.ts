import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { OVERRIDE_COOKIE } from './release/override';
import type { ReleaseService } from './release/service';
import { HEARTBEAT_MS, type RenderWorkerEvents } from './render-workers/pool';
import { startEdge } from './test-support/edge';
import { liveRelease, remoteBuild, TEST_MANAGER_TOKEN, tempDir, testPublisherToken } from './test-support/fixtures';
import { nextPoolEvent } from './test-support/pool-events';

process.env.EDGE_LOG_LEVEL = 'error';
jest.setTimeout(90_000);

/**
 * Quarantine per worker (issue 31, docs/releases.md "Quarantine"), attacked over HTTP: a publisher's games version,
 * opened through a QA override link, whose server build loops on every render. The stand-in for the host's server
 * build runs the games version it is given the way a hostile one would run inside it, and writes which it was given.
 */
const serverBuild = (hostile: string) => `
exports.renderPage = async (request) => {
  const games = request.remotes.games ? request.remotes.games.version : 'none';
  if (games === ${JSON.stringify(hostile)}) for (;;) {}
  return { kind: 'page', html: '<p id="page">games ' + games + ' pid ' + process.pid + '</p>', hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser: [] };
};
exports.loadedRemoteVersions = async () => [];
`;

describe('a hostile override version over HTTP: quarantined, audited, cleared by a release manager only', () => {
  let root: string;
  let app: FastifyInstance;
  let edgeUrl: string;
  let cdn: { close: () => Promise<void> };
  let service: ReleaseService;
  let hostile: string;
  let overrideCookie: string;
  const saved = { ...process.env };
  /** What the render workers' pool tells (render-workers/pool.ts): the test waits for it, not for the clock. */
  const events = new EventEmitter<RenderWorkerEvents>();

  beforeAll(async () => {
    Object.assign(process.env, { EDGE_SSR_WORKERS: '2', EDGE_SSR_WORKER_STALL_MS: '800', EDGE_SSR_WORKER_TIMEOUT_MS: '5000' });
    root = tempDir('quarantine');
    const live = await liveRelease(root);
    ({ cdn, service } = live);
    hostile = (await service.publish({ remote: 'games', files: remoteBuild({ marker: 'loops on the server' }), packageVersion: '2.0.0', actor: 'publisher-games' })).record.version;
    ({ app, url: edgeUrl } = await startEdge(live, { serverBuild: serverBuild(hostile), renderWorkerEvents: events }));
    const link = await service.overrideLink('games', hostile, 30, { actor: 'qa', baseUrl: edgeUrl, force: true });
    const opened = await fetch(link.url.replace('http://casino.test', edgeUrl), { redirect: 'manual' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    overrideCookie = `${OVERRIDE_COOKIE}=${/casino_release_override=([^;]+)/.exec(opened.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;
  });

  afterAll(async () => {
    await app?.close();
    await cdn?.close();
    fs.rmSync(root, { recursive: true, force: true });
    process.env = saved;
    jest.restoreAllMocks();
  });

  const page = async (url: string, cookie?: string) => {
    const answer = await fetch(`${edgeUrl}${url}`, { headers: cookie ? { cookie } : {} });
    return { status: answer.status, render: answer.headers.get('x-casino-render'), html: await answer.text() };
  };

  it('the QA visitor gets the browser page, guests keep their server-rendered pages, the version is quarantined and audited', async () => {
    const liveGames = service.store.read().map.remotes.games!.live;
    await waitFor(async () => (await page('/en/blog/warm-up')).render === 'server');
    // Once the override's render has its worker silent past two heartbeats (in its loop, or killed for it), guests'
    // pages go to the other worker.
    const silent = nextPoolEvent(events, 'watch', (look) => look.silentMs > 2 * HEARTBEAT_MS);
    const attack = page('/en/blog/opened-with-the-override', overrideCookie);
    await silent;
    const guests = [];
    for (let round = 0; round < 3; round += 1) guests.push(...(await Promise.all(Array.from({ length: 4 }, (_, i) => page(`/en/blog/guest-${round}-${i}`)))));
    const attacked = await attack;
    expect(attacked.status).toBe(200);
    expect(attacked.render).not.toBe('server');
    expect(guests.map(({ status, render }) => `${status} ${render}`)).toEqual(guests.map(() => '200 server'));
    expect(guests.every(({ html }) => html.includes(`games ${liveGames}`))).toBe(true);

    await waitFor(() => service.isQuarantined('games', hostile));
    const entry = (await service.history(20, 'games')).find((e) => e.action === 'quarantine');
    expect(entry).toMatchObject({ actor: 'auto', action: 'quarantine', remote: 'games', to: hostile, reason: expect.stringMatching(/render worker was lost.*blocked/) });
    expect((await service.store.verify()).ok).toBe(true);

    // The same visitor now gets a server-rendered page whose games region is left to the browser: no second loop.
    const again = await page('/en/blog/opened-again', overrideCookie);
    expect(again).toMatchObject({ status: 200, render: 'server' });
    expect(again.html).toContain('games none');
    const status = (await (await fetch(`${edgeUrl}/_release/api/status`, { headers: { authorization: `Bearer ${TEST_MANAGER_TOKEN}` } })).json()) as {
      remotes: Record<string, { quarantined: Record<string, { reason: string }> }>;
    };
    expect(Object.keys(status.remotes.games!.quarantined)).toEqual([hostile]);
  });

  it('stays quarantined across a switch and a rollback, until a release manager clears it (a publisher cannot)', async () => {
    // As the edge wrote it above (idempotent: no second entry when it is there already).
    await service.quarantine('games', hostile, 'a render worker was lost while rendering it');
    const v3 = (await service.publish({ remote: 'games', files: remoteBuild({ marker: 'third' }), packageVersion: '3.0.0', actor: 'publisher-games' })).record.version;
    await service.switchLive('games', v3, { actor: 'rm' });
    expect(service.isQuarantined('games', hostile)).toBe(true);
    await service.rollback('games', { actor: 'rm' });
    expect(service.isQuarantined('games', hostile)).toBe(true);

    const clear = (token: string, body: unknown) =>
      fetch(`${edgeUrl}/_release/api/remotes/games/quarantine/clear`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': `"${service.store.read().map.revision}"` },
        body: JSON.stringify(body),
      });
    expect((await clear(testPublisherToken('games'), { version: hostile })).status).toBe(403);
    expect((await fetch(`${edgeUrl}/_release/api/remotes/games/quarantine/clear`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
    expect((await clear(TEST_MANAGER_TOKEN, {})).status).toBe(400);
    expect((await clear(TEST_MANAGER_TOKEN, { version: '9.9.9' })).status).toBe(404);
    expect(service.isQuarantined('games', hostile)).toBe(true);
    const cleared = await clear(TEST_MANAGER_TOKEN, { version: hostile, reason: 'publisher fixed the loop' });
    expect(cleared.status).toBe(200);
    expect(service.isQuarantined('games', hostile)).toBe(false);
    expect((await service.history(5, 'games'))[0]).toMatchObject({ action: 'clear-quarantine', from: hostile, reason: 'publisher fixed the loop' });
    expect((await service.store.verify()).ok).toBe(true);
  });
});

/** Looks again every 50 ms until `condition` holds; no deadline of its own (the test's timeout is the only one). */
async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

