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
  /** Rate limits for sign-in and OTP endpoints, per IP and login. */
  authRateLimitPerMinute: number;
  /** Enables /api/v1/_dev/* (outbox, operator switches). Never on in production. */
  devEndpoints: boolean;
  logLevel: string;
}

const dataDir = path.resolve(__dirname, '..', 'data');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
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
    devEndpoints: process.env.API_DEV_ENDPOINTS !== '0',
    logLevel: process.env.API_LOG_LEVEL || 'warn',
    ...overrides,
  };
}
