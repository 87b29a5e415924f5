import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { loadEdgeConfig } from '../config';
import { buildEdgeApp } from '../edge-app';
import { startTestPostgres, type TestPostgres } from '../test-support/embedded-postgres';
import { remoteBuild, startCdn, tempDir, testReleaseConfig } from '../test-support/fixtures';
import type { ReleaseConfig } from './config';
import { PgMeasureStore } from './pg-measures';
import { PgReleaseStore } from './pg-store';
import { ReleaseService, type PageViewReport } from './service';
import { StoreUnavailableError } from './store';

/**
 * The measures shared by every edge (pg-measures.ts): what one edge could not see with its own memory. The contract
 * both stores share is tested in measures.test.ts.
 */
const CDN_URL = 'http://127.0.0.1:9';
const MIGRATIONS = path.resolve(__dirname, 'migrations');
/**
 * How long an edge may take to connect: generous, since no test here is about it (a stopped PostgreSQL refuses at once).
 * With 1 s, a connection on a loaded machine (load average 28, host jest on both cores) timed out in the migrations.
 */
const TEST_CONNECT_TIMEOUT_MS = 20_000;

jest.setTimeout(90_000);
process.env.EDGE_LOG_LEVEL = 'error';

let db: TestPostgres;
let root: string;
const services: ReleaseService[] = [];

beforeAll(async () => {
  db = await startTestPostgres();
});
afterAll(async () => {
  await db?.dispose();
});
beforeEach(() => {
  root = tempDir('pg-measures');
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.store.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

const databaseUrl = (database: string) => db.url.replace(/\/postgres$/, `/${database}`);

async function freshDatabase(): Promise<string> {
  const name = `pm${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return name;
}

/** One edge: its own process state and judge, the database shared (as `RELEASE_STORE_URL` makes it in production). */
async function edge(database: string, overrides: Partial<ReleaseConfig> = {}): Promise<ReleaseService> {
  const url = databaseUrl(database);
  const config = testReleaseConfig(root, { cdnUrl: CDN_URL, releaseStoreUrl: url, storePollMs: 3_600_000, ...overrides });
  const service = new ReleaseService(config, {
    fetchManifest: async (manifestUrl) => ({ status: 200, body: fs.readFileSync(path.join(config.cdnDir, ...manifestUrl.slice(CDN_URL.length + 1).split('/'))) }),
    store: new PgReleaseStore({ url, migrationsDir: MIGRATIONS, pollMs: config.storePollMs, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS, log: () => {} }),
  });
  services.push(service);
  return service.open(() => {});
}

/** Resolves once `condition` holds; no deadline of its own (jest's timeout is the only one: docs/testing.md). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

const report = (over: Partial<PageViewReport> & { version: string; channel: 'live' | 'canary' }): PageViewReport => ({
  visitorId: 'v',
  pageView: 'p',
  address: '198.51.100.0/24',
  page: 'games',
  served: { games: { version: over.version, channel: over.channel } },
  failedRemotes: [],
  jsErrors: 0,
  vitals: {},
  ...over,
});

describe('the measures in PostgreSQL, shared by every edge', () => {
  it('is what an edge on the PostgreSQL release store records into', async () => {
    const a = await edge(await freshDatabase());
    expect(a.measures).toBeInstanceOf(PgMeasureStore);
  });

  it('holds the caps under concurrent reports from two edges: one address, one visitor, one page view', async () => {
    const database = await freshDatabase();
    const limits = { rumVisitorsPerAddress: 3, rumPageViewsPerVisitor: 5 };
    const [a, b] = [await edge(database, limits), await edge(database, limits)];
    const both = [a, b];

    // 40 visitors from one address, reported at once through both edges: 3 count, as on one edge.
    const byAddress = await Promise.all(
      Array.from({ length: 40 }, (_, i) => both[i % 2]!.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: `a${i}`, pageView: `a${i}`, failedRemotes: ['games'] }))),
    );
    expect(byAddress.filter((result) => result.counted)).toHaveLength(3);

    // 40 page views of one visitor (from 40 addresses): 5 count.
    const byVisitor = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        both[i % 2]!.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: 'one', pageView: `b${i}`, address: `203.0.113.${i}` })),
      ),
    );
    expect(byVisitor.filter((result) => result.counted)).toHaveLength(5);

    // One page view reporting its failure 20 times through both edges: counted once, one new failure in all.
    const replays = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        both[i % 2]!.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: 'r', pageView: 'r1', address: '192.0.2.9', failedRemotes: ['games'] })),
      ),
    );
    expect(replays.flatMap((result) => result.newFailures)).toEqual(['games']);

    const summary = await b.measures.summarize('games', '1.0.0', 0);
    expect(summary).toMatchObject({ visitors: 3 + 1 + 1, failedVisitors: 3 + 1, pageViews: 3 + 5 + 1 });
  });

  it('makes a second edge wait for the first edge’s report from the same address before counting its own (no race past a cap)', async () => {
    const database = await freshDatabase();
    await edge(database); // runs the migrations
    const [first, second, watcher] = [0, 1, 2].map(() => new pg.Client({ connectionString: databaseUrl(database) })) as [pg.Client, pg.Client, pg.Client];
    await Promise.all([first.connect(), second.connect(), watcher.connect()]);
    const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    /** What the second edge's connection is waiting on, as PostgreSQL itself tells it. */
    const waitingOnLock = async () =>
      (await watcher.query<{ wait: string | null }>('SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1', [secondPid])).rows[0]?.wait === 'Lock';
    const call = (client: pg.Client, visitor: string) =>
      client.query<{ status: string }>("SELECT status FROM release_record_measure('games', '1.0.0', 'live', $1, $1, '192.0.2.1', 1000, true, NULL, NULL, NULL, 1, 20)", [visitor]);
    try {
      await first.query('BEGIN');
      expect((await call(first, 'x')).rows[0]!.status).toBe('counted');
      // The first edge's report is not committed yet: the second must wait for it, not count beside it.
      let settled = false;
      const pending = call(second, 'y').then((result) => ((settled = true), result));
      // The event the test means: PostgreSQL has the second call waiting on the first one's lock (not 300 ms slept).
      // A call that did not wait settles instead, and fails the next line at once.
      await until(async () => settled || (await waitingOnLock()));
      expect(settled).toBe(false);
      await first.query('COMMIT');
      expect((await pending).rows[0]!.status).toBe('capped');
    } finally {
      await Promise.all([first.end(), second.end(), watcher.end()]);
    }
  });

  it('stops a canary judged on reports spread over two edges once, with the numbers of both edges in the audit entry', async () => {
    const database = await freshDatabase();
    const judge = { canaryMinVisitors: 10, canaryMinLiveVisitors: 10, canaryJudgeIntervalMs: 0, canaryFailureMargin: 0.05 };
    const [a, b] = [await edge(database, judge), await edge(database, judge)];
    for (const version of ['1.0.0', '2.0.0']) {
      await a.publish({ remote: 'games', files: remoteBuild({ marker: version }), version, packageVersion: '1.0.0', actor: 'publisher' });
    }
    await a.switchLive('games', '1.0.0', { actor: 'rm' });
    await a.setCanary('games', '2.0.0', 50, { actor: 'rm' });
    await until(() => b.store.read().map.remotes.games?.canary?.percent === 50);

    // Each edge alone sees 5 canary and at most 5 live visitors: below the minimum sample of 10 on either.
    const stopped: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const canary = report({ version: '2.0.0', channel: 'canary', visitorId: `c${i}`, pageView: `c${i}`, address: `10.0.${i}.0/24`, failedRemotes: i < 3 ? ['games'] : [] });
      stopped.push((await [a, b][i % 2]!.recordMeasures(canary)).canaryStopped);
    }
    for (let i = 0; i < 8; i++) {
      stopped.push((await [a, b][i % 2]!.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: `l${i}`, pageView: `l${i}`, address: `10.1.${i}.0/24` }))).canaryStopped);
    }
    expect(stopped.every((s) => !s)).toBe(true);
    // The last two live visitors report at the same moment, one through each edge: both judges may find the canary
    // failing; the map's row lock lets one stop it, and the other finds it stopped already.
    await Promise.all([
      a.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: 'l8', pageView: 'l8', address: '10.1.8.0/24' })),
      b.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: 'l9', pageView: 'l9', address: '10.1.9.0/24' })),
    ]);

    await until(() => [a, b].every((e) => e.store.read().map.remotes.games?.canary?.percent === 0));
    const stops = (await b.history(100)).filter((entry) => entry.action === 'canary' && entry.actor === 'auto');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({
      remote: 'games',
      percent: { from: 50, to: 0 },
      measures: {
        rule: 'failure-rate',
        canary: { version: '2.0.0', visitors: 10, failedVisitors: 3, failureRate: 0.3 },
        live: { version: '1.0.0', visitors: 10, failedVisitors: 0, failureRate: 0 },
      },
    });
    expect(stops[0]!.reason).toContain('30.0 % (3 of 10 visitors)');
    // Later failing reports on either edge stop nothing more.
    await b.recordMeasures(report({ version: '2.0.0', channel: 'canary', visitorId: 'c10', pageView: 'c10', address: '10.2.0.0/24', failedRemotes: ['games'] }));
    expect((await a.history(100)).filter((entry) => entry.actor === 'auto')).toHaveLength(1);
    expect(await a.store.verify()).toMatchObject({ ok: true });
  });

  it("prunes every edge's old rows from any edge", async () => {
    const database = await freshDatabase();
    const [a, b] = [await edge(database), await edge(database)];
    await a.measures.record({ remote: 'games', version: '1.0.0', channel: 'live', visitorId: 'old', pageView: 'old', address: 'x', at: 1_000, failed: true });
    await b.measures.record({ remote: 'games', version: '1.0.0', channel: 'live', visitorId: 'new', pageView: 'new', address: 'x', at: 9_000, failed: false });
    await b.measures.prune(5_000);
    expect(await a.measures.summarize('games', '1.0.0', 0)).toMatchObject({ visitors: 1, failedVisitors: 0, pageViews: 1 });
    const client = new pg.Client({ connectionString: databaseUrl(database) });
    await client.connect();
    try {
      expect((await client.query('SELECT page_view FROM release_measures')).rows).toEqual([{ page_view: 'new' }]);
    } finally {
      await client.end();
    }
  });

  it('answers a report with StoreUnavailableError (the edge says 503) while PostgreSQL is down, and counts again when it is back', async () => {
    const a = await edge(await freshDatabase());
    await db.stop();
    try {
      await expect(a.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: 'd', pageView: 'd1' }))).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await db.start();
    }
    expect((await a.recordMeasures(report({ version: '1.0.0', channel: 'live', visitorId: 'd', pageView: 'd2' }))).counted).toBe(true);
  });

  it('answers a browser report 503 with a code while PostgreSQL is down (not 500), and 202 when it is back', async () => {
    const cdn = await startCdn(path.join(root, 'cdn'));
    const url = databaseUrl(await freshDatabase());
    const release = testReleaseConfig(root, { cdnUrl: cdn.url, releaseStoreUrl: url, storePollMs: 3_600_000, rumSampleRate: 1 });
    const service = new ReleaseService(release, {
      store: new PgReleaseStore({ url, migrationsDir: MIGRATIONS, pollMs: release.storePollMs, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS, log: () => {} }),
    });
    services.push(service);
    await service.open(() => {});
    const app = buildEdgeApp(
      loadEdgeConfig({
        host: '127.0.0.1',
        port: 0,
        apiUrl: 'http://127.0.0.1:9',
        cdnUrl: cdn.url,
        remoteOrigins: [cdn.url],
        hostDist: release.hostDist,
        releaseDir: release.releaseDir,
        devHostUrl: undefined,
        retiredLocalesFallback: [],
      }),
      service,
    );
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const edgeUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { record } = await service.publish({ remote: 'games', files: remoteBuild({ marker: 'one' }), packageVersion: '1.0.0', actor: 'p' });
      await service.switchLive('games', record.version, { actor: 'rm' });
      /** A visitor's page, then its report: the answer's status and code. */
      const visit = async () => {
        const page = await fetch(`${edgeUrl}/en`);
        const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
        const map = JSON.parse(/<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(await page.text())![1]!) as BrowserReleaseMap;
        const answer = await fetch(`${edgeUrl}/_release/report`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
          body: JSON.stringify({ token: map.reportToken, jsErrors: 0, failures: [] }),
        });
        return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
      };
      // Pages keep coming from the last map the edge read; only the report cannot be counted.
      await db.stop();
      try {
        expect(await visit()).toEqual({ status: 503, body: expect.objectContaining({ status: 'error', code: 'measures-store-unavailable' }) });
      } finally {
        await db.start();
      }
      expect(await visit()).toEqual({ status: 202, body: { counted: true, canaryStopped: false } });
    } finally {
      await app.close();
      await cdn.close();
    }
  });
});
