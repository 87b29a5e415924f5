import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres, type TestPostgres } from '../test-support/embedded-postgres';
import { remoteBuild, tempDir, testReleaseConfig } from '../test-support/fixtures';
import { hashEntry } from './audit';
import { PgReleaseStore, sha256 } from './pg-store';
import { authenticate } from './roles';
import { createReleaseStore, ReleaseService } from './service';
import { StoreUnavailableError } from './store';

const CDN_URL = 'http://127.0.0.1:9';
const MIGRATIONS = path.resolve(__dirname, 'migrations');
/**
 * How long an edge may take to connect: generous, since no test here is about it (a stopped PostgreSQL refuses at once).
 * With 1 s, a connection on a loaded machine (load average 28, host jest on both cores) timed out in the migrations.
 */
const TEST_CONNECT_TIMEOUT_MS = 20_000;

jest.setTimeout(90_000);

let db: TestPostgres;
let root: string;
const services: ReleaseService[] = [];

beforeAll(async () => {
  db = await startTestPostgres();
});
afterAll(async () => {
  await db?.dispose();
});

/** Another edge: its own process state, the same database. The safety-net re-read is off (1 h) unless asked for. */
async function edge(options: { pollMs?: number; credentialsInStore?: boolean; database?: string } = {}): Promise<ReleaseService> {
  const url = options.database ? db.url.replace(/\/postgres$/, `/${options.database}`) : db.url;
  const config = testReleaseConfig(root, { cdnUrl: CDN_URL, releaseStoreUrl: url, storePollMs: options.pollMs ?? 3_600_000, ...(options.credentialsInStore ? { credentialsInStore: true } : {}) });
  const service = new ReleaseService(config, {
    fetchManifest: async (url) => ({ status: 200, body: fs.readFileSync(path.join(config.cdnDir, ...url.slice(CDN_URL.length + 1).split('/'))) }),
    store: new PgReleaseStore({ url, migrationsDir: MIGRATIONS, pollMs: config.storePollMs, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS, log: () => {} }),
  });
  services.push(service);
  return service.open(() => {});
}

/** A fresh database per test, so each starts at revision 0. */
async function freshDatabase(): Promise<string> {
  const name = `t${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return name;
}

/**
 * Resolves once `condition` holds. No deadline of its own (docs/testing.md): a loaded machine may take longer than any
 * guess, and what must never happen (another edge told only by its hour-long re-read) fails at jest's timeout.
 */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function publish(service: ReleaseService, versions: string[]): Promise<void> {
  for (const version of versions) {
    await service.publish({ remote: 'games', files: remoteBuild({ marker: version }), version, packageVersion: '1.0.0', actor: 'publisher' });
  }
}

beforeEach(() => {
  root = tempDir('pg');
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.store.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the PostgreSQL release store', () => {
  it('is what RELEASE_STORE_URL chooses; without it the file store stays the default', () => {
    const config = testReleaseConfig(root, { releaseStoreUrl: db.url });
    expect(createReleaseStore(config).kind).toBe('postgres');
    expect(createReleaseStore(testReleaseConfig(root)).kind).toBe('file');
    const before = process.env.RELEASE_STORE_URL;
    process.env.RELEASE_STORE_URL = 'mysql://nope';
    try {
      expect(() => testReleaseConfig(root)).toThrow(/postgres:\/\//);
    } finally {
      if (before === undefined) delete process.env.RELEASE_STORE_URL;
      else process.env.RELEASE_STORE_URL = before;
    }
  });

  it('tells another edge of a switch through LISTEN/NOTIFY, with no re-read timer', async () => {
    const database = await freshDatabase();
    const [a, b] = [await edge({ database }), await edge({ database })];
    await publish(a, ['1.0.0', '1.1.0']);
    await until(() => b.versions('games').length === 2);
    await a.switchLive('games', '1.0.0', { actor: 'rm', expectedRevision: 0 });
    // b re-reads only once an hour (pollMs): seeing the switch at all within the test is LISTEN/NOTIFY's doing.
    await until(() => b.store.read().map.remotes.games?.live === '1.0.0');
    expect(b.store.read().map.revision).toBe(1);
  });

  it('switches through one edge a version published through another a moment before (no 404 before its NOTIFY)', async () => {
    const database = await freshDatabase();
    const [a, b] = [await edge({ database }), await edge({ database })];
    await publish(a, ['1.0.0']);
    await expect(b.switchLive('games', '1.0.0', { actor: 'rm', expectedRevision: 0 })).resolves.toEqual({ changed: true, revision: 1 });
    await expect(b.switchLive('games', '9.9.9', { actor: 'rm', expectedRevision: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a change based on a stale revision with 412, from any edge, and changes nothing', async () => {
    const database = await freshDatabase();
    const [a, b] = [await edge({ database }), await edge({ database })];
    await publish(a, ['1.0.0', '1.1.0']);
    await until(() => b.versions('games').length === 2);
    await a.switchLive('games', '1.0.0', { actor: 'rm', expectedRevision: 0 });
    await expect(b.switchLive('games', '1.1.0', { actor: 'rm', expectedRevision: 0 })).rejects.toMatchObject({ status: 412 });
    await until(() => b.store.read().map.revision === 1);
    expect(b.store.read().map.remotes.games?.live).toBe('1.0.0');
    expect(await b.store.verify()).toEqual({ ok: true, entries: 3 });
  });

  it('loses none of 60 concurrent switches spread over three edges, and the chain verifies', async () => {
    const database = await freshDatabase();
    const edges = [await edge({ database }), await edge({ database }), await edge({ database })];
    const versions = Array.from({ length: 60 }, (_, i) => `2.0.${i}`);
    await publish(edges[0]!, versions);
    await until(() => edges.every((e) => e.versions('games').length === 60));
    await Promise.all(versions.map((version, i) => edges[i % 3]!.switchLive('games', version, { actor: `edge-${i % 3}` })));
    const entries = (await edges[1]!.history(1000)).filter((e) => e.action === 'switch');
    expect(entries).toHaveLength(60);
    expect(new Set(entries.map((e) => e.revision))).toEqual(new Set(Array.from({ length: 60 }, (_, i) => i + 1)));
    expect(await edges[2]!.store.verify()).toEqual({ ok: true, entries: 120 });
    await until(() => edges.every((e) => e.store.read().map.revision === 60));
  });

  it('keeps the audit log append-only in the database itself, and verify catches a change made around it', async () => {
    const database = await freshDatabase();
    const a = await edge({ database });
    await publish(a, ['1.0.0', '1.1.0']);
    await a.switchLive('games', '1.0.0', { actor: 'rm' });
    const client = new pg.Client({ connectionString: db.url.replace(/\/postgres$/, `/${database}`) });
    await client.connect();
    try {
      await expect(client.query(`UPDATE release_audit SET entry = jsonb_set(entry, '{actor}', '"someone-else"') WHERE seq = 3`)).rejects.toThrow(/append-only/);
      await expect(client.query('DELETE FROM release_audit WHERE seq = 3')).rejects.toThrow(/append-only/);
      await expect(client.query('TRUNCATE release_audit')).rejects.toThrow(/append-only/);
      expect(await a.store.verify()).toEqual({ ok: true, entries: 3 });
      // A superuser can switch the trigger off: the chain still shows it.
      await client.query('ALTER TABLE release_audit DISABLE TRIGGER release_audit_no_update');
      await client.query(`UPDATE release_audit SET entry = jsonb_set(entry, '{actor}', '"someone-else"') WHERE seq = 3`);
      expect(await a.store.verify()).toMatchObject({ ok: false, brokenAt: 3, problem: expect.stringContaining('edited') });
    } finally {
      await client.end();
    }
  });

  it('seals each entry exactly as the file log does (same hash function, linked to the previous one)', async () => {
    const database = await freshDatabase();
    const a = await edge({ database });
    await publish(a, ['1.0.0']);
    await a.switchLive('games', '1.0.0', { actor: 'rm' });
    const [second, first] = await a.history(2);
    const { hash, ...unsealed } = second!;
    expect(hashEntry(unsealed)).toBe(hash);
    expect(second!.prevHash).toBe(first!.hash);
  });

  it('stores credentials hashed, prints them once, and a rotation on one edge locks the old token out on another', async () => {
    const database = await freshDatabase();
    const printed: string[] = [];
    const a = await edge({ database, credentialsInStore: true });
    const store = a.store as PgReleaseStore;
    // open() made them already (printed to the console); a second call makes none.
    expect(await store.ensureCredentials((text) => printed.push(text))).toBe(false);
    const made = await store.putCredential({ name: 'alice', role: 'release-manager' }, 'add');
    const client = new pg.Client({ connectionString: db.url.replace(/\/postgres$/, `/${database}`) });
    await client.connect();
    const rows = (await client.query('SELECT * FROM release_credentials')).rows as Record<string, unknown>[];
    await client.end();
    expect(rows.map((r) => r.name).sort()).toEqual(['alice', 'publisher-account', 'publisher-content', 'publisher-games', 'publisher-promotions', 'release-manager']);
    expect(JSON.stringify(rows)).not.toContain(made.token);
    expect(rows.find((r) => r.name === 'alice')?.token_sha256).toBe(sha256(made.token));

    const b = await edge({ database, credentialsInStore: true });
    expect(authenticate(`Bearer ${made.token}`, b.config.grants())).toMatchObject({ actor: 'alice', role: 'release-manager' });
    expect(() => authenticate(`Bearer ${sha256(made.token)}`, b.config.grants())).toThrow(/unknown token/);
    const rotated = await store.putCredential({ name: 'alice', role: 'release-manager' }, 'rotate');
    await until(() => {
      try {
        authenticate(`Bearer ${made.token}`, b.config.grants());
        return false;
      } catch {
        return true;
      }
    });
    expect(authenticate(`Bearer ${rotated.token}`, b.config.grants()).actor).toBe('alice');
  });

  it('serves the last map while PostgreSQL is down, refuses writes with StoreUnavailableError, and catches up when it returns', async () => {
    const database = await freshDatabase();
    const a = await edge({ database, pollMs: 200 });
    const b = await edge({ database, pollMs: 200 });
    await publish(a, ['1.0.0', '1.1.0', '1.2.0']);
    await a.switchLive('games', '1.0.0', { actor: 'rm' });
    await until(() => b.store.read().map.revision === 1);

    await db.stop();
    try {
      await until(() => a.store.health().status === 'degraded' && b.store.health().status === 'degraded');
      expect(b.store.read().map.remotes.games?.live).toBe('1.0.0');
      // PostgreSQL stays down until `finally`: a write that waited for it instead of refusing would never settle.
      await expect(a.switchLive('games', '1.1.0', { actor: 'rm', expectedRevision: 1 })).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(a.switchLive('games', '1.1.0', { actor: 'rm' })).rejects.toThrow(/unreachable, so nothing was changed/);
    } finally {
      await db.start();
    }
    await until(() => a.store.health().status === 'ok' && b.store.health().status === 'ok');
    await a.switchLive('games', '1.2.0', { actor: 'rm', expectedRevision: 1 });
    await until(() => b.store.read().map.remotes.games?.live === '1.2.0');
    expect(await b.store.verify()).toEqual({ ok: true, entries: 5 });
  });

  it('runs its migrations once when several edges start together', async () => {
    const database = await freshDatabase();
    const edges = await Promise.all([edge({ database }), edge({ database }), edge({ database })]);
    const client = new pg.Client({ connectionString: db.url.replace(/\/postgres$/, `/${database}`) });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM release_schema_migrations ORDER BY version');
    await client.end();
    expect(rows).toEqual([{ version: '001_release_store' }, { version: '002_release_measures' }]);
    expect(edges.map((e) => e.store.health().status)).toEqual(['ok', 'ok', 'ok']);
  });
});
