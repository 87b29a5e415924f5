import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared/release/contract';
import { findRepoRoot, intFromEnv, listFromEnv, originOf } from '../paths';

/** A bearer token and what it may do. Publishers are bound to one remote; the release manager does everything else. */
export type TokenGrant =
  | { token: string; role: 'release-manager'; actor: string }
  | { token: string; role: 'publisher'; remote: RemoteName; actor: string };

/**
 * The local defaults used when RELEASE_TOKENS is not configured (docs/releases.md). They exist so `pnpm start` works
 * on a fresh clone; any real deployment sets RELEASE_TOKENS (or RELEASE_TOKENS_FILE) and these stop working.
 */
export const LOCAL_RELEASE_MANAGER_TOKEN = 'rm-local-dev-token';
export const localPublisherToken = (remote: RemoteName): string => `publisher-${remote}-local`;

export const LOCAL_DEFAULT_GRANTS: TokenGrant[] = [
  { token: LOCAL_RELEASE_MANAGER_TOKEN, role: 'release-manager', actor: 'release-manager (local)' },
  ...REMOTE_NAMES.map((remote): TokenGrant => ({
    token: localPublisherToken(remote),
    role: 'publisher',
    remote,
    actor: `publisher:${remote} (local)`,
  })),
];

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
  grants: TokenGrant[];
  /** HMAC key for QA override links. */
  overrideSecret: string;
  /** Canary failures from browsers within the window that turn the canary off automatically. */
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
    if (token.length < 8) throw new Error(`${source}[${index}].token must have at least 8 characters`);
    if (item.role === 'release-manager') return { token, role: 'release-manager', actor: String(item.actor ?? 'release-manager') };
    if (item.role === 'publisher' && REMOTE_NAMES.includes(item.remote as RemoteName)) {
      const remote = item.remote as RemoteName;
      return { token, role: 'publisher', remote, actor: String(item.actor ?? `publisher:${remote}`) };
    }
    throw new Error(`${source}[${index}] needs role "release-manager", or role "publisher" with a remote of ${REMOTE_NAMES.join(', ')}`);
  });
}

function loadGrants(): TokenGrant[] {
  if (process.env.RELEASE_TOKENS) return parseGrants(process.env.RELEASE_TOKENS, 'RELEASE_TOKENS');
  const file = process.env.RELEASE_TOKENS_FILE;
  if (file) return parseGrants(fs.readFileSync(file, 'utf8'), file);
  return LOCAL_DEFAULT_GRANTS;
}

/** The override secret: RELEASE_OVERRIDE_SECRET, else a random one kept (0600) in the release folder. */
function loadOverrideSecret(releaseDir: string): string {
  if (process.env.RELEASE_OVERRIDE_SECRET) return process.env.RELEASE_OVERRIDE_SECRET;
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
    grants: overrides.grants ?? loadGrants(),
    overrideSecret: overrides.overrideSecret ?? loadOverrideSecret(releaseDir),
    canaryFailureLimit: intFromEnv('RELEASE_CANARY_FAILURE_LIMIT', 5),
    canaryFailureWindowMs: intFromEnv('RELEASE_CANARY_FAILURE_WINDOW_SECONDS', 60) * 1000,
    manifestTimeoutMs: intFromEnv('RELEASE_MANIFEST_TIMEOUT_MS', 5000),
    ...overrides,
  };
}
