import path from 'node:path';
import pg from 'pg';
import { startTestPostgres, type TestPostgres } from '../test-support/embedded-postgres';
import { MemoryMeasureStore, p75, type MeasureLimits, type MeasureSample, type MeasureStore } from './measures';
import { PgReleaseStore } from './pg-store';

jest.setTimeout(60_000);

let db: TestPostgres | undefined;
const opened: PgReleaseStore[] = [];
afterAll(async () => {
  await db?.dispose();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** A fresh database (migrated by the release store, as an edge does at start) and its measures store. */
async function postgresMeasures(limits: MeasureLimits): Promise<MeasureStore> {
  db ??= await startTestPostgres();
  const name = `m${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const store = new PgReleaseStore({ url: db.url.replace(/\/postgres$/, `/${name}`), migrationsDir: path.resolve(__dirname, 'migrations'), pollMs: 3_600_000, log: () => {} });
  opened.push(store);
  await store.init();
  return store.measureStore(limits);
}

/** Every implementation of MeasureStore answers these the same way (one table of tests, one row per store). */
const stores: [string, (limits: MeasureLimits) => Promise<MeasureStore>][] = [
  ['in memory', async (limits) => new MemoryMeasureStore(limits)],
  ['in PostgreSQL', postgresMeasures],
];

const sample = (over: Partial<MeasureSample>): MeasureSample => ({
  remote: 'games',
  version: '2.0.0',
  channel: 'canary',
  visitorId: 'v1',
  pageView: 'p1',
  address: '192.0.2.1',
  at: 1_000,
  failed: false,
  ...over,
});

describe.each(stores)('the measures store %s', (_kind, makeStore) => {
  it('counts a page view once: a second report of it merges (failure kept, values replaced)', async () => {
    const store = await makeStore({ visitorsPerAddress: 3, pageViewsPerVisitor: 20 });
    expect(await store.record(sample({ failed: true }))).toEqual({ status: 'counted', newlyFailed: true });
    expect(await store.record(sample({ lcp: 1200, failed: true }))).toEqual({ status: 'updated', newlyFailed: false });
    expect(await store.record(sample({ lcp: 1300 }))).toEqual({ status: 'updated', newlyFailed: false });
    expect(await store.summarize('games', '2.0.0', 0)).toMatchObject({ visitors: 1, failedVisitors: 1, pageViews: 1, p75Lcp: 1300, lcpSamples: 1 });
  });

  it("refuses another visitor's claim on a page view", async () => {
    const store = await makeStore({ visitorsPerAddress: 3, pageViewsPerVisitor: 20 });
    await store.record(sample({}));
    expect((await store.record(sample({ visitorId: 'v2', failed: true }))).status).toBe('capped');
    expect(await store.summarize('games', '2.0.0', 0)).toMatchObject({ visitors: 1, failedVisitors: 0 });
  });

  it('lets one address add at most visitorsPerAddress visitors to a version, and one visitor at most pageViewsPerVisitor page views', async () => {
    const store = await makeStore({ visitorsPerAddress: 3, pageViewsPerVisitor: 2 });
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push((await store.record(sample({ visitorId: `v${i}`, pageView: `p${i}`, failed: true }))).status);
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(3);
    // Another address is not held back by the first; another version has its own allowance.
    expect((await store.record(sample({ visitorId: 'x', pageView: 'px', address: '192.0.2.2' }))).status).toBe('counted');
    expect((await store.record(sample({ version: '1.0.0', visitorId: 'v9', pageView: 'q9' }))).status).toBe('counted');
    expect((await store.record(sample({ visitorId: 'x', pageView: 'px2', address: '192.0.2.2' }))).status).toBe('counted');
    expect((await store.record(sample({ visitorId: 'x', pageView: 'px3', address: '192.0.2.2' }))).status).toBe('capped');
    expect(await store.summarize('games', '2.0.0', 0)).toMatchObject({ visitors: 4, failedVisitors: 3, pageViews: 5 });
  });

  it('summarizes only the window asked for, and prunes what is older', async () => {
    const store = await makeStore({ visitorsPerAddress: 3, pageViewsPerVisitor: 20 });
    await store.record(sample({ at: 100, failed: true }));
    await store.record(sample({ at: 5_000, visitorId: 'v2', pageView: 'p2' }));
    expect(await store.summarize('games', '2.0.0', 1_000)).toMatchObject({ visitors: 1, failedVisitors: 0, failureRate: 0 });
    await store.prune(1_000);
    expect(await store.summarize('games', '2.0.0', 0)).toMatchObject({ visitors: 1 });
  });

  it('takes the nearest-rank 75th percentile of the page views in the window, ignoring those without a value', async () => {
    const store = await makeStore({ visitorsPerAddress: 100, pageViewsPerVisitor: 100 });
    for (const [i, lcp] of [4000, 1000, 3000, 2000].entries()) await store.record(sample({ visitorId: `v${i}`, pageView: `p${i}`, lcp, inp: 10 * (i + 1) }));
    await store.record(sample({ visitorId: 'v9', pageView: 'p9' }));
    expect(await store.summarize('games', '2.0.0', 0)).toMatchObject({ pageViews: 5, p75Lcp: 3000, lcpSamples: 4, p75Inp: 30, inpSamples: 4, p75Cls: null });
    expect(await store.summarize('games', '9.9.9', 0)).toMatchObject({ visitors: 0, failureRate: null, pageViews: 0, p75Lcp: null, lcpSamples: 0 });
  });
});

describe('p75', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
  });
});
