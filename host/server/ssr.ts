import fs from 'node:fs';
import path from 'node:path';
import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { declaredQuery, isSupportedLocale, type RouteEntry, type RouteMatch } from '@casino/contract/routing/route-match';
import { matchInSections } from '@casino/contract/routing/route-manifest';
import { acceptedLanguages, pageLocale } from '../src/guards/locale-guard';
import { FORM_POSTS, type ServerFormState } from '@casino/contract/form-posts';
import type { RenderRequest, WorkerRenderResult } from '../src/server/render-contract';
import { countPageCache, countRender } from './metrics';
import { guestPageKey, PageCache, type CacheOutcome, type GuestPageDecision, type PageCacheOptions } from './page-cache';
import { NO_RENDER_WORK, RenderWorkerPool, workerOptionsFromEnv, type RenderWork, type RenderWorkerOptions } from './render-workers/pool';

/**
 * The host's server build: renderPage per page (host/src/server/entry.ts), run in the render workers
 * (render-workers/pool.ts), never in the edge's process.
 */
interface HostServerBuild {
  renderPage(request: RenderRequest): Promise<WorkerRenderResult>;
  loadedRemoteVersions(): Promise<string[]>;
  renderWork(): Promise<RenderWork>;
  close(): void;
}

/** The sha256 of each file of a remote version's server folder, recorded at publish (release/publish-server-files.ts). */
export type ServerFilesOf = (remote: RemoteName, version: string) => Record<string, string> | undefined;

export type RenderedPage = Extract<WorkerRenderResult, { kind: 'page' }>;
type Cacheable = Exclude<WorkerRenderResult, { kind: 'browser' }>;
export { GUEST_PAGE_FRESH_MS, GUEST_PAGE_STALE_MS } from './page-cache';

/** A remote's server build or an API answer not here within this is left to the browser. */
export const DEFAULT_RENDER_DEADLINE_MS = 1500;

/** Header that asks for the browser-rendered page (the bench compares both renders of one page). */
export const RENDER_MODE_HEADER = 'x-casino-render';

/**
 * Which first loads the edge renders on the server for a guest, through the guest page cache (docs/server-render.md):
 * a GET without an auth_token cookie of a public page of the route table (a signed-in player's pages:
 * `playerRenderToken`); the client-only contribution page and everything in dev mode are rendered in the browser. The
 * account remote's public pages (sign-in, registration, password reset) render here too: their forms are real HTML
 * forms the edge answers (form-posts.ts), so one sent before hydration, or without JavaScript, loses nothing.
 */
export function rendersOnServer(match: RouteMatch, cookies: Record<string, string>, headers: Record<string, unknown>): boolean {
  if (cookies.auth_token) return false;
  if (headers[RENDER_MODE_HEADER] === 'browser') return false;
  if (match.kind !== 'page') return false;
  if (match.entry.clientOnly) return false;
  // Of the account remote's public pages, those with forms the edge answers; the others (social callbacks, e-mail
  // links) read their query in the browser.
  if (match.entry.remote === 'account' && !ACCOUNT_FORM_PAGES.has(match.entry.pattern)) return false;
  return match.entry.access === 'public' || match.entry.access === 'guest-only';
}

/** The account remote's public pages whose forms the edge answers (FORM_POSTS): rendered on the server. */
const ACCOUNT_FORM_PAGES: ReadonlySet<string> = new Set(Object.values(FORM_POSTS).filter((form) => form.session === 'guest').map((form) => form.page));

/** What an `auth_token` cookie may look like to be sent on to the API (a JWT or an opaque token); else the browser's page. */
const PLAYER_TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;

/** An `auth_token` cookie that may be a session (the server render and the guarded pages' redirect ask this). */
export const looksLikePlayerToken = (token: string | undefined): token is string => typeof token === 'string' && PLAYER_TOKEN.test(token);

/**
 * The signed-in counterpart of `rendersOnServer` (docs/server-render.md, "Signed-in players"): with an `auth_token`
 * cookie, a public page or a player page of the route table is rendered for that player, never cached. The public
 * account pages (forms) and the guest-only ones stay in the browser; the contribution page too. Returns the token to
 * render with, or null.
 */
export function playerRenderToken(match: RouteMatch, cookies: Record<string, string>, headers: Record<string, unknown>): string | null {
  const token = cookies.auth_token;
  if (!looksLikePlayerToken(token)) return null;
  if (headers[RENDER_MODE_HEADER] === 'browser') return null;
  if (match.kind !== 'page' || match.entry.clientOnly) return null;
  if (match.entry.access === 'player-only') return token;
  return match.entry.access === 'public' && match.entry.remote !== 'account' ? token : null;
}

/** The server entry of a remote version: `server/remoteEntry.js` in the folder of its browser manifest. */
export const serverEntryOf = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

/** A number per object (the recorded file hashes of a version, read once by the edge): part of a memo's key. */
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
function objectId(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) {
    id = ++lastObjectId;
    objectIds.set(value, id);
  }
  return id;
}

/** The bytes a render's answer holds in the cache. */
function sizeOfResult(result: Cacheable): number {
  if (result.kind === 'token-refused') return 0;
  if (result.kind === 'redirect') return Buffer.byteLength(result.location);
  return Buffer.byteLength(result.html) + Buffer.byteLength(result.hoisted) + Buffer.byteLength(result.stateJson) + Buffer.byteLength(JSON.stringify(result.head));
}

/**
 * Where the edge keeps quarantined versions (docs/releases.md, "Quarantine"): the release store, so every edge stops
 * rendering them; `quarantine` writes the audit entry (actor `auto`).
 */
export interface QuarantineStore {
  isQuarantined(remote: RemoteName, version: string): boolean;
  quarantine(remote: RemoteName, version: string, reason: string): Promise<unknown>;
}

/** Renders in a row that a version's own code failed (its region left to the browser) before it is quarantined. */
export const QUARANTINE_AFTER_FAILED_RENDERS = 3;

type Suspect = { remote: RemoteName; version: string };
const suspectKey = ({ remote, version }: Suspect) => `${remote}@${version}`;

/** A page that left parts to the browser (a deadline, a remote down) is not kept: the next visitor gets a full one. */
const keepResult = (result: Cacheable) => result.kind === 'redirect' || (result.kind === 'page' && result.leftToBrowser.length === 0);

/** What a visitor's request asks of the server render, as it arrived (raw headers included). */
export interface GuestPageRequest {
  url: string;
  hostBuildId: string;
  map: BrowserReleaseMap;
  acceptLanguage: string;
  rememberedLocale: string | null;
  userAgent: string;
  deviceKind: string;
  deviceHint: string | null;
  /** The route table of the versions served (route-manifests.ts). */
  routes: readonly RouteEntry[];
  /** The path matched against `routes`, when the caller has already (the edge resolves it once per request). */
  match?: RouteMatch;
}

/**
 * What the render of this request depends on, decided here once: the page's language (its prefix, or the one detected
 * from the whole Accept-Language header and the remembered locale, by the guards' own rule), the device, the declared
 * query parameters, the versions. The render is then asked with these decisions only, so the cache key (made of them)
 * and the page can never disagree, whatever a visitor writes in a header.
 */
export function decideGuestPage(input: GuestPageRequest): GuestPageDecision & { search: string } {
  const queryAt = input.url.indexOf('?');
  const pathname = queryAt < 0 ? input.url : input.url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : input.url.slice(queryAt);
  const match = input.match ?? matchInSections(pathname, input.routes);
  const rememberedLocale = isSupportedLocale(input.rememberedLocale) ? input.rememberedLocale : null;
  const language = pageLocale(match, { browserLanguages: acceptedLanguages(input.acceptLanguage), rememberedLocale });
  const versions: Record<string, string> = {};
  for (const [remote, release] of Object.entries(input.map.remotes)) if (release) versions[remote] = release.version;
  return {
    hostBuildId: input.hostBuildId,
    pathname,
    query: declaredQuery(match.kind === 'page' ? match.entry : undefined, search),
    search,
    language,
    rememberedLocale,
    device: input.deviceKind,
    versions,
  };
}

/**
 * The edge's server renderer: the host's server build, loaded once, and the guest page cache (page-cache.ts) keyed by
 * what the render decided, so a burst of anonymous visits renders each page once and no visitor can steer what
 * another is served. A signed-in player's page (renderForPlayer) never goes through that cache.
 */
export class ServerRenderer {
  private build: HostServerBuild | null | undefined;
  private builtFor: string | undefined;
  private readonly cache: PageCache<Cacheable>;
  /** Quarantined here, at once, before (or without) the store's write: `remote@version`. */
  private readonly quarantinedHere = new Set<string>();
  /** Each render request's versions served as canary or override: the only ones a lost worker is blamed on. */
  private readonly suspectsOf = new WeakMap<RenderRequest, Suspect[]>();
  /** Consecutive renders whose own region a non-live version failed. */
  private readonly failedRenders = new Map<string, number>();
  /** The render requests' `remotes`, one object per set of versions served (withRecordedFiles). */
  private readonly remoteSets = new Map<string, RenderRequest['remotes']>();

  constructor(
    private readonly serverDir: string,
    private readonly options: {
      apiUrl: string;
      deadlineMs: number;
      now?: () => number;
      cache?: Pick<PageCacheOptions<Cacheable>, 'maxBytes' | 'concurrency' | 'queue'>;
      /** The recorded hashes a worker checks a remote's server files against; without them no remote renders here. */
      serverFiles?: ServerFilesOf;
      /** The render workers' settings, over those of the environment (render-workers/pool.ts). */
      workers?: Partial<RenderWorkerOptions>;
      /** Quarantined versions (the release store); without it a quarantine holds in this process only. */
      quarantine?: QuarantineStore;
    },
  ) {
    this.cache = new PageCache<Cacheable>({ ...options.cache, sizeOf: sizeOfResult, keep: keepResult, ...(options.now ? { now: options.now } : {}) });
  }

  /** renders, hits, stale, joined (waited for a render under way), shed (the queue was full). */
  get stats() {
    return this.cache.stats;
  }

  /** Bytes and pages held, renders running or waiting. */
  get cacheState() {
    return { bytes: this.cache.bytes, pages: this.cache.size, pending: this.cache.pending };
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * The server build that belongs to this host build, running in its pool of render workers; none (browser rendering)
   * when it is missing or stale.
   */
  private load(hostBuildId: string): HostServerBuild | null {
    if (this.build !== undefined && this.builtFor === hostBuildId) return this.build;
    if (this.build !== undefined) {
      // A new host build on disk: its server build is only taken up on restart (a host release is a deploy).
      if (this.build) console.warn('[ssr] the host build changed on disk; server rendering is off until the edge restarts');
      this.build?.close();
      this.build = null;
      return null;
    }
    this.builtFor = hostBuildId;
    const main = path.join(this.serverDir, 'main.js');
    try {
      this.build = fs.existsSync(main)
        ? new RenderWorkerPool({
            ...workerOptionsFromEnv(main, this.options.deadlineMs),
            onLost: (requests, reason) => this.workerLost(requests, reason),
            ...this.options.workers,
          })
        : null;
    } catch (error) {
      console.error('[ssr] the render workers did not start; pages render in the browser', error);
      this.build = null;
    }
    return this.build;
  }

  /**
   * Each remote with the hashes its server files must have (a version without a record is left to the browser): one
   * object per set of versions, entries and records, so the render workers are sent it once per set (pool.ts
   * versionSetId) rather than with every render.
   */
  private withRecordedFiles(remotes: RenderRequest['remotes']): RenderRequest['remotes'] {
    let key = '';
    const files: Partial<Record<RemoteName, Record<string, string>>> = {};
    for (const [remote, release] of Object.entries(remotes) as [RemoteName, NonNullable<RenderRequest['remotes'][RemoteName]>][]) {
      const recorded = this.options.serverFiles?.(remote, release.version);
      if (recorded) files[remote] = recorded;
      key += `${remote}\n${release.version}\n${release.entry}\n${recorded ? objectId(recorded) : 0}\n`;
    }
    let result = this.remoteSets.get(key);
    if (!result) {
      result = {};
      for (const [remote, release] of Object.entries(remotes) as [RemoteName, NonNullable<RenderRequest['remotes'][RemoteName]>][]) {
        const recorded = files[remote];
        result[remote] = recorded ? { ...release, files: recorded } : release;
      }
      if (this.remoteSets.size >= 256) this.remoteSets.clear();
      this.remoteSets.set(key, result);
    }
    return result;
  }

  /** Whether `version` of `remote` is quarantined: rendered in the browser only. */
  isQuarantined(remote: RemoteName, version: string): boolean {
    return this.quarantinedHere.has(`${remote}@${version}`) || Boolean(this.options.quarantine?.isQuarantined(remote, version));
  }

  /**
   * A worker was lost while it rendered: every canary or override version in its renders is quarantined (never a live
   * version: a live page in flight on the same worker is a bystander, and the live version is the one that must keep
   * rendering). A worker lost on live pages alone is only replaced, as before.
   */
  private workerLost(requests: RenderRequest[], reason: string): void {
    const suspects = new Map<string, Suspect>();
    for (const request of requests) for (const suspect of this.suspectsOf.get(request) ?? []) suspects.set(suspectKey(suspect), suspect);
    for (const suspect of suspects.values()) this.quarantine(suspect, `a render worker was lost while rendering it (${reason})`);
  }

  private quarantine(suspect: Suspect, reason: string): void {
    const key = suspectKey(suspect);
    if (this.isQuarantined(suspect.remote, suspect.version)) return;
    this.quarantinedHere.add(key);
    this.failedRenders.delete(key);
    console.warn(`[ssr] ${key} quarantined: ${reason}; its pages render in the browser until a release manager clears it`);
    const store = this.options.quarantine;
    // Once the store holds it, the store decides (a release manager's clearing reaches every edge); while it cannot be
    // written (the store unreachable), this edge keeps it until it restarts.
    store?.quarantine(suspect.remote, suspect.version, reason).then(
      () => {
        if (store.isQuarantined(suspect.remote, suspect.version)) this.quarantinedHere.delete(key);
      },
      (error: unknown) => console.error(`[ssr] ${key}: the quarantine was not written to the release store (this edge keeps it)`, error),
    );
  }

  /** Stops the render workers (the edge's shutdown). */
  close(): void {
    this.build?.close();
  }

  /**
   * The page for this request: from the cache, or rendered; undefined means "send the browser-rendered page" (no
   * server build, a failed render, or the render queue full with no stale page to give). `report` hears how the cache
   * answered (hit, stale, render, joined, shed).
   */
  async render(input: GuestPageRequest, report?: (outcome: CacheOutcome) => void): Promise<Cacheable | undefined> {
    const build = this.load(input.hostBuildId);
    if (!build) return undefined;
    const decision = decideGuestPage(input);
    // The render request (the remotes' recorded file hashes, the quarantine and canary checks) is made only for a
    // render: a cache hit never needs it, and making it was about a tenth of a hit's CPU time in the edge.
    const { value, outcome } = await this.cache.get(guestPageKey(decision), () => this.renderNow(build, this.requestFor(input, decision)));
    countPageCache(outcome);
    report?.(outcome);
    return value;
  }

  /**
   * A signed-in player's page (docs/server-render.md, "Signed-in players"): rendered for this request alone with its
   * token, never through the guest page cache (nor kept anywhere after). The render queue is the workers' own
   * (a full one sends the browser-rendered page). `token-refused` means the API did not take the token.
   * `form`: the page's form token, and a refused form's kept values (host/server/form-posts.ts). Without a token
   * (null), a guest's page rendered for this request alone: a form the edge refused, drawn again with what was typed.
   */
  async renderForPlayer(input: GuestPageRequest, authToken: string | null, form?: ServerFormState): Promise<Cacheable | undefined> {
    const build = this.load(input.hostBuildId);
    if (!build) return undefined;
    const request: RenderRequest = { ...this.requestFor(input, decideGuestPage(input)), ...(authToken ? { authToken } : {}), ...(form ? { form } : {}) };
    return this.renderNow(build, request);
  }

  /** The render request of the decided page: the decisions only, never a raw header (the guest cache's key holds the same). */
  private requestFor(input: GuestPageRequest, decision: ReturnType<typeof decideGuestPage>): RenderRequest {
    const remotes: RenderRequest['remotes'] = {};
    const suspects: Suspect[] = [];
    for (const [remote, release] of Object.entries(input.map.remotes) as [RemoteName, BrowserReleaseMap['remotes'][RemoteName]][]) {
      // A quarantined version is not given to the render: its regions are left to the browser, the page is still rendered.
      if (!release || this.isQuarantined(remote, release.version)) continue;
      remotes[remote] = { version: release.version, entry: serverEntryOf(release.manifestUrl) };
      if (release.channel !== 'live') suspects.push({ remote, version: release.version });
    }
    const request: RenderRequest = {
      url: `${decision.pathname}${decision.query}`,
      apiUrl: this.options.apiUrl,
      remotes: this.withRecordedFiles(remotes),
      routes: input.routes,
      // The decided language stands for the header: the render's own detection finds exactly it.
      acceptLanguage: decision.language,
      rememberedLocale: decision.rememberedLocale,
      userAgent: input.userAgent,
      // The decided device wins over the user agent in the render (detectDevice): the key holds the same.
      deviceHint: decision.device,
      deadlineMs: this.options.deadlineMs,
    };
    if (suspects.length > 0) this.suspectsOf.set(request, suspects);
    return request;
  }

  /**
   * Counts, for the canary and override versions of a render, whether their own code failed it (their region left to
   * the browser for an error, not for a deadline); a version that fails QUARANTINE_AFTER_FAILED_RENDERS renders in a
   * row is quarantined. A render it passed resets its count.
   */
  private countFailures(request: RenderRequest, result: WorkerRenderResult | undefined): void {
    const suspects = this.suspectsOf.get(request);
    if (!suspects) return;
    const left = result?.kind === 'page' ? result.leftToBrowser : [];
    for (const suspect of suspects) {
      const key = suspectKey(suspect);
      const failed = left.some((part) => part.startsWith(`${suspect.remote}: `) && !part.includes('no answer within'));
      if (!failed) {
        this.failedRenders.delete(key);
        continue;
      }
      const count = (this.failedRenders.get(key) ?? 0) + 1;
      this.failedRenders.set(key, count);
      if (count >= QUARANTINE_AFTER_FAILED_RENDERS) this.quarantine(suspect, `its server build failed ${count} renders in a row`);
    }
  }

  private async renderNow(build: HostServerBuild, request: RenderRequest): Promise<Cacheable | undefined> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await build.renderPage(request);
      this.countFailures(request, result);
      countRender(result.kind === 'browser' ? 'left-to-browser' : result.kind, seconds());
      if (result.kind === 'browser') {
        console.warn('[ssr]', request.url, 'rendered in the browser:', result.reason);
        return undefined;
      }
      // The data block comes written by the server build (host/src/server/entry.ts); a page without it (a build of
      // another shape) is not put into a page the browser would hydrate without its data.
      if (result.kind === 'page' && typeof result.stateJson !== 'string') {
        countRender('error', seconds());
        console.error('[ssr] the server build sent a page without its data block; the page renders in the browser', request.url);
        return undefined;
      }
      if (result.kind === 'page' && result.leftToBrowser.length > 0) console.warn('[ssr]', request.url, 'left to the browser:', result.leftToBrowser.join('; '));
      return result;
    } catch (error) {
      countRender('error', seconds());
      console.error('[ssr] render failed; the page renders in the browser', request.url, error);
      return undefined;
    }
  }

  /** Diagnostics: remote versions whose server builds are in memory. */
  async loadedRemoteVersions(): Promise<string[]> {
    return this.build ? this.build.loadedRemoteVersions() : [];
  }

  /** What the render workers did since they started (metrics.ts: edge_render_worker_work). */
  async renderWork(): Promise<RenderWork> {
    return this.build ? this.build.renderWork() : { ...NO_RENDER_WORK };
  }
}
