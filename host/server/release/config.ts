import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { credentialsGrants, credentialsPath, ensureCredentials, MIN_TOKEN_LENGTH } from './credentials';
import { findRepoRoot, intFromEnv, listFromEnv, originOf } from '../paths';

/**
 * A bearer token and what it may do. Publishers are bound to one remote; the release manager does everything else.
 * `actor` is the token's name: the audit log records it for every change made with the token.
 */
export type TokenGrant =
  | { token: string; tokenIsSha256?: boolean; role: 'release-manager'; actor: string }
  | { token: string; tokenIsSha256?: boolean; role: 'publisher'; remote: RemoteName; actor: string };
/* `tokenIsSha256`: `token` is the hex sha256 of the token (the PostgreSQL store keeps nothing else). */

export interface ReleaseConfig {
  /** Where map.json, registry.json, audit.log and the lock live. */
  releaseDir: string;
  /** The CDN origin's folder: <remote>/<version>/ is copied here on publish. */
  cdnDir: string;
  /** Public base URL of the CDN origin as the browser sees it; manifest URLs are built from it. */
  cdnUrl: string;
  /** Origins a remote's manifest may live on (checked before any switch). */
  allowedOrigins: string[];
  hostDist: string;
  /** host/package.json: the fallback source of the host's shared singleton ranges when the build has no manifest. */
  hostPackageJson: string;
  repoRoot: string;
  /** The tokens that are valid now (re-read after a rotation). */
  grants: () => TokenGrant[];
  /** Where the generated credentials live, when RELEASE_TOKENS(_FILE) does not configure them (file store). */
  credentialsFile?: string;
  /** PostgreSQL release store (RELEASE_STORE_URL=postgres://...); unset: the file store in releaseDir. */
  releaseStoreUrl?: string;
  /** True when the credentials live (hashed) in the PostgreSQL store; `grants` is then wired to it by the service. */
  credentialsInStore?: boolean;
  /** PostgreSQL store: the periodic re-read behind LISTEN/NOTIFY (RELEASE_STORE_POLL_MS, default 5000). */
  storePollMs: number;
  /** HMAC key for QA override links and canary report tokens. */
  overrideSecret: string;
  /** The canary judge (canary-judge.ts, docs/releases.md "The canary judge"). */
  canaryMinVisitors: number;
  canaryMinLiveVisitors: number;
  /** Absolute: 0.05 stops a canary failing for 5 percentage points more of its visitors than live. */
  canaryFailureMargin: number;
  /** Relative: 0.2 stops a canary whose p75 LCP or INP is 20 % above live's. */
  canaryLatencyMargin: number;
  /** The window both versions are measured over (from the canary's start, at most this long back). */
  canaryWindowMs: number;
  /** Least time between two judgements of one remote's canary (the last report in between is judged at its end). */
  canaryJudgeIntervalMs: number;
  /** Visitors one address may add to a version's measures; page views one visitor may add. */
  rumVisitorsPerAddress: number;
  rumPageViewsPerVisitor: number;
  /** Share of live-only page views that are measured (0..1); a page view with any canary is always measured. */
  rumSampleRate: number;
  /** How long the checks wait for a manifest. */
  manifestTimeoutMs: number;
}

function parseGrants(raw: string, source: string): TokenGrant[] {
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error(`${source} must be a JSON array of {token, role, remote?, actor?}`);
  return parsed.map((item: Record<string, unknown>, index): TokenGrant => {
    const token = String(item.token ?? '');
    if (token.length < MIN_TOKEN_LENGTH) throw new Error(`${source}[${index}].token is weak: use at least ${MIN_TOKEN_LENGTH} random characters`);
    if (item.role === 'release-manager') return { token, role: 'release-manager', actor: String(item.actor ?? 'release-manager') };
    if (item.role === 'publisher' && REMOTE_NAMES.includes(item.remote as RemoteName)) {
      const remote = item.remote as RemoteName;
      return { token, role: 'publisher', remote, actor: String(item.actor ?? `publisher:${remote}`) };
    }
    throw new Error(`${source}[${index}] needs role "release-manager", or role "publisher" with a remote of ${REMOTE_NAMES.join(', ')}`);
  });
}

/** Configured tokens (RELEASE_TOKENS or RELEASE_TOKENS_FILE), else the generated credentials (created on first start). */
function loadGrants(releaseDir: string, storeUrl: string | undefined): Pick<ReleaseConfig, 'grants' | 'credentialsFile' | 'credentialsInStore'> {
  if (process.env.RELEASE_TOKENS) {
    const grants = parseGrants(process.env.RELEASE_TOKENS, 'RELEASE_TOKENS');
    return { grants: () => grants };
  }
  const file = process.env.RELEASE_TOKENS_FILE;
  if (file) {
    const grants = parseGrants(fs.readFileSync(file, 'utf8'), file);
    return { grants: () => grants };
  }
  // Several edges share the PostgreSQL store: their credentials live there, hashed (ReleaseService wires them up).
  if (storeUrl) return { grants: () => [], credentialsInStore: true };
  ensureCredentials(releaseDir);
  const credentialsFile = credentialsPath(releaseDir);
  return { grants: credentialsGrants(credentialsFile), credentialsFile };
}

/** NODE_ENV=production: the edge and the CLI refuse to start with a weak or missing secret. */
export const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * The override secret: RELEASE_OVERRIDE_SECRET, else (not in production) a random one kept (0600) in the release
 * folder. Production needs it configured and long: several edges must share it, and a short one can be guessed.
 */
function loadOverrideSecret(releaseDir: string): string {
  const configured = process.env.RELEASE_OVERRIDE_SECRET;
  if (configured !== undefined && configured.length < MIN_TOKEN_LENGTH) {
    throw new Error(`RELEASE_OVERRIDE_SECRET is weak: use at least ${MIN_TOKEN_LENGTH} random characters`);
  }
  if (configured) return configured;
  if (isProduction()) throw new Error(`NODE_ENV=production needs RELEASE_OVERRIDE_SECRET (at least ${MIN_TOKEN_LENGTH} random characters)`);
  const file = path.join(releaseDir, 'override-secret');
  fs.mkdirSync(releaseDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** A number from 0 to `max` (a share or a margin), else a clear error at start. */
function fractionFromEnv(name: string, fallback: number, max = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) throw new Error(`${name} must be a number from 0 to ${max} (got "${raw}")`);
  return value;
}

export function loadReleaseConfig(overrides: Partial<ReleaseConfig> = {}): ReleaseConfig {
  const repoRoot = overrides.repoRoot ?? findRepoRoot();
  const releaseDir = overrides.releaseDir ?? path.resolve(process.env.RELEASE_DIR || path.join(repoRoot, '.var', 'release'));
  const cdnUrl = (overrides.cdnUrl ?? process.env.CDN_URL ?? 'http://localhost:3100').replace(/\/$/, '');
  const allowed = listFromEnv('RELEASE_ALLOWED_ORIGINS');
  const releaseStoreUrl = overrides.releaseStoreUrl ?? (process.env.RELEASE_STORE_URL || undefined);
  if (releaseStoreUrl && !/^postgres(ql)?:\/\//.test(releaseStoreUrl)) throw new Error('RELEASE_STORE_URL must be a postgres:// URL (unset: the file store in RELEASE_DIR)');
  return {
    repoRoot,
    releaseDir,
    cdnDir: path.resolve(process.env.CDN_DIR || path.join(repoRoot, '.var', 'cdn')),
    cdnUrl,
    allowedOrigins: (allowed.length > 0 ? allowed : [cdnUrl]).map(originOf),
    hostDist: path.resolve(process.env.HOST_DIST || path.join(repoRoot, 'host', 'dist')),
    hostPackageJson: path.join(repoRoot, 'host', 'package.json'),
    ...(releaseStoreUrl ? { releaseStoreUrl } : {}),
    storePollMs: intFromEnv('RELEASE_STORE_POLL_MS', 5000),
    ...(overrides.grants ? { grants: overrides.grants } : loadGrants(releaseDir, releaseStoreUrl)),
    overrideSecret: overrides.overrideSecret ?? loadOverrideSecret(releaseDir),
    canaryMinVisitors: intFromEnv('RELEASE_CANARY_MIN_VISITORS', 50),
    canaryMinLiveVisitors: intFromEnv('RELEASE_CANARY_MIN_LIVE_VISITORS', 50),
    canaryFailureMargin: fractionFromEnv('RELEASE_CANARY_FAILURE_MARGIN', 0.05),
    canaryLatencyMargin: fractionFromEnv('RELEASE_CANARY_LATENCY_MARGIN', 0.2, 10),
    canaryWindowMs: intFromEnv('RELEASE_CANARY_WINDOW_SECONDS', 3600) * 1000,
    canaryJudgeIntervalMs: intFromEnv('RELEASE_CANARY_JUDGE_INTERVAL_MS', 1000),
    rumVisitorsPerAddress: intFromEnv('RELEASE_RUM_VISITORS_PER_ADDRESS', 3),
    rumPageViewsPerVisitor: intFromEnv('RELEASE_RUM_PAGE_VIEWS_PER_VISITOR', 20),
    rumSampleRate: fractionFromEnv('RELEASE_RUM_SAMPLE_RATE', 0.1),
    manifestTimeoutMs: intFromEnv('RELEASE_MANIFEST_TIMEOUT_MS', 5000),
    ...overrides,
  };
}
