import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, FEDERATION_NAMES, type RemoteName } from '@casino/contract/release';
import { foreignClaims, parseRouteManifest, ROUTE_MANIFEST_FILE } from '@casino/contract/routing/route-manifest';
import type { AuditEntry } from './audit';
import { judgeCanary, type JudgeConfig } from './canary-judge';
import { checkVersion, httpManifestFetcher, type CheckOutcome, type FragmentPeer, type ManifestFetcher } from './checks';
import type { ReleaseConfig } from './config';
import { readHostShared } from './host-shared';
import { SERVER_FILES_RECORD, writeServerFilesRecord } from './publish-server-files';
import { parseManifest } from './manifest';
import { MemoryMeasureStore, type MeasureStore, type VersionMeasures } from './measures';
import { DEFAULT_OVERRIDE_MINUTES, MAX_OVERRIDE_MINUTES, signOverride } from './override';
import { PgReleaseStore } from './pg-store';
import { pushPrevious, ReleaseStore, type ReleaseStoreBackend, type RemoteState, type VersionRecord } from './store';

/** A refusal with an HTTP status and, for failed checks, the reasons. */
export class ReleaseError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 412 | 413 | 415 | 422 | 428 | 429,
    message: string,
    readonly checks?: CheckOutcome,
  ) {
    super(message);
  }
}

/** Versions are folder names on the CDN and path segments in URLs: semver-like, nothing that could escape a folder. */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/;
const MANIFEST_FILE = 'mf-manifest.json';

export function isRemoteName(value: unknown): value is RemoteName {
  return REMOTE_NAMES.includes(value as RemoteName);
}

export interface ChangeOptions {
  actor: string;
  /** The map revision the caller based this change on (If-Match). */
  expectedRevision?: number;
  reason?: string;
  /** Go live despite failing checks (release manager only; audited). */
  force?: boolean;
}

export interface PublishInput {
  remote: RemoteName;
  /** Relative posix path -> content: the remote's dist folder. */
  files: Map<string, Buffer>;
  /** Explicit version; default `<packageVersion>-<first 8 hex of the content digest>`. */
  version?: string;
  packageVersion: string;
  actor: string;
}

export interface PublishResult {
  status: 'published' | 'unchanged';
  record: VersionRecord;
}

/**
 * The route manifest of an upload (contract/src/routing/route-manifest.ts), checked before anything is written: it
 * must be one, name this remote, and claim no section another remote owns (the named reason lists each route).
 * Returns its sha256 (the edge compares the CDN's copy with it) and its patterns; null for a build without one
 * (built before remotes shipped their routes: the edge keeps the host's table for it).
 */
function checkRouteManifest(remote: RemoteName, bytes: Buffer | undefined): { sha256: string; paths: string[] } | null {
  if (!bytes) return null;
  let manifest;
  try {
    manifest = parseRouteManifest(JSON.parse(bytes.toString('utf8')));
  } catch {
    manifest = null;
  }
  if (!manifest) throw new ReleaseError(400, `${ROUTE_MANIFEST_FILE} is not a route manifest ({ remote, routes: [{ id, pattern, layout, access }] })`);
  if (manifest.remote !== remote) throw new ReleaseError(400, `${ROUTE_MANIFEST_FILE} is the ${manifest.remote} remote's, not ${remote}'s`);
  const claims = foreignClaims(manifest);
  if (claims.length > 0) {
    throw new ReleaseError(400, `sections: ${ROUTE_MANIFEST_FILE} claims paths outside the ${remote} sections: ${claims.join('; ')}`);
  }
  return { sha256: crypto.createHash('sha256').update(bytes).digest('hex'), paths: manifest.routes.map((route) => route.pattern) };
}

/** sha256 over every file's path and content hash: equal digests mean byte-identical folders. */
export function contentDigest(files: Map<string, Buffer>): string {
  const hash = crypto.createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash.update(`${name}\0${crypto.createHash('sha256').update(files.get(name) ?? Buffer.alloc(0)).digest('hex')}\n`);
  }
  return hash.digest('hex');
}

export function readDistFolder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set(path.relative(dir, full).split(path.sep).join('/'), fs.readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

function assertSafeRelativePath(name: string): void {
  const parts = name.split('/');
  if (name.startsWith('/') || name.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new ReleaseError(400, `unsafe file path in the upload: "${name}"`);
  }
}

export interface ServiceOptions {
  /** Replaces the HTTP fetch of manifests (the CLI's offline mode reads CDN_DIR; tests use their own servers). */
  fetchManifest?: ManifestFetcher;
  now?: () => number;
  /** Where real players' measures are kept (default: the release store's PostgreSQL when it is one, else this process's memory). */
  measures?: MeasureStore;
  /** Another store than the one the config names (tests). */
  store?: ReleaseStoreBackend;
}

/** One page view's report, as the edge verified it (its token names visitor, page view and served versions). */
export interface PageViewReport {
  visitorId: string;
  pageView: string;
  address: string;
  page?: RemoteName;
  served: Partial<Record<RemoteName, { version: string; channel: 'live' | 'canary' | 'override' }>>;
  /** Remotes whose served version failed to load on this page view. */
  failedRemotes: RemoteName[];
  jsErrors: number;
  vitals: { lcp?: number; inp?: number; cls?: number };
}

export interface MeasuresReport {
  thresholds: JudgeConfig;
  sampleRate: number;
  remotes: Partial<Record<RemoteName, { since: string; live: VersionMeasures; canary?: VersionMeasures; percent?: number }>>;
}

/** The SQL migrations: beside this file (tsx, jest), beside the compiled edge (host/dist-edge), or in the repository. */
function migrationsDir(repoRoot: string): string {
  const candidates = [
    path.join(__dirname, 'migrations'),
    path.join(__dirname, '..', 'server', 'release', 'migrations'),
    path.join(repoRoot, 'host', 'server', 'release', 'migrations'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, '001_release_store.sql'))) ?? candidates.at(-1)!;
}

/** The store the config names: PostgreSQL when RELEASE_STORE_URL is set, else the file store in RELEASE_DIR. */
export function createReleaseStore(config: ReleaseConfig): ReleaseStoreBackend {
  if (!config.releaseStoreUrl) return new ReleaseStore(config.releaseDir);
  return new PgReleaseStore({
    url: config.releaseStoreUrl,
    migrationsDir: migrationsDir(config.repoRoot),
    pollMs: config.storePollMs,
  });
}

/** Every release operation, shared by the edge's HTTP API and the CLI's direct mode. */
export class ReleaseService {
  readonly store: ReleaseStoreBackend;
  private readonly fetchManifest: ManifestFetcher;
  private readonly now: () => number;
  /** Real players' measures per remote version: PostgreSQL (pg-measures.ts) with the PostgreSQL release store, else this process's memory (measures.ts). */
  readonly measures: MeasureStore;
  private lastPrune = 0;
  private readonly judging = new Map<RemoteName, { last: number; timer?: NodeJS.Timeout }>();

  constructor(
    readonly config: ReleaseConfig,
    options: ServiceOptions = {},
  ) {
    this.store = options.store ?? createReleaseStore(config);
    const store = this.store;
    if (config.credentialsInStore && store instanceof PgReleaseStore) config.grants = () => store.grants();
    this.fetchManifest = options.fetchManifest ?? httpManifestFetcher(config.manifestTimeoutMs);
    this.now = options.now ?? Date.now;
    // With PostgreSQL every edge records into and judges from the same measures; the file store's single edge keeps them in memory.
    const limits = { visitorsPerAddress: config.rumVisitorsPerAddress, pageViewsPerVisitor: config.rumPageViewsPerVisitor };
    this.measures = options.measures ?? (store instanceof PgReleaseStore ? store.measureStore(limits) : new MemoryMeasureStore(limits));
  }

  record(remote: RemoteName, version: string): VersionRecord {
    const record = this.store.read().registry.versions[remote]?.[version];
    if (!record) throw new ReleaseError(404, `${remote} ${version} is not published`);
    return record;
  }

  versions(remote: RemoteName): VersionRecord[] {
    return Object.values(this.store.read().registry.versions[remote] ?? {}).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  }

  status() {
    const { map } = this.store.read();
    return {
      revision: map.revision,
      updatedAt: map.updatedAt,
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((remote) => [
          remote,
          {
            federationName: FEDERATION_NAMES[remote],
            live: map.remotes[remote]?.live ?? null,
            canary: map.remotes[remote]?.canary ?? null,
            previous: map.remotes[remote]?.previous ?? [],
            quarantined: map.remotes[remote]?.quarantined ?? {},
            versions: this.versions(remote).map(({ version, publishedAt, publishedBy, manifestUrl }) => ({ version, publishedAt, publishedBy, manifestUrl })),
          },
        ]),
      ),
    };
  }

  /**
   * The record, also when another edge published it a moment ago and its NOTIFY has not arrived here yet (PostgreSQL:
   * one re-read before answering 404).
   */
  private async freshRecord(remote: RemoteName, version: string): Promise<VersionRecord> {
    if (!this.store.read().registry.versions[remote]?.[version] && this.store instanceof PgReleaseStore) await this.store.reload().catch(() => undefined);
    return this.record(remote, version);
  }

  async check(remote: RemoteName, version: string): Promise<CheckOutcome> {
    const record = await this.freshRecord(remote, version);
    const host = readHostShared(this.config.hostDist, this.config.hostPackageJson, this.config.repoRoot);
    return checkVersion(record, {
      allowedOrigins: this.config.allowedOrigins,
      fragmentPeers: this.fragmentPeers(remote),
      hostShared: host.shared,
      hostFederationVersion: host.federationVersion,
      ...(host.runtimeSurface ? { hostRuntimeSurface: host.runtimeSurface } : {}),
      ...(host.fragmentPlaces ? { hostPlaces: host.fragmentPlaces } : {}),
      fetchManifest: this.fetchManifest,
    });
  }

  /** The other remotes' live and running canary versions: what they expose and place (the `fragments` check). */
  private fragmentPeers(remote: RemoteName): FragmentPeer[] {
    const { map, registry } = this.store.read();
    const peers: FragmentPeer[] = [];
    for (const other of REMOTE_NAMES) {
      if (other === remote) continue;
      const state = map.remotes[other];
      const served = [
        ...(state ? [{ version: state.live, channel: 'live' as const }] : []),
        ...(state?.canary && state.canary.percent > 0 ? [{ version: state.canary.version, channel: 'canary' as const }] : []),
      ];
      for (const { version, channel } of served) {
        const record = registry.versions[other]?.[version];
        if (record) peers.push({ remote: other, version, channel, exposes: record.exposes, ...(record.places ? { places: record.places } : {}) });
      }
    }
    return peers;
  }

  /** Checks, refusing with the reasons unless a release manager forces it. */
  private async checkOrRefuse(remote: RemoteName, version: string, force: boolean | undefined): Promise<CheckOutcome> {
    const outcome = await this.check(remote, version);
    if (!outcome.ok && !force) {
      const reasons = outcome.results.filter((result) => !result.ok).map((result) => `${result.id}: ${result.detail}`);
      throw new ReleaseError(422, `${remote} ${version} failed the checks: ${reasons.join('; ')}`, outcome);
    }
    return outcome;
  }

  private assertRevision(actual: number, expected: number | undefined): void {
    if (expected !== undefined && expected !== actual) {
      throw new ReleaseError(412, `the release map changed (revision ${actual}, you sent ${expected}); reload and try again`);
    }
  }

  async publish(input: PublishInput): Promise<PublishResult> {
    const manifestBytes = input.files.get(MANIFEST_FILE);
    if (!manifestBytes) throw new ReleaseError(400, `the build has no ${MANIFEST_FILE}; is it a Module Federation build?`);
    for (const name of input.files.keys()) assertSafeRelativePath(name);
    // The edge's record of the server files' hashes (publish-server-files.ts) is never the publisher's: one in the
    // upload (a copy of a published folder) is dropped, and the edge writes its own from the files themselves.
    if (input.files.has(SERVER_FILES_RECORD)) {
      input = { ...input, files: new Map(input.files) };
      input.files.delete(SERVER_FILES_RECORD);
    }
    let manifest;
    try {
      manifest = parseManifest(manifestBytes);
    } catch (error) {
      throw new ReleaseError(400, `${MANIFEST_FILE} is not valid JSON: ${(error as Error).message}`);
    }
    const routes = checkRouteManifest(input.remote, input.files.get(ROUTE_MANIFEST_FILE));
    const digest = contentDigest(input.files);
    const version = input.version ?? `${input.packageVersion}-${digest.slice(0, 8)}`;
    if (!VERSION_PATTERN.test(version)) throw new ReleaseError(400, `"${version}" is not a valid version (letters, digits, dots, hyphens)`);
    const { remote } = input;
    const target = path.join(this.config.cdnDir, remote, version);

    return this.store.transaction((state) => {
      const existing = state.registry.versions[remote]?.[version];
      if (existing) {
        if (existing.contentDigest === digest) {
          // A version published before server file hashes were recorded gets its record now (the same bytes).
          if (fs.existsSync(target) && !fs.existsSync(path.join(target, SERVER_FILES_RECORD))) writeServerFilesRecord(target, input.files);
          return { value: { status: 'unchanged', record: existing } as PublishResult };
        }
        throw new ReleaseError(409, `${remote} ${version} is already published with other content (digest ${existing.contentDigest.slice(0, 12)}); publish a new version`);
      }
      if (fs.existsSync(target)) {
        // A folder without a registry entry: a publish that died after copying. Reuse it only if it is the same build.
        const onDisk = readDistFolder(target);
        onDisk.delete(SERVER_FILES_RECORD);
        if (contentDigest(onDisk) !== digest) {
          throw new ReleaseError(409, `${target} already exists with other content; versions are never overwritten`);
        }
        writeServerFilesRecord(target, input.files);
      } else {
        const incoming = path.join(this.config.cdnDir, remote, `.incoming-${version}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
        for (const [name, content] of input.files) {
          const file = path.join(incoming, ...name.split('/'));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, content);
        }
        writeServerFilesRecord(incoming, input.files);
        fs.renameSync(incoming, target);
      }
      const record: VersionRecord = {
        remote,
        version,
        manifestUrl: `${this.config.cdnUrl}/${remote}/${version}/${MANIFEST_FILE}`,
        manifestSha256: crypto.createHash('sha256').update(manifestBytes).digest('hex'),
        ...(routes ? { routeManifestSha256: routes.sha256, routes: routes.paths } : {}),
        contentDigest: digest,
        federationName: manifest.name,
        ...(manifest.remoteEntry ? { remoteEntry: manifest.remoteEntry } : {}),
        exposes: manifest.exposes,
        ...(manifest.fragmentPlaces ? { places: manifest.fragmentPlaces } : {}),
        shared: manifest.shared,
        publishedAt: new Date(this.now()).toISOString(),
        publishedBy: input.actor,
      };
      const versions = { ...state.registry.versions, [remote]: { ...state.registry.versions[remote], [version]: record } };
      return {
        registry: { versions },
        audit: { actor: input.actor, action: 'publish', remote, from: null, to: version, reason: `published ${files(input.files.size)}` },
        value: { status: 'published', record } as PublishResult,
      };
    });
  }

  async switchLive(remote: RemoteName, version: string, options: ChangeOptions): Promise<{ changed: boolean; revision: number }> {
    await this.freshRecord(remote, version);
    const outcome = await this.checkOrRefuse(remote, version, options.force);
    return this.store.transaction<{ changed: boolean; revision: number }>((state) => {
      this.assertRevision(state.map.revision, options.expectedRevision);
      const current = state.map.remotes[remote];
      if (current?.live === version) return { value: { changed: false, revision: state.map.revision } };
      const next: RemoteState = {
        live: version,
        // The rollback list never holds the live version (A -> B -> A leaves [B], not [A, B]).
        previous: current ? pushPrevious(current.previous, current.live).filter((v) => v !== version) : [],
        // Promoting the canary ends it; any other canary keeps running against the new live version.
        ...(current?.canary && current.canary.version !== version ? { canary: current.canary } : {}),        ...(current?.quarantined ? { quarantined: current.quarantined } : {}),
      };
      return {
        map: { remotes: { ...state.map.remotes, [remote]: next } },
        audit: {
          actor: options.actor,
          action: 'switch',
          remote,
          from: current?.live ?? null,
          to: version,
          reason: options.reason || 'switch',
          checks: outcome.results,
          ...(outcome.ok ? {} : { forced: true }),
        },
        value: { changed: true, revision: state.map.revision + 1 },
      };
    });
  }

  /** Sets the canary version and share (percent 0 turns it off). Checks run unless the canary is being turned off. */
  async setCanary(
    remote: RemoteName,
    version: string,
    percent: number,
    options: ChangeOptions & { skipChecks?: boolean; measures?: AuditEntry['measures'] },
  ): Promise<{ revision: number }> {
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new ReleaseError(400, 'percent must be between 0 and 100');
    percent = Math.round(percent * 100) / 100;
    await this.freshRecord(remote, version);
    const outcome = percent > 0 && !options.skipChecks ? await this.checkOrRefuse(remote, version, options.force) : undefined;
    return this.store.transaction((state) => {
      this.assertRevision(state.map.revision, options.expectedRevision);
      const current = state.map.remotes[remote];
      if (!current) throw new ReleaseError(409, `${remote} has no live version yet; switch one live first`);
      if (current.live === version && percent > 0) throw new ReleaseError(409, `${remote} ${version} is already live`);
      const before = current.canary;
      if (before?.version === version && before.percent === percent) return { value: { revision: state.map.revision } };
      // A running canary keeps its start (and the judge's window); one started again after 0 % starts afresh.
      const sameCohort = before?.version === version && before.percent > 0;
      const next: RemoteState = {
        ...current,
        canary: { version, percent, since: sameCohort && before ? before.since : new Date(this.now()).toISOString() },
      };
      return {
        map: { remotes: { ...state.map.remotes, [remote]: next } },
        audit: {
          actor: options.actor,
          action: 'canary',
          remote,
          from: before?.version ?? null,
          to: version,
          percent: { from: before?.percent ?? 0, to: percent },
          reason: options.reason || `canary ${percent}%`,
          ...(outcome ? { checks: outcome.results } : {}),
          ...(outcome && !outcome.ok ? { forced: true } : {}),
          ...(options.measures ? { measures: options.measures } : {}),
        },
        value: { revision: state.map.revision + 1 },
      };
    });
  }

  /**
   * One step back to the previous live version, and the canary off. Not blocked by failing checks: the way back
   * must work while the CDN is in trouble; the results are recorded.
   */
  async rollback(remote: RemoteName, options: ChangeOptions): Promise<{ from: string; to: string; revision: number }> {
    const target = this.store.read().map.remotes[remote]?.previous.at(-1);
    const outcome = target ? await this.check(remote, target).catch(() => undefined) : undefined;
    return this.store.transaction((state) => {
      this.assertRevision(state.map.revision, options.expectedRevision);
      const current = state.map.remotes[remote];
      const previous = current?.previous.at(-1);
      if (!current || !previous) throw new ReleaseError(409, `${remote} has no previous version to roll back to`);
      const next: RemoteState = {
        live: previous,
        previous: current.previous.slice(0, -1).filter((v) => v !== previous),
        ...(current.quarantined ? { quarantined: current.quarantined } : {}),
      };
      return {
        map: { remotes: { ...state.map.remotes, [remote]: next } },
        audit: {
          actor: options.actor,
          action: 'rollback',
          remote,
          from: current.live,
          to: previous,
          reason: options.reason || 'rollback',
          ...(outcome && previous === target ? { checks: outcome.results } : {}),
        },
        value: { from: current.live, to: previous, revision: state.map.revision + 1 },
      };
    });
  }

  /**
   * The edge stops rendering `version` of `remote` on the server (docs/releases.md, "Quarantine"): it broke a render
   * worker. Actor `auto`; idempotent (a version already quarantined is left as it is, no second entry).
   */
  async quarantine(remote: RemoteName, version: string, reason: string): Promise<{ changed: boolean }> {
    return this.store.transaction<{ changed: boolean }>((state) => {
      const current = state.map.remotes[remote];
      if (!current || current.quarantined?.[version]) return { value: { changed: false } };
      const next: RemoteState = { ...current, quarantined: { ...current.quarantined, [version]: { since: new Date(this.now()).toISOString(), reason } } };
      return {
        map: { remotes: { ...state.map.remotes, [remote]: next } },
        audit: { actor: 'auto', action: 'quarantine', remote, from: null, to: version, reason: `server render quarantined: ${reason}` },
        value: { changed: true },
      };
    });
  }

  /** A release manager lets the edge render a quarantined version on the server again. */
  async clearQuarantine(remote: RemoteName, version: string, options: ChangeOptions): Promise<{ revision: number }> {
    return this.store.transaction((state) => {
      this.assertRevision(state.map.revision, options.expectedRevision);
      const current = state.map.remotes[remote];
      if (!current?.quarantined?.[version]) throw new ReleaseError(404, `${remote} ${version} is not quarantined`);
      const { [version]: _cleared, ...rest } = current.quarantined;
      const { quarantined: _all, ...base } = current;
      const next: RemoteState = { ...base, ...(Object.keys(rest).length > 0 ? { quarantined: rest } : {}) };
      return {
        map: { remotes: { ...state.map.remotes, [remote]: next } },
        audit: { actor: options.actor, action: 'clear-quarantine', remote, from: version, to: null, reason: options.reason || 'quarantine cleared' },
        value: { revision: state.map.revision + 1 },
      };
    });
  }

  /** Whether the edge may render `version` of `remote` on the server (the last map this process read). */
  isQuarantined(remote: RemoteName, version: string): boolean {
    return Boolean(this.store.read().map.remotes[remote]?.quarantined?.[version]);
  }

  /** A signed link that makes one browser load `version` of `remote` until it expires. Checked and audited. */
  async overrideLink(
    remote: RemoteName,
    version: string,
    minutes: number,
    options: ChangeOptions & { baseUrl: string },
  ): Promise<{ url: string; expiresAt: string; checks: CheckOutcome }> {
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_OVERRIDE_MINUTES) {
      throw new ReleaseError(400, `minutes must be between 1 and ${MAX_OVERRIDE_MINUTES} (default ${DEFAULT_OVERRIDE_MINUTES})`);
    }
    await this.freshRecord(remote, version);
    const outcome = await this.checkOrRefuse(remote, version, options.force);
    const exp = this.now() + Math.round(minutes * 60_000);
    const token = signOverride({ remote, version, exp }, this.config.overrideSecret);
    await this.store.transaction(() => ({
      audit: {
        actor: options.actor,
        action: 'override-link',
        remote,
        from: null,
        to: version,
        reason: options.reason || `QA override link for ${minutes} min`,
        checks: outcome.results,
        ...(outcome.ok ? {} : { forced: true }),
      },
      value: undefined,
    }));
    const url = `${options.baseUrl.replace(/\/$/, '')}/_release/override?token=${encodeURIComponent(token)}`;
    return { url, expiresAt: new Date(exp).toISOString(), checks: outcome };
  }

  /**
   * One page view's measures, from a report whose token the edge verified (the token's visitor, page view and served
   * versions; never the report's own claims). Each served remote's version gets a sample; then, for a remote whose
   * canary this page view had, the judge compares the canary with live over the same window and stops a canary that
   * is worse by more than the margins (actor `auto`, the numbers in the audit entry).
   */
  async recordMeasures(report: PageViewReport): Promise<{ counted: boolean; canaryStopped: boolean; newFailures: RemoteName[] }> {
    const now = this.now();
    let counted = false;
    const canaries: RemoteName[] = [];
    const newFailures: RemoteName[] = [];
    for (const [remote, served] of Object.entries(report.served) as [RemoteName, { version: string; channel: 'live' | 'canary' | 'override' }][]) {
      const failed = report.failedRemotes.includes(remote) || (report.page === remote && report.jsErrors > 0);
      const vitals = report.page === remote ? report.vitals : {};
      const outcome = await this.measures.record({
        remote,
        version: served.version,
        channel: served.channel,
        visitorId: report.visitorId,
        pageView: report.pageView,
        address: report.address,
        at: now,
        failed,
        ...vitals,
      });
      if (outcome.status === 'capped') continue;
      counted = true;
      if (outcome.newlyFailed && report.failedRemotes.includes(remote)) newFailures.push(remote);
      // A live sample can complete the baseline as much as a canary one completes the canary's sample.
      const canary = this.store.read().map.remotes[remote]?.canary;
      if (canary && canary.percent > 0 && served.channel !== 'override') canaries.push(remote);
    }
    let canaryStopped = false;
    for (const remote of canaries) if (await this.judgeSoon(remote)) canaryStopped = true;
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now;
      await this.measures.prune(now - this.config.canaryWindowMs);
    }
    return { counted, canaryStopped, newFailures };
  }

  /** The window the canary of `remote` is judged over: since it started, at most canaryWindowMs back. */
  private windowStart(since: string | undefined): number {
    const start = since ? Date.parse(since) : 0;
    return Math.max(Number.isFinite(start) ? start : 0, this.now() - this.config.canaryWindowMs);
  }

  /**
   * Judges at most once per RELEASE_CANARY_JUDGE_INTERVAL_MS per remote (a summary reads the whole window); a report
   * inside the interval leaves one judgement due at its end, so the last report is always judged.
   */
  private judgeSoon(remote: RemoteName): Promise<boolean> {
    const interval = this.config.canaryJudgeIntervalMs;
    const state = this.judging.get(remote) ?? { last: -Infinity };
    this.judging.set(remote, state);
    const now = this.now();
    if (now - state.last >= interval) {
      state.last = now;
      return this.judge(remote);
    }
    if (!state.timer) {
      state.timer = setTimeout(() => {
        state.timer = undefined;
        state.last = this.now();
        this.judge(remote).catch((error: unknown) => console.error('[canary judge]', remote, error));
      }, interval - (now - state.last));
      state.timer.unref();
    }
    return Promise.resolve(false);
  }

  /** Judges the running canary of `remote`; true when it was stopped. */
  private async judge(remote: RemoteName): Promise<boolean> {
    const current = this.store.read().map.remotes[remote];
    const canary = current?.canary;
    if (!current || !canary || canary.percent === 0) return false;
    const since = this.windowStart(canary.since);
    const [canaryMeasures, liveMeasures] = await Promise.all([
      this.measures.summarize(remote, canary.version, since),
      this.measures.summarize(remote, current.live, since),
    ]);
    const verdict = judgeCanary(canaryMeasures, liveMeasures, this.judgeConfig());
    if (verdict.verdict !== 'fail') return false;
    try {
      await this.setCanary(remote, canary.version, 0, {
        actor: 'auto',
        skipChecks: true,
        reason: `canary judge: ${remote} ${canary.version} ${verdict.reason}`,
        measures: {
          rule: verdict.rule,
          since: new Date(since).toISOString(),
          canary: canaryMeasures,
          live: liveMeasures,
          thresholds: this.judgeConfig(),
        },
      });
    } catch (error) {
      // Someone changed the canary meanwhile (404/409): nothing left to stop.
      if (error instanceof ReleaseError) return false;
      throw error;
    }
    return true;
  }

  private judgeConfig(): JudgeConfig {
    return {
      minCanaryVisitors: this.config.canaryMinVisitors,
      minLiveVisitors: this.config.canaryMinLiveVisitors,
      failureMargin: this.config.canaryFailureMargin,
      latencyMargin: this.config.canaryLatencyMargin,
    };
  }

  /** Each remote's live and canary measures over the canary's window (the release page's charts). */
  async measuresReport(): Promise<MeasuresReport> {
    const { map } = this.store.read();
    const remotes: MeasuresReport['remotes'] = {};
    for (const remote of REMOTE_NAMES) {
      const current = map.remotes[remote];
      if (!current) continue;
      const canary = current.canary && current.canary.percent > 0 ? current.canary : undefined;
      const since = this.windowStart(canary?.since);
      remotes[remote] = {
        since: new Date(since).toISOString(),
        live: await this.measures.summarize(remote, current.live, since),
        ...(canary ? { canary: await this.measures.summarize(remote, canary.version, since), percent: canary.percent } : {}),
      };
    }
    return { thresholds: this.judgeConfig(), sampleRate: this.config.rumSampleRate, remotes };
  }

  /**
   * Connects the store (PostgreSQL: migrations, first read, LISTEN) and makes the first credentials if there are none
   * (their tokens printed only when `showTokens`, by default when stdout is a terminal outside CI: `mayShowTokens`).
   */
  async open(print?: (text: string) => void, showTokens?: boolean): Promise<this> {
    await this.store.init();
    if (this.config.credentialsInStore && this.store instanceof PgReleaseStore) await this.store.ensureCredentials(print, showTokens);
    return this;
  }

  history(limit?: number, remote?: string): Promise<AuditEntry[]> {
    return this.store.history(limit, remote);
  }
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
