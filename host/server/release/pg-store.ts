import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { GENESIS_HASH, hashEntry, sealEntry, type AuditEntry, type VerifyResult } from './audit';
import type { TokenGrant } from './config';
import type { MeasureLimits } from './measures';
import { PgMeasureStore } from './pg-measures';
import { generatedCredentialsText, managerName, mayShowTokens, MIN_TOKEN_LENGTH, newToken, publisherName, type Credential } from './credentials';
import {
  isConnectionError,
  StoreUnavailableError,
  type ReleaseMap,
  type ReleaseState,
  type ReleaseStoreBackend,
  type StoreHealth,
  type TransactionResult,
  type VersionRecord,
} from './store';

/** The NOTIFY channel every change is announced on; its payload is {"revision": n, "seq": n}. */
export const RELEASE_CHANNEL = 'release_changed';
/** pg_advisory_lock key for migrations and first-start credentials (any constant; "casino release" in ASCII). */
const ADVISORY_KEY = 0x63617369;
/** After a failed connection attempt, writes are refused at once for this long (no queue of 2 s timeouts). */
const FAIL_FAST_MS = 1000;

export interface PgStoreOptions {
  url: string;
  /** Folder of NNN_name.sql files, applied in order, each once (release_schema_migrations). */
  migrationsDir: string;
  /** The safety net behind LISTEN/NOTIFY: a full re-read this often (RELEASE_STORE_POLL_MS). */
  pollMs: number;
  /** How long a connection attempt waits: a write during an outage answers 503 after this long at most. */
  connectTimeoutMs?: number;
  log?: (message: string) => void;
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

interface CredentialRow {
  name: string;
  role: Credential['role'];
  remote: RemoteName | null;
  token_sha256: string;
  created_at: Date;
}

/**
 * The release store in PostgreSQL, shared by any number of edges (docs/releases.md, "The release store"). Each process
 * keeps the last state it read in memory and serves pages from it, so an outage of the database never stops pages;
 * it learns of every change through LISTEN/NOTIFY (within a second) and re-reads every `pollMs` as a safety net.
 * A change is one transaction: the map row locked (FOR UPDATE), the caller's compare-and-set, the new row, the audit
 * entry chained to the head, and the NOTIFY, committed together or not at all.
 */
export class PgReleaseStore implements ReleaseStoreBackend {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private state: ReleaseState = { map: { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} }, registry: { versions: {} } };
  private auditHead = -1;
  private grantCache: TokenGrant[] = [];
  private listener: pg.Client | undefined;
  private lastSyncAt: number | null = null;
  private problem: string | undefined = 'not connected yet';
  private pollTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = 100;
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;
  private closed = false;
  private writes: Promise<void> = Promise.resolve();
  private lastConnectFailure = 0;
  private readonly listeners = new Set<(state: ReleaseState) => void>();
  private readonly measureStores: PgMeasureStore[] = [];
  private readonly log: (message: string) => void;

  constructor(private readonly options: PgStoreOptions) {
    this.log = options.log ?? ((message) => console.warn(`release store: ${message}`));
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: 4,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      idleTimeoutMillis: 10_000,
    });
    // An idle connection dropped by the server (restart, outage) must not crash the edge.
    this.pool.on('error', (error) => this.markDegraded(error));
  }

  async init(): Promise<void> {
    await this.migrate();
    await this.reload();
    await this.listen();
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs);
    this.pollTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await Promise.all(this.measureStores.splice(0).map((store) => store.close()));
    await this.pool.end().catch(() => undefined);
  }

  /**
   * Real players' measures in the same database (migration 002), with their own connections; closed with this store.
   * Its tables exist once init() has run the migrations.
   */
  measureStore(limits: MeasureLimits): PgMeasureStore {
    const store = new PgMeasureStore({ url: this.options.url, limits, connectTimeoutMs: this.options.connectTimeoutMs });
    this.measureStores.push(store);
    return store;
  }

  read(): ReleaseState {
    return this.state;
  }

  health(): StoreHealth {
    return {
      store: 'postgres',
      status: this.problem ? 'degraded' : 'ok',
      revision: this.state.map.revision,
      lastSyncAt: this.lastSyncAt === null ? null : new Date(this.lastSyncAt).toISOString(),
      ...(this.problem ? { problem: this.problem } : {}),
    };
  }

  onChange(listener: (state: ReleaseState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The tokens valid now, as sha256 digests (the table holds nothing else); refreshed with every re-read. */
  grants(): TokenGrant[] {
    return this.grantCache;
  }

  private async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_KEY]);
      await client.query('CREATE TABLE IF NOT EXISTS release_schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const applied = new Set((await client.query<{ version: string }>('SELECT version FROM release_schema_migrations')).rows.map((row) => row.version));
      const files = fs.readdirSync(this.options.migrationsDir).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();
      for (const file of files) {
        const version = file.replace(/\.sql$/, '');
        if (applied.has(version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(fs.readFileSync(path.join(this.options.migrationsDir, file), 'utf8'));
          await client.query('INSERT INTO release_schema_migrations (version) VALUES ($1)', [version]);
          await client.query('COMMIT');
          this.log(`migration ${version} applied`);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_KEY]).catch(() => undefined);
      client.release();
    }
  }

  private async listen(): Promise<void> {
    if (this.closed || this.listener) return;
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: this.options.connectTimeoutMs ?? 2000 });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.markDegraded(error ?? new Error('the LISTEN connection ended'));
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => void this.reload().catch((error) => this.markDegraded(error)));
    try {
      await client.connect();
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.markDegraded(error);
      this.scheduleReconnect();
      return;
    }
    this.listener = client;
    this.reconnectDelay = 100;
    // Whatever changed while nobody listened.
    await this.reload().catch((error) => this.markDegraded(error));
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.listen();
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, 1000);
  }

  private async poll(): Promise<void> {
    try {
      await this.reload();
    } catch (error) {
      this.markDegraded(error);
    }
    if (!this.listener) this.scheduleReconnect();
  }

  private markDegraded(error: unknown): void {
    if (this.closed) return;
    const problem = `PostgreSQL unreachable (${(error as Error)?.message ?? String(error)}); serving revision ${this.state.map.revision}`;
    if (this.problem !== problem) this.log(problem);
    this.problem = problem;
  }

  /** Re-reads the map, and the versions and credentials when the audit head moved (every change appends an entry). */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          await this.readOnce();
        } while (this.reloadAgain);
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  private async readOnce(): Promise<void> {
    const { rows } = await this.pool.query<{ revision: string; updated_at: Date; remotes: ReleaseMap['remotes']; head: string }>(
      'SELECT revision, updated_at, remotes, (SELECT coalesce(max(seq), 0) FROM release_audit) AS head FROM release_map WHERE id = 1',
    );
    const row = rows[0];
    if (!row) throw new Error('release_map has no row: the migrations did not run');
    const head = Number(row.head);
    const revision = Number(row.revision);
    let registry = this.state.registry;
    if (head !== this.auditHead) registry = await this.readRegistry(this.pool);
    // Credentials are few and change without an audit entry: read them every time (a rotation reaches every edge).
    this.grantCache = (await this.pool.query<CredentialRow>('SELECT name, role, remote, token_sha256, created_at FROM release_credentials')).rows.map(grantOf);
    this.lastSyncAt = Date.now();
    this.lastConnectFailure = 0;
    this.problem = this.listener || this.closed ? undefined : 'the LISTEN connection is down; re-reading on a timer';
    // A slow read must never replace a newer state this process already has (its own commit, a later NOTIFY).
    if (revision < this.state.map.revision || (revision === this.state.map.revision && head <= this.auditHead)) return;
    this.auditHead = head;
    this.apply({ map: { revision, updatedAt: row.updated_at.toISOString(), remotes: row.remotes }, registry });
  }

  private async readRegistry(client: pg.Pool | pg.PoolClient): Promise<ReleaseState['registry']> {
    const { rows } = await client.query<{ remote: RemoteName; version: string; record: VersionRecord }>('SELECT remote, version, record FROM release_versions');
    const versions: ReleaseState['registry']['versions'] = {};
    for (const { remote, version, record } of rows) (versions[remote] ??= {})[version] = record;
    return { versions };
  }

  private apply(state: ReleaseState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }

  private unavailable(error: unknown): StoreUnavailableError {
    this.markDegraded(error);
    return new StoreUnavailableError(
      `the release store (PostgreSQL) is unreachable, so nothing was changed; pages keep serving revision ${this.state.map.revision}. Try again when it is back.`,
    );
  }

  private async connect(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (error) {
      this.lastConnectFailure = Date.now();
      throw this.unavailable(error);
    }
  }

  /**
   * One change at a time per process: the map row lock serialises them in the database anyway, and a burst of changes
   * then waits here, not for a pooled connection (whose wait has the connect timeout: 50 concurrent switches on one
   * edge were answered "unreachable" while the database was fine).
   */
  async transaction<T>(work: (state: ReleaseState) => Promise<TransactionResult<T>> | TransactionResult<T>): Promise<T> {
    const turn = this.writes.then(() => this.runTransaction(work));
    this.writes = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  private async runTransaction<T>(work: (state: ReleaseState) => Promise<TransactionResult<T>> | TransactionResult<T>): Promise<T> {
    // A connection attempt failed a moment ago: the writes queued behind it answer at once instead of each waiting.
    if (Date.now() - this.lastConnectFailure < FAIL_FAST_MS) throw this.unavailable(new Error('a connection attempt failed just now'));
    const client = await this.connect();
    let broken = false;
    let fromWork = false;
    try {
      await client.query('BEGIN');
      const mapRow = (
        await client.query<{ revision: string; updated_at: Date; remotes: ReleaseMap['remotes'] }>('SELECT revision, updated_at, remotes FROM release_map WHERE id = 1 FOR UPDATE')
      ).rows[0];
      if (!mapRow) throw new Error('release_map has no row: the migrations did not run');
      const headRow = (await client.query<{ seq: string; hash: string }>('SELECT seq, hash FROM release_audit ORDER BY seq DESC LIMIT 1')).rows[0];
      const head = headRow ? { seq: Number(headRow.seq), hash: headRow.hash } : { seq: 0, hash: GENESIS_HASH };
      const revision = Number(mapRow.revision);
      const state: ReleaseState = { map: { revision, updatedAt: mapRow.updated_at.toISOString(), remotes: mapRow.remotes }, registry: await this.readRegistry(client) };

      fromWork = true;
      const result = await work(state);
      fromWork = false;
      if (result.map && result.registry) throw new Error('one transaction changes the map or the registry, not both');
      if ((result.map || result.registry) && !result.audit) throw new Error('every change needs an audit entry');
      if (!result.audit) {
        await client.query('COMMIT');
        return result.value;
      }
      const entry = sealEntry(result.map ? { ...result.audit, revision: revision + 1 } : result.audit, head);
      let next = state;
      if (result.map) {
        const updated = await client.query('UPDATE release_map SET revision = $1, updated_at = $2, remotes = $3 WHERE id = 1 AND revision = $4', [
          revision + 1,
          entry.at,
          JSON.stringify(result.map.remotes),
          revision,
        ]);
        if (updated.rowCount !== 1) throw new Error('the release map changed under its row lock');
        next = { ...state, map: { ...result.map, revision: revision + 1, updatedAt: entry.at, lastChange: entry } };
      } else if (result.registry) {
        // Versions are immutable: a change to the registry only ever adds rows.
        for (const remote of REMOTE_NAMES) {
          for (const [version, record] of Object.entries(result.registry.versions[remote] ?? {})) {
            if (state.registry.versions[remote]?.[version]) continue;
            await client.query('INSERT INTO release_versions (remote, version, record) VALUES ($1, $2, $3)', [remote, version, JSON.stringify(record)]);
          }
        }
        next = { ...state, registry: { versions: result.registry.versions, lastChange: entry } };
      }
      await client.query('INSERT INTO release_audit (seq, hash, prev_hash, remote, entry) VALUES ($1, $2, $3, $4, $5)', [
        entry.seq,
        entry.hash,
        entry.prevHash,
        entry.remote,
        JSON.stringify(entry),
      ]);
      await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, JSON.stringify({ revision: next.map.revision, seq: entry.seq })]);
      await client.query('COMMIT');
      if (next.map.revision > this.state.map.revision || entry.seq > this.auditHead) {
        this.auditHead = entry.seq;
        this.apply(next);
      }
      return result.value;
    } catch (error) {
      if (!fromWork && isConnectionError(error)) {
        broken = true;
        this.lastConnectFailure = Date.now();
        throw this.unavailable(error);
      }
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    try {
      return await this.pool.query<R>(text, values);
    } catch (error) {
      if (isConnectionError(error)) throw this.unavailable(error);
      throw error;
    }
  }

  async history(limit = 200, remote?: string): Promise<AuditEntry[]> {
    const { rows } = remote
      ? await this.query<{ entry: AuditEntry }>('SELECT entry FROM release_audit WHERE remote = $1 ORDER BY seq DESC LIMIT $2', [remote, limit])
      : await this.query<{ entry: AuditEntry }>('SELECT entry FROM release_audit ORDER BY seq DESC LIMIT $1', [limit]);
    return rows.map((row) => row.entry);
  }

  /** Recomputes every hash and link, and checks that the map's revision is the last map change's. */
  async verify(): Promise<VerifyResult> {
    const { rows } = await this.query<{ seq: string; hash: string; prev_hash: string; entry: AuditEntry }>('SELECT seq, hash, prev_hash, entry FROM release_audit ORDER BY seq');
    let prevHash = GENESIS_HASH;
    let lastRevision = 0;
    for (const [index, row] of rows.entries()) {
      const lineNo = index + 1;
      const { hash, ...unsealed } = row.entry;
      if (Number(row.seq) !== lineNo || row.entry.seq !== lineNo) return { ok: false, entries: rows.length, brokenAt: lineNo, problem: `seq ${row.seq}, expected ${lineNo}` };
      if (row.entry.prevHash !== prevHash || row.prev_hash !== prevHash) return { ok: false, entries: rows.length, brokenAt: lineNo, problem: 'prevHash does not link to the previous entry' };
      if (hashEntry(unsealed) !== hash || row.hash !== hash) return { ok: false, entries: rows.length, brokenAt: lineNo, problem: 'content does not match its hash (edited)' };
      if (row.entry.revision !== undefined) lastRevision = row.entry.revision;
      prevHash = hash;
    }
    const revision = Number((await this.query<{ revision: string }>('SELECT revision FROM release_map WHERE id = 1')).rows[0]?.revision ?? 0);
    if (revision !== lastRevision) return { ok: false, entries: rows.length, brokenAt: rows.length, problem: `the map is at revision ${revision} but the log's last map change is ${lastRevision}` };
    return { ok: true, entries: rows.length };
  }

  /**
   * First start against an empty credentials table: one token for the release manager and one per remote's publisher,
   * printed once; only their sha256 is stored. Two edges starting together make one set (advisory lock).
   */
  async ensureCredentials(print: (text: string) => void = (text) => console.log(text), show = mayShowTokens()): Promise<boolean> {
    const client = await this.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_KEY]);
      const { rows } = await client.query<{ count: string }>('SELECT count(*) AS count FROM release_credentials');
      if (Number(rows[0]?.count) > 0) {
        await client.query('COMMIT');
        return false;
      }
      const at = new Date().toISOString();
      const made: Credential[] = [
        { name: managerName, role: 'release-manager', token: newToken(), createdAt: at },
        ...REMOTE_NAMES.map((remote): Credential => ({ name: publisherName(remote), role: 'publisher', remote, token: newToken(), createdAt: at })),
      ];
      for (const c of made) await insertCredential(client, c);
      await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, '{"credentials":true}']);
      await client.query('COMMIT');
      print(
        generatedCredentialsText(made, {
          where: 'the release store (PostgreSQL keeps only their sha256)',
          show,
          notShown: 'make a new one with `pnpm release credentials rotate <name>` (RELEASE_STORE_URL set) at a terminal.',
        }),
      );
      await this.refreshGrants();
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async listCredentials(): Promise<Omit<Credential, 'token'>[]> {
    const { rows } = await this.query<CredentialRow>('SELECT name, role, remote, token_sha256, created_at FROM release_credentials ORDER BY name');
    return rows.map((row) => ({ name: row.name, role: row.role, ...(row.remote ? { remote: row.remote } : {}), createdAt: row.created_at.toISOString() }));
  }

  /** Adds a named token or gives an existing name a new one (the old stops working on every edge within a second). */
  async putCredential(credential: Omit<Credential, 'token' | 'createdAt'>, mode: 'add' | 'rotate'): Promise<Credential> {
    const client = await this.connect();
    try {
      const existing = (await client.query<CredentialRow>('SELECT name, role, remote, token_sha256, created_at FROM release_credentials WHERE name = $1', [credential.name])).rows[0];
      if (mode === 'add' && existing) throw new Error(`"${credential.name}" exists already; rotate it instead`);
      if (mode === 'rotate' && !existing) throw new Error(`no credential named "${credential.name}"`);
      const made: Credential = {
        name: credential.name,
        role: existing?.role ?? credential.role,
        ...((existing?.remote ?? credential.remote) ? { remote: (existing?.remote ?? credential.remote) as RemoteName } : {}),
        token: newToken(),
        createdAt: new Date().toISOString(),
      };
      await client.query('BEGIN');
      if (existing) await client.query('DELETE FROM release_credentials WHERE name = $1', [made.name]);
      await insertCredential(client, made);
      await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, '{"credentials":true}']);
      await client.query('COMMIT');
      await this.refreshGrants();
      return made;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async removeCredential(name: string): Promise<void> {
    const { rowCount } = await this.query('DELETE FROM release_credentials WHERE name = $1', [name]);
    if (rowCount !== 1) throw new Error(`no credential named "${name}"`);
    await this.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, '{"credentials":true}']);
    await this.refreshGrants();
  }

  private async refreshGrants(): Promise<void> {
    this.grantCache = (await this.query<CredentialRow>('SELECT name, role, remote, token_sha256, created_at FROM release_credentials')).rows.map(grantOf);
  }
}

async function insertCredential(client: pg.PoolClient, c: Credential): Promise<void> {
  if (c.token.length < MIN_TOKEN_LENGTH) throw new Error('token too short');
  await client.query('INSERT INTO release_credentials (name, role, remote, token_sha256, created_at) VALUES ($1, $2, $3, $4, $5)', [
    c.name,
    c.role,
    c.remote ?? null,
    sha256(c.token),
    c.createdAt,
  ]);
}

function grantOf(row: CredentialRow): TokenGrant {
  return row.role === 'publisher' && row.remote
    ? { token: row.token_sha256, tokenIsSha256: true, role: 'publisher', remote: row.remote, actor: row.name }
    : { token: row.token_sha256, tokenIsSha256: true, role: 'release-manager', actor: row.name };
}
