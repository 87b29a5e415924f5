import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { matchRoute } from '@casino/contract/routing/route-table';
import type { RenderRequest, RenderResult } from '../src/server/render-contract';

/** The host's server build: renderPage per page (host/src/server/entry.ts). */
interface HostServerBuild {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  loadedRemoteVersions(): Promise<string[]>;
}

export type RenderedPage = Extract<RenderResult, { kind: 'page' }>;
type Cacheable = Exclude<RenderResult, { kind: 'browser' }>;

/**
 * How long a guest page is served from memory as is, then served stale while one render refreshes it. The stale
 * window stays under the browser's query stale time (QUERY_STALE_TIME_MS, 30 s, shared/src/data/stale-time.ts), so the
 * data a cached page carries is still fresh when it hydrates: the browser does not fetch again what the page shows.
 */
export const GUEST_PAGE_FRESH_MS = 10_000;
export const GUEST_PAGE_STALE_MS = 20_000;
const GUEST_PAGE_CACHE_ENTRIES = 500;
/** A remote's server build or an API answer not here within this is left to the browser. */
export const DEFAULT_RENDER_DEADLINE_MS = 1500;

/** Header that asks for the browser-rendered page (the bench compares both renders of one page). */
export const RENDER_MODE_HEADER = 'x-casino-render';

/**
 * Which first loads the edge renders on the server (docs/server-render.md): a guest's (no auth_token cookie) GET of a
 * public page of the route table; player pages, the client-only contribution page and everything in dev mode are
 * rendered in the browser as before. So are the account remote's public pages (sign-in, registration, password reset,
 * e-mail confirmation, unsubscribe): each is a form, and a form submitted before its page hydrated would be sent by
 * the browser itself and lose what the player typed; none is a page a search engine needs.
 */
export function rendersOnServer(pathname: string, cookies: Record<string, string>, headers: Record<string, unknown>): boolean {
  if (cookies.auth_token) return false;
  if (headers[RENDER_MODE_HEADER] === 'browser') return false;
  const match = matchRoute(pathname);
  if (match.kind !== 'page') return false;
  if (match.entry.clientOnly || match.entry.remote === 'account') return false;
  return match.entry.access === 'public' || match.entry.access === 'guest-only';
}

/** The server entry of a remote version: `server/remoteEntry.js` in the folder of its browser manifest. */
export const serverEntryOf = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

interface CacheEntry {
  at: number;
  result: Promise<Cacheable | undefined>;
}

/**
 * The edge's server renderer: the host's server build, loaded once, and a short cache of guests' pages keyed by
 * release map, language inputs, device and path (stale-while-revalidate), so a burst of anonymous visits renders each
 * page once. A signed-in player's page is never rendered here, so never shared.
 */
export class ServerRenderer {
  private build: HostServerBuild | null | undefined;
  private builtFor: string | undefined;
  private readonly cache = new Map<string, CacheEntry>();
  stats = { renders: 0, hits: 0, stale: 0 };

  constructor(
    private readonly serverDir: string,
    private readonly options: { apiUrl: string; deadlineMs: number; now?: () => number },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The server build that belongs to this host build; none (browser rendering) when it is missing or stale. */
  private load(hostBuildId: string): HostServerBuild | null {
    if (this.build !== undefined && this.builtFor === hostBuildId) return this.build;
    if (this.build !== undefined) {
      // A new host build on disk: its server build is only taken up on restart (a host release is a deploy).
      if (this.build) console.warn('[ssr] the host build changed on disk; server rendering is off until the edge restarts');
      this.build = null;
      return null;
    }
    this.builtFor = hostBuildId;
    const main = path.join(this.serverDir, 'main.js');
    try {
      this.build = fs.existsSync(main) ? (createRequire(__filename)(main) as HostServerBuild) : null;
    } catch (error) {
      console.error('[ssr] the host server build did not load; pages render in the browser', error);
      this.build = null;
    }
    return this.build;
  }

  /** The page for this request: from the cache, or rendered; undefined means "send the browser-rendered page". */
  async render(input: {
    url: string;
    hostBuildId: string;
    map: BrowserReleaseMap;
    acceptLanguage: string;
    rememberedLocale: string | null;
    userAgent: string;
    deviceKind: string;
    deviceHint: string | null;
  }): Promise<Cacheable | undefined> {
    const build = this.load(input.hostBuildId);
    if (!build) return undefined;
    const remotes: RenderRequest['remotes'] = {};
    for (const [remote, release] of Object.entries(input.map.remotes) as [RemoteName, BrowserReleaseMap['remotes'][RemoteName]][]) {
      if (release) remotes[remote] = { version: release.version, entry: serverEntryOf(release.manifestUrl) };
    }
    const pathname = input.url.split('?')[0] ?? '/';
    const languageInputs = matchRoute(pathname).hasLocalePrefix ? '' : `${input.acceptLanguage.split(',')[0] ?? ''}|${input.rememberedLocale ?? ''}`;
    const key = JSON.stringify([remotes, languageInputs, input.deviceKind, input.url]);
    const request: RenderRequest = {
      url: input.url,
      apiUrl: this.options.apiUrl,
      remotes,
      acceptLanguage: input.acceptLanguage,
      rememberedLocale: input.rememberedLocale,
      userAgent: input.userAgent,
      deviceHint: input.deviceHint,
      deadlineMs: this.options.deadlineMs,
    };
    const hit = this.cache.get(key);
    const age = hit ? this.now() - hit.at : Infinity;
    if (hit && age < GUEST_PAGE_FRESH_MS) {
      this.stats.hits += 1;
      return hit.result;
    }
    const fresh = this.renderNow(build, request);
    if (hit && age < GUEST_PAGE_STALE_MS) {
      // Stale: this visitor gets the page at once; the next one gets the new render.
      this.stats.stale += 1;
      hit.at = this.now();
      void fresh.then((result) => result && this.store(key, fresh));
      return hit.result;
    }
    this.store(key, fresh);
    return fresh;
  }

  private store(key: string, result: Promise<Cacheable | undefined>): void {
    this.cache.delete(key);
    this.cache.set(key, { at: this.now(), result });
    void result.then((value) => {
      // A page that left parts to the browser (a deadline, a remote down) is not kept: the next visitor gets a full one.
      if (!value || (value.kind === 'page' && value.leftToBrowser.length > 0)) this.cache.delete(key);
    });
    while (this.cache.size > GUEST_PAGE_CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  private async renderNow(build: HostServerBuild, request: RenderRequest): Promise<Cacheable | undefined> {
    this.stats.renders += 1;
    try {
      const result = await build.renderPage(request);
      if (result.kind === 'browser') return undefined;
      if (result.kind === 'page' && result.leftToBrowser.length > 0) console.warn('[ssr]', request.url, 'left to the browser:', result.leftToBrowser.join('; '));
      return result;
    } catch (error) {
      console.error('[ssr] render failed; the page renders in the browser', request.url, error);
      return undefined;
    }
  }

  /** Diagnostics: remote versions whose server builds are in memory. */
  async loadedRemoteVersions(): Promise<string[]> {
    return this.build ? this.build.loadedRemoteVersions() : [];
  }
}
