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
  | { token: string; role: 'release-manager'; actor: string }
  | { token: string; role: 'publisher'; remote: RemoteName; actor: string };

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
  /** Where the generated credentials live, when RELEASE_TOKENS(_FILE) does not configure them. */
  credentialsFile?: string;
  /** HMAC key for QA override links and canary report tokens. */
  overrideSecret: string;
  /** Distinct visitors whose browsers failed to load a canary within the window that turn it off automatically. */
  canaryFailureLimit: number;
  canaryFailureWindowMs: number;
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
function loadGrants(releaseDir: string): Pick<ReleaseConfig, 'grants' | 'credentialsFile'> {
  if (process.env.RELEASE_TOKENS) {
    const grants = parseGrants(process.env.RELEASE_TOKENS, 'RELEASE_TOKENS');
    return { grants: () => grants };
  }
  const file = process.env.RELEASE_TOKENS_FILE;
  if (file) {
    const grants = parseGrants(fs.readFileSync(file, 'utf8'), file);
    return { grants: () => grants };
  }
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

export function loadReleaseConfig(overrides: Partial<ReleaseConfig> = {}): ReleaseConfig {
  const repoRoot = overrides.repoRoot ?? findRepoRoot();
  const releaseDir = overrides.releaseDir ?? path.resolve(process.env.RELEASE_DIR || path.join(repoRoot, '.var', 'release'));
  const cdnUrl = (overrides.cdnUrl ?? process.env.CDN_URL ?? 'http://localhost:3100').replace(/\/$/, '');
  const allowed = listFromEnv('RELEASE_ALLOWED_ORIGINS');
  return {
    repoRoot,
    releaseDir,
    cdnDir: path.resolve(process.env.CDN_DIR || path.join(repoRoot, '.var', 'cdn')),
    cdnUrl,
    allowedOrigins: (allowed.length > 0 ? allowed : [cdnUrl]).map(originOf),
    hostDist: path.resolve(process.env.HOST_DIST || path.join(repoRoot, 'host', 'dist')),
    hostPackageJson: path.join(repoRoot, 'host', 'package.json'),
    ...(overrides.grants ? { grants: overrides.grants } : loadGrants(releaseDir)),
    overrideSecret: overrides.overrideSecret ?? loadOverrideSecret(releaseDir),
    canaryFailureLimit: intFromEnv('RELEASE_CANARY_FAILURE_LIMIT', 5),
    canaryFailureWindowMs: intFromEnv('RELEASE_CANARY_FAILURE_WINDOW_SECONDS', 60) * 1000,
    manifestTimeoutMs: intFromEnv('RELEASE_MANIFEST_TIMEOUT_MS', 5000),
    ...overrides,
  };
}
