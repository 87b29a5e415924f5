import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@casino/contract/release';
import { appendEntry, readEntries, readHeadAndRepairTail, sealEntry, verifyLog, type AuditDraft, type AuditEntry, type VerifyResult } from './audit';
import { withFileLock, writeFileAtomic } from './lock';

/** How many earlier live versions a remote keeps for rollback. */
const ROLLBACK_DEPTH = 20;

export interface RemoteState {
  live: string;
  /** Earlier live versions, oldest first; the last one is the rollback target and the browser's fallback. */
  previous: string[];
  canary?: { version: string; percent: number; since: string };
  /**
   * Versions the edge no longer renders on the server (their pages' regions render in the browser): each broke a
   * render worker (a loop, memory past its budget, a crash) or failed every render. Only a release manager clears one.
   */
  quarantined?: Record<string, Quarantine>;
}

export interface Quarantine {
  since: string;
  /** What the worker did, as the edge saw it (never text from the remote's code). */
  reason: string;
}

/** The release map: the only mutable release state. Changed only under the lock, written atomically. */
export interface ReleaseMap {
  revision: number;
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RemoteState>>;
  /** Write-ahead copy of the audit entry for this revision (re-appended if the process died before appending it). */
  lastChange?: AuditEntry;
}

export interface SharedDependency {
  name: string;
  version: string;
  requiredVersion: string | false;
  singleton: boolean;
}

/** One published, immutable remote version. */
export interface VersionRecord {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  /** sha256 of mf-manifest.json's bytes; the checks compare what the CDN serves with it. */
  manifestSha256: string;
  /** sha256 of route-manifest.json's bytes, and the patterns it declares; absent for a build without one. */
  routeManifestSha256?: string;
  routes?: string[];
  /** sha256 over every file of the version (path + content): the version's identity for the 409 rule. */
  contentDigest: string;
  federationName: string;
  remoteEntry?: { name: string; path: string; type: string };
  exposes: string[];
  /** The fragments its pages place (`owner/name`, mf-manifest.json casinoFragments.places); absent for an older build. */
  places?: string[];
  shared: SharedDependency[];
  publishedAt: string;
  publishedBy: string;
}

export interface Registry {
  versions: Partial<Record<RemoteName, Record<string, VersionRecord>>>;
  lastChange?: AuditEntry;
}

export interface ReleaseState {
  map: ReleaseMap;
  registry: Registry;
}

export interface TransactionResult<T> {
  /** A new map: written with revision + 1 together with its audit entry. */
  map?: Omit<ReleaseMap, 'revision' | 'updatedAt' | 'lastChange'>;
  registry?: Omit<Registry, 'lastChange'>;
  audit?: AuditDraft;
  value: T;
}

/** What an edge's health endpoint says about its release store. */
export interface StoreHealth {
  store: 'file' | 'postgres';
  /** degraded: the store is unreachable; the edge serves the last map it read (revision) and refuses release writes. */
  status: 'ok' | 'degraded';
  revision: number;
  /** When this process last read the store successfully. */
  lastSyncAt: string | null;
  problem?: string;
}

/** The store cannot be reached: release writes answer 503 with this message; pages keep the last map read. */
export class StoreUnavailableError extends Error {}

/**
 * Where the release state lives (docs/releases.md, "The release store"): the file store (one machine, RELEASE_DIR) or
 * PostgreSQL (RELEASE_STORE_URL, any number of edges). Every edge reads from memory per request (`read()` never waits
 * for I/O in PostgreSQL mode) and every change is one compare-and-set transaction with its audit entry.
 */
export interface ReleaseStoreBackend {
  readonly kind: 'file' | 'postgres';
  /** Connects, runs migrations and reads the state once; the file store has nothing to do. */
  init(): Promise<void>;
  /** The current state as this process knows it; cheap to call per request. */
  read(): ReleaseState;
  /** One change: `work` sees the state as of the lock/row lock and returns the new map or registry and its audit entry. */
  transaction<T>(work: (state: ReleaseState) => Promise<TransactionResult<T>> | TransactionResult<T>): Promise<T>;
  /** Newest first. */
  history(limit?: number, remote?: string): Promise<AuditEntry[]>;
  verify(): Promise<VerifyResult>;
  health(): StoreHealth;
  /** Called after this process learns of a new state (its own change, another edge's through NOTIFY, or a re-read). */
  onChange(listener: (state: ReleaseState) => void): () => void;
  close(): Promise<void>;
}

const emptyMap = (): ReleaseMap => ({ revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} });

export function pushPrevious(previous: string[], version: string): string[] {
  return [...previous.filter((v) => v !== version), version].slice(-ROLLBACK_DEPTH);
}

/**
 * The release store on disk (RELEASE_DIR): map.json, registry.json, audit.log. Every change runs inside one
 * cross-process lock, writes its file atomically with the audit entry embedded (write-ahead), then appends the entry
 * to the log. If the process dies between the two, the next transaction finds the embedded entry ahead of the log and
 * appends it, so the log and the map never disagree and nothing acknowledged is lost.
 */
export class ReleaseStore implements ReleaseStoreBackend {
  readonly kind = 'file' as const;
  readonly mapFile: string;
  readonly registryFile: string;
  readonly logFile: string;
  private readonly lockFile: string;
  private cache: { key: string; state: ReleaseState } | undefined;

  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.mapFile = path.join(dir, 'map.json');
    this.registryFile = path.join(dir, 'registry.json');
    this.logFile = path.join(dir, 'audit.log');
    this.lockFile = path.join(dir, 'release.lock');
  }

  private readonly listeners = new Set<(state: ReleaseState) => void>();

  async init(): Promise<void> {}

  async close(): Promise<void> {}

  health(): StoreHealth {
    return { store: 'file', status: 'ok', revision: this.read().map.revision, lastSyncAt: new Date().toISOString() };
  }

  onChange(listener: (state: ReleaseState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The current state; cheap to call per request (re-read only when a file changed). */
  read(): ReleaseState {
    const key = [this.mapFile, this.registryFile]
      .map((file) => {
        try {
          const stat = fs.statSync(file);
          return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
        } catch {
          return 'none';
        }
      })
      .join('|');
    if (this.cache?.key === key) return this.cache.state;
    const state = this.readFresh();
    this.cache = { key, state };
    return state;
  }

  private readFresh(): ReleaseState {
    return {
      map: readJson<ReleaseMap>(this.mapFile) ?? emptyMap(),
      registry: readJson<Registry>(this.registryFile) ?? { versions: {} },
    };
  }

  async transaction<T>(work: (state: ReleaseState) => Promise<TransactionResult<T>> | TransactionResult<T>): Promise<T> {
    return withFileLock(this.lockFile, async () => {
      const head = this.completeLog();
      const state = this.readFresh();
      const result = await work(state);
      if (result.map && result.registry) throw new Error('one transaction changes the map or the registry, not both');
      if ((result.map || result.registry) && !result.audit) throw new Error('every change needs an audit entry');
      // An entry with no file change (an override link) has nothing to lose between two writes: append it directly.
      if (!result.audit) return result.value;
      const entry = sealEntry(
        result.map ? { ...result.audit, revision: state.map.revision + 1 } : result.audit,
        head,
      );
      if (result.map) {
        const map: ReleaseMap = { ...result.map, revision: state.map.revision + 1, updatedAt: entry.at, lastChange: entry };
        writeFileAtomic(this.mapFile, `${JSON.stringify(map, null, 2)}\n`);
      } else if (result.registry) {
        writeFileAtomic(this.registryFile, `${JSON.stringify({ ...result.registry, lastChange: entry }, null, 2)}\n`);
      }
      appendEntry(this.logFile, entry);
      const fresh = this.read();
      for (const listener of this.listeners) listener(fresh);
      return result.value;
    });
  }

  /** Under the lock: cut a torn last line and re-append a write-ahead entry the log is missing. */
  private completeLog(): { seq: number; hash: string } {
    let head = readHeadAndRepairTail(this.logFile);
    const pending = [readJson<ReleaseMap>(this.mapFile)?.lastChange, readJson<Registry>(this.registryFile)?.lastChange]
      .filter((entry): entry is AuditEntry => entry !== undefined && entry.seq === head.seq + 1 && entry.prevHash === head.hash);
    for (const entry of pending.slice(0, 1)) {
      appendEntry(this.logFile, entry);
      head = { seq: entry.seq, hash: entry.hash };
    }
    return head;
  }

  async history(limit = 200, remote?: string): Promise<AuditEntry[]> {
    return readEntries(this.logFile)
      .filter((entry) => !remote || entry.remote === remote)
      .slice(-limit)
      .reverse();
  }

  /** Verifies the chain, and that its head matches the write-ahead copies (a rewritten tail is caught too). */
  async verify(): Promise<VerifyResult> {
    const result = verifyLog(this.logFile);
    if (!result.ok) return result;
    const entries = readEntries(this.logFile);
    for (const anchor of [this.read().map.lastChange, this.read().registry.lastChange]) {
      if (!anchor) continue;
      const logged = entries[anchor.seq - 1];
      if (logged && logged.hash !== anchor.hash) {
        return { ok: false, entries: entries.length, brokenAt: anchor.seq, problem: 'differs from the copy kept with the map/registry' };
      }
      if (!logged && anchor.seq > entries.length + 1) {
        return { ok: false, entries: entries.length, brokenAt: entries.length + 1, problem: 'entries missing at the end of the log' };
      }
    }
    return result;
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** SQLSTATE classes 08 (connection exception) and 57 (operator intervention: shutdown) and socket errors. */
export function isConnectionError(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (/^(08|57)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|connection error|Connection ended/i.test(String((error as Error)?.message));
}
