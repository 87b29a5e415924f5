import path from 'node:path';

/** Runtime configuration, all from the environment with local defaults (README: "Reference API"). */
export interface ApiConfig {
  host: string;
  port: number;
  /** SQLite file; ':memory:' is allowed for tests. */
  dbFile: string;
  /** Where uploaded verification documents are stored. */
  uploadsDir: string;
  /** Lifetime of an access token; short values let tests force a 401. */
  accessTokenTtlSeconds: number;
  /** How long after issue an (expired, unrevoked) token may still be exchanged at /token/refresh. */
  refreshWindowSeconds: number;
  /** Public base URL of this API as the browser sees it (game launch URLs, thumbnails). Empty: relative URLs. */
  publicUrl: string;
  /** Rate limits for sign-in, OTP, PIN and reset endpoints: per account, and ten times this per address. */
  authRateLimitPerMinute: number;
  /**
   * The secret every /api/v1/_dev/* call (outbox, operator switches) must send as X-Dev-Secret. Empty: the switches do
   * not exist. Set only by the test stack and `pnpm dev` (scripts/stack.mjs); never in production.
   */
  devSecret: string;
  /**
   * The secret a widget provider or partner signs the identities it hands to /social/auth and /sign-in/external with
   * (modules/auth/provider-token.ts), at least 32 characters. Empty: only the test stack's stand-in provider signs
   * (when the dev switches are on); otherwise every such token is refused.
   */
  externalAuthSecret: string;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax): the edge, on this machine by default. */
  trustedProxies: string[];
  logLevel: string;
  /**
   * The responsible-gaming profile (docs/responsible-gaming.md): `auto` picks it from the player's country (a guest gets
   * `default`); `default`, `uk`, `mga`, `se` or `de` applies that one to everyone (a site licensed in one market).
   */
  rgProfile: string;
}

const dataDir = path.resolve(__dirname, '..', 'data');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** A guessable secret would reopen the switches to anyone who can reach the API. */
export const DEV_SECRET_MIN_LENGTH = 24;

function devSecretFromEnv(): string {
  const secret = process.env.API_DEV_SECRET ?? '';
  if (secret !== '' && secret.length < DEV_SECRET_MIN_LENGTH) {
    throw new Error(`API_DEV_SECRET must have at least ${DEV_SECRET_MIN_LENGTH} characters (or be unset: no dev switches)`);
  }
  return secret;
}

function externalAuthSecretFromEnv(): string {
  const secret = process.env.API_EXTERNAL_AUTH_SECRET ?? '';
  if (secret !== '' && secret.length < 32) throw new Error('API_EXTERNAL_AUTH_SECRET must have at least 32 characters (or be unset)');
  return secret;
}

const RG_PROFILES = ['auto', 'default', 'uk', 'mga', 'se', 'de'];
function rgProfileFromEnv(): string {
  const value = process.env.API_RG_PROFILE || 'auto';
  if (!RG_PROFILES.includes(value)) throw new Error(`API_RG_PROFILE must be one of ${RG_PROFILES.join(', ')}, got "${value}"`);
  return value;
}

export function loadConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const dbFile = process.env.API_DB || path.join(dataDir, 'casino.sqlite');
  return {
    host: process.env.API_HOST || '127.0.0.1',
    port: intFromEnv('API_PORT', 4000),
    dbFile,
    uploadsDir: process.env.API_UPLOADS || path.join(path.dirname(path.resolve(dbFile)), 'uploads'),
    accessTokenTtlSeconds: intFromEnv('API_TOKEN_TTL', 15 * 60),
    refreshWindowSeconds: intFromEnv('API_REFRESH_WINDOW', 30 * 24 * 3600),
    publicUrl: (process.env.API_PUBLIC_URL || '').replace(/\/$/, ''),
    authRateLimitPerMinute: intFromEnv('API_AUTH_RATE_LIMIT', 20),
    devSecret: devSecretFromEnv(),
    externalAuthSecret: externalAuthSecretFromEnv(),
    trustedProxies: (process.env.API_TRUSTED_PROXIES ?? 'loopback').split(',').map((item) => item.trim()).filter(Boolean),
    logLevel: process.env.API_LOG_LEVEL || 'warn',
    rgProfile: rgProfileFromEnv(),
    ...overrides,
  };
}
