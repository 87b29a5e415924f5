import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { DEFAULT_PAGE_CACHE_BYTES, DEFAULT_RENDER_CONCURRENCY, DEFAULT_RENDER_QUEUE } from './page-cache';
import { findRepoRoot, intFromEnv, listFromEnv, originOf } from './paths';

/**
 * The edge server's configuration, all from the environment (docs/releases.md, docs/ports-and-folders.md):
 *   EDGE_PORT (3000), EDGE_HOST (127.0.0.1; set 0.0.0.0 to serve other machines), API_URL (http://127.0.0.1:4000),
 *   CDN_URL (http://localhost:3100), RELEASE_ALLOWED_ORIGINS (comma list, default CDN_URL's origin),
 *   HOST_DIST (<repo>/host/dist), RELEASE_DIR (<repo>/.var/release),
 *   EDGE_DEV_HOST_URL (dev mode: page assets come from the host dev server, e.g. http://localhost:3200),
 *   EDGE_RETIRED_LOCALES (comma list, used when the API's /settings cannot be read),
 *   EDGE_EXTRA_SCRIPT_ORIGINS (comma list of further script origins for the CSP, e.g. a captcha provider),
 *   EDGE_DEV_REMOTES (dev mode: JSON {"games": "http://localhost:3201/mf-manifest.json", ...}; those remotes are served
 *   from their dev servers instead of the release map),
 *   EDGE_PUBLIC_URL (the address players use, default http://localhost:<EDGE_PORT>; required with NODE_ENV=production),
 *   EDGE_TRUSTED_PROXIES (comma list of proxy addresses in front of the edge whose X-Forwarded-For is believed),
 *   RELEASE_PUBLISH_LIMIT_MB (100: the largest publish upload),
 *   EDGE_SSR (1: guests' public pages are rendered on the server, docs/server-render.md; 0 turns it off),
 *   EDGE_SSR_DEADLINE_MS (1500: a remote's server build or an API answer later than this is left to the browser),
 *   EDGE_PAGE_CACHE_MB (64: the most memory the guest page cache holds), EDGE_SSR_CONCURRENCY (8: renders at once),
 *   EDGE_SSR_QUEUE (32: renders waiting; past it a guest gets the stale page or the browser-rendered one),
 *   docs/server-render.md "The guest page cache".
 *   EDGE_SHARE_IMAGE (the share-card picture of a page without its own, default the PNG card /share-card.png),
 *   EDGE_METRICS_TOKEN (the bearer token of GET /_metrics, at least 24 characters; unset: no metrics route).
 */
export interface EdgeConfig {
  host: string;
  port: number;
  apiUrl: string;
  cdnUrl: string;
  /** Origins remotes may be loaded from: in the CSP and in the release checks. */
  remoteOrigins: string[];
  hostDist: string;
  releaseDir: string;
  devHostUrl: string | undefined;
  retiredLocalesFallback: string[];
  extraScriptOrigins: string[];
  /**
   * The tag manager / analytics property is configured (API_GTM_ID or API_GA_ID, the same variables the API hands to
   * the browser in /settings): the CSP then allows exactly Google's tag and measurement hosts, and nothing otherwise.
   */
  analytics: boolean;
  /** Dev mode: remote -> dev server manifest URL, in place of the published versions. */
  devRemotes: Partial<Record<RemoteName, string>>;
  /** The address players use: override links point at it; https turns on HSTS and Secure cookies. */
  publicUrl: string;
  /** Addresses of proxies in front of the edge whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  /** The largest publish upload, in bytes. */
  publishBodyLimit: number;
  /** Guests' public pages are rendered on the server (never in dev mode). */
  serverRender: boolean;
  renderDeadlineMs: number;
  /** The guest page cache's bound in bytes, and the render queue (page-cache.ts). */
  pageCacheBytes: number;
  renderConcurrency: number;
  renderQueue: number;
  /** The picture of a share card for a page without its own (EDGE_SHARE_IMAGE, a site path or URL; social-meta.ts). */
  shareImage?: string;
  /** Bearer token a Prometheus scraper sends to GET /_metrics; unset, the route answers 404 (metrics.ts). */
  metricsToken?: string;
}

export const isHttps = (config: Pick<EdgeConfig, 'publicUrl'>) => config.publicUrl.startsWith('https://');

export function loadEdgeConfig(overrides: Partial<EdgeConfig> = {}): EdgeConfig {
  const repoRoot = findRepoRoot();
  const cdnUrl = (process.env.CDN_URL || 'http://localhost:3100').replace(/\/$/, '');
  const devHostUrl = process.env.EDGE_DEV_HOST_URL?.replace(/\/$/, '') || undefined;
  const configured = listFromEnv('RELEASE_ALLOWED_ORIGINS');
  const devRemotes = parseDevRemotes(process.env.EDGE_DEV_REMOTES);
  // The remote dev servers are allowed by the addresses EDGE_DEV_REMOTES gives (`pnpm dev` derives them from
  // DEV_PORT_BASE, scripts/stack.mjs): one place, so moved dev servers are the ones allowed.
  const remoteOrigins = [...(configured.length > 0 ? configured : [cdnUrl]), ...Object.values(devRemotes)].map(originOf);
  const port = intFromEnv('EDGE_PORT', 3000);
  const publicUrl = process.env.EDGE_PUBLIC_URL?.replace(/\/$/, '');
  if (!publicUrl && process.env.NODE_ENV === 'production') {
    throw new Error('NODE_ENV=production needs EDGE_PUBLIC_URL, the address players use (override links point at it)');
  }
  return {
    host: process.env.EDGE_HOST || '127.0.0.1',
    port,
    publicUrl: publicUrl ? originOf(publicUrl) : `http://localhost:${port}`,
    trustedProxies: listFromEnv('EDGE_TRUSTED_PROXIES'),
    publishBodyLimit: intFromEnv('RELEASE_PUBLISH_LIMIT_MB', 100) * 1024 * 1024,
    apiUrl: (process.env.API_URL || 'http://127.0.0.1:4000').replace(/\/$/, ''),
    cdnUrl,
    remoteOrigins: [...new Set(remoteOrigins)],
    hostDist: path.resolve(process.env.HOST_DIST || path.join(repoRoot, 'host', 'dist')),
    releaseDir: path.resolve(process.env.RELEASE_DIR || path.join(repoRoot, '.var', 'release')),
    devHostUrl,
    retiredLocalesFallback: listFromEnv('EDGE_RETIRED_LOCALES'),
    extraScriptOrigins: listFromEnv('EDGE_EXTRA_SCRIPT_ORIGINS').map(originOf),
    analytics: Boolean((process.env.API_GTM_ID ?? '').trim() || (process.env.API_GA_ID ?? '').trim()),
    devRemotes,
    serverRender: process.env.EDGE_SSR !== '0' && !devHostUrl,
    renderDeadlineMs: intFromEnv('EDGE_SSR_DEADLINE_MS', 1500),
    pageCacheBytes: intFromEnv('EDGE_PAGE_CACHE_MB', DEFAULT_PAGE_CACHE_BYTES / (1024 * 1024)) * 1024 * 1024,
    renderConcurrency: Math.max(1, intFromEnv('EDGE_SSR_CONCURRENCY', DEFAULT_RENDER_CONCURRENCY)),
    renderQueue: Math.max(0, intFromEnv('EDGE_SSR_QUEUE', DEFAULT_RENDER_QUEUE)),
    ...(process.env.EDGE_SHARE_IMAGE ? { shareImage: process.env.EDGE_SHARE_IMAGE } : {}),
    ...(process.env.EDGE_METRICS_TOKEN ? { metricsToken: metricsToken(process.env.EDGE_METRICS_TOKEN) } : {}),
    ...overrides,
  };
}

function metricsToken(token: string): string {
  if (token.length < 24) throw new Error('EDGE_METRICS_TOKEN is weak: use at least 24 random characters');
  return token;
}

function parseDevRemotes(raw: string | undefined): Partial<Record<RemoteName, string>> {
  if (!raw) return {};
  const parsed = JSON.parse(raw) as Record<string, unknown>;
  const result: Partial<Record<RemoteName, string>> = {};
  for (const [remote, url] of Object.entries(parsed)) {
    if (!REMOTE_NAMES.includes(remote as RemoteName) || typeof url !== 'string') {
      throw new Error(`EDGE_DEV_REMOTES: "${remote}" must be one of ${REMOTE_NAMES.join(', ')} with a manifest URL`);
    }
    result[remote as RemoteName] = new URL(url).href;
  }
  return result;
}
