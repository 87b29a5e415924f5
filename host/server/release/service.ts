import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, FEDERATION_NAMES, type RemoteName } from '@casino/contract/release';
import type { AuditEntry } from './audit';
import { checkVersion, httpManifestFetcher, type CheckOutcome, type ManifestFetcher } from './checks';
import type { ReleaseConfig } from './config';
import { readHostShared } from './host-shared';
import { parseManifest } from './manifest';
import { DEFAULT_OVERRIDE_MINUTES, MAX_OVERRIDE_MINUTES, signOverride } from './override';
import { pushPrevious, ReleaseStore, type RemoteState, type VersionRecord } from './store';

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
}

/** Every release operation, shared by the edge's HTTP API and the CLI's direct mode. */
export class ReleaseService {
  readonly store: ReleaseStore;
  private readonly fetchManifest: ManifestFetcher;
  private readonly now: () => number;
  /** remote@version -> visitor id -> when its browser last reported a failure of that canary. */
  private readonly canaryFailures = new Map<string, Map<string, number>>();

  constructor(
    readonly config: ReleaseConfig,
    options: ServiceOptions = {},
  ) {
    this.store = new ReleaseStore(config.releaseDir);
    this.fetchManifest = options.fetchManifest ?? httpManifestFetcher(config.manifestTimeoutMs);
    this.now = options.now ?? Date.now;
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
            versions: this.versions(remote).map(({ version, publishedAt, publishedBy, manifestUrl }) => ({ version, publishedAt, publishedBy, manifestUrl })),
          },
        ]),
      ),
    };
  }

  async check(remote: RemoteName, version: string): Promise<CheckOutcome> {
    const record = this.record(remote, version);
    const host = readHostShared(this.config.hostDist, this.config.hostPackageJson, this.config.repoRoot);
    return checkVersion(record, {
      allowedOrigins: this.config.allowedOrigins,
      hostShared: host.shared,
      hostFederationVersion: host.federationVersion,
      ...(host.runtimeSurface ? { hostRuntimeSurface: host.runtimeSurface } : {}),
      fetchManifest: this.fetchManifest,
    });
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
    let manifest;
    try {
      manifest = parseManifest(manifestBytes);
    } catch (error) {
      throw new ReleaseError(400, `${MANIFEST_FILE} is not valid JSON: ${(error as Error).message}`);
    }
    const digest = contentDigest(input.files);
    const version = input.version ?? `${input.packageVersion}-${digest.slice(0, 8)}`;
    if (!VERSION_PATTERN.test(version)) throw new ReleaseError(400, `"${version}" is not a valid version (letters, digits, dots, hyphens)`);
    const { remote } = input;
    const target = path.join(this.config.cdnDir, remote, version);

    return this.store.transaction((state) => {
      const existing = state.registry.versions[remote]?.[version];
      if (existing) {
        if (existing.contentDigest === digest) return { value: { status: 'unchanged', record: existing } as PublishResult };
        throw new ReleaseError(409, `${remote} ${version} is already published with other content (digest ${existing.contentDigest.slice(0, 12)}); publish a new version`);
      }
      if (fs.existsSync(target)) {
        // A folder without a registry entry: a publish that died after copying. Reuse it only if it is the same build.
        if (contentDigest(readDistFolder(target)) !== digest) {
          throw new ReleaseError(409, `${target} already exists with other content; versions are never overwritten`);
        }
      } else {
        const incoming = path.join(this.config.cdnDir, remote, `.incoming-${version}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
        for (const [name, content] of input.files) {
          const file = path.join(incoming, ...name.split('/'));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, content);
        }
        fs.renameSync(incoming, target);
      }
      const record: VersionRecord = {
        remote,
        version,
        manifestUrl: `${this.config.cdnUrl}/${remote}/${version}/${MANIFEST_FILE}`,
        manifestSha256: crypto.createHash('sha256').update(manifestBytes).digest('hex'),
        contentDigest: digest,
        federationName: manifest.name,
        ...(manifest.remoteEntry ? { remoteEntry: manifest.remoteEntry } : {}),
        exposes: manifest.exposes,
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
    this.record(remote, version);
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
        ...(current?.canary && current.canary.version !== version ? { canary: current.canary } : {}),
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
  async setCanary(remote: RemoteName, version: string, percent: number, options: ChangeOptions & { skipChecks?: boolean }): Promise<{ revision: number }> {
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new ReleaseError(400, 'percent must be between 0 and 100');
    percent = Math.round(percent * 100) / 100;
    this.record(remote, version);
    const outcome = percent > 0 && !options.skipChecks ? await this.checkOrRefuse(remote, version, options.force) : undefined;
    return this.store.transaction((state) => {
      this.assertRevision(state.map.revision, options.expectedRevision);
      const current = state.map.remotes[remote];
      if (!current) throw new ReleaseError(409, `${remote} has no live version yet; switch one live first`);
      if (current.live === version && percent > 0) throw new ReleaseError(409, `${remote} ${version} is already live`);
      const before = current.canary;
      if (before?.version === version && before.percent === percent) return { value: { revision: state.map.revision } };
      const sameCohort = before?.version === version;
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
      const next: RemoteState = { live: previous, previous: current.previous.slice(0, -1).filter((v) => v !== previous) };
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
    this.record(remote, version);
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
   * A canary load failure reported by a browser the edge served that canary to (the edge verified its signed report
   * token). Each visitor counts once per remote and version; failures from canaryFailureLimit distinct visitors within
   * the window turn the canary off (actor `auto`). The audit reason is the service's own words, never the report's.
   */
  async reportFailure(report: { remote: RemoteName; version: string; visitorId: string }): Promise<{ canaryStopped: boolean }> {
    const canary = this.store.read().map.remotes[report.remote]?.canary;
    if (!canary || canary.version !== report.version || canary.percent === 0) return { canaryStopped: false };
    const key = `${report.remote}@${report.version}`;
    const now = this.now();
    const visitors = this.canaryFailures.get(key) ?? new Map<string, number>();
    visitors.set(report.visitorId, now);
    for (const [visitor, at] of visitors) if (now - at > this.config.canaryFailureWindowMs) visitors.delete(visitor);
    this.canaryFailures.set(key, visitors);
    if (visitors.size < this.config.canaryFailureLimit) return { canaryStopped: false };
    this.canaryFailures.delete(key);
    await this.setCanary(report.remote, report.version, 0, {
      actor: 'auto',
      skipChecks: true,
      reason: `${visitors.size} visitors could not load ${report.remote} ${report.version} within ${Math.round(this.config.canaryFailureWindowMs / 1000)} s`,
    });
    return { canaryStopped: true };
  }

  history(limit?: number, remote?: string): AuditEntry[] {
    return this.store.history(limit, remote);
  }
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
