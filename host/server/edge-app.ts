import type { EventEmitter } from 'node:events';
import crypto from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type onRequestHookHandler } from 'fastify';
import { type BrowserReleaseMap, FEDERATION_NAMES, REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { apiBodyLimit, EDGE_BODY_LIMIT, REPORT_BODY_LIMIT } from './body-limits';
import { addressGroup, clientAddress } from './client-address';
import { isHttps, type EdgeConfig } from './config';
import { consentDataBlock } from './consent-data';
import {
  bootHints,
  consentParts,
  type ExposeFiles,
  ExposeFilesCache,
  HostBuild,
  type HostBuildFiles,
  indexHtmlAroundMap,
  type PageAroundMap,
  preloadHints,
  releaseMapJson,
  renderIndexHtml,
  serverPageBody,
  serverPageHints,
  type ServerPageParts,
  visitorMapFields,
} from './html';
import { SharedPageBytes } from './page-bytes';
import { apiCatalogue, languageLinks, robotsTxt, sitemapIndexXml, sitemapXml } from './seo';
import { browserPageSocialTags, socialHead } from './social-meta';
import { handedOutCardSource, SHARE_CARD_CACHE_CONTROL, SHARE_CARD_PATH, SHARE_CARD_TYPE, ShareCards, ShareCardsBusy } from './share-card';
import { guardedPageRedirect } from './guarded-pages';
import { playerRenderToken, rendersOnServer, ServerRenderer, type RenderedPage } from './ssr';
import type { RenderWorkerEvents } from './render-workers/pool';
import { FORM_DONE_COOKIE, formToken, readFormDone, registerFormPosts, type FormRenderAgain } from './form-posts';
import { detectDevice } from '../src/shell/device-kind';
import { SERVER_STATE_ELEMENT_ID } from '../src/server/ssr-state';
import { LOCALES } from '@casino/contract/schemas';
import { declaredQuery } from '@casino/contract/routing/route-match';
import { matchInSections } from '@casino/contract/routing/route-manifest';
import { REMEMBERED_LOCALE_COOKIE, RetiredLocales, retiredLocaleRedirect } from './locale-guard';
import { drainRefusedBody, proxyUpgrade } from './proxy';
import { errorBody, proxyHandler, registerProxy, registerReplyFrom } from './api-proxy';
import { registerReleaseApi } from './release/api';
import { browserReleaseMap, OVERRIDE_CLEAR_PATH, REPORT_PATH, type VisitorContext } from './release/browser-map';
import { OVERRIDE_COOKIE, verifyOverride } from './release/override';
import { overrideBannerHtml, pageLocale } from './release/override-banner';
import { releasePageHtml, RELEASE_PAGE_SCRIPT } from './release/page';
import { newPageViewId, REPORT_TOKEN_TTL_MS, signReportToken, verifyReportToken } from './release/report-token';
import { countRemoteLoadFailure, countRequest, instrumentReleaseStore, metricsAuthorized, metricsRegistry, readRenderWorkFrom } from './metrics';
import { ServerFileHashes } from './release/publish-server-files';
import type { ReleaseService } from './release/service';
import { StoreUnavailableError, type ReleaseState } from './release/store';
import { ServedMaps, type ServedMap } from './served-map';
import { answerForPath } from './route-remotes';
import { edgeRedirect, RouteDataRedirects } from './server-redirects';
import { devManifestReader, ServedRoutes } from './route-manifests';
import { apiResponseHeaders, securityHeaders } from './security-headers';
import {
  acceptedEncodings,
  compressPage,
  IMMUTABLE,
  isContentHashed,
  looksLikeFile,
  NO_STORE,
  resolveFile,
  REVALIDATE,
  sendableEncodings,
} from './static-files';

/** How the guest page cache answered a server-rendered page: hit, stale, render, joined or shed (docs/server-render.md). */
export const PAGE_CACHE_HEADER = 'x-casino-cache';

/** Any page answered to a browser with an `auth_token` cookie: it may hold that player's data, so no cache keeps it. */
export const PLAYER_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * A guest's page: this browser only (it carries the visitor's release map and cohort), revalidated before each use,
 * and not `no-store`, which would make the page ineligible for the back/forward cache (issue 36.6).
 */
export const GUEST_PAGE_CACHE_CONTROL = 'private, no-cache';

/** The visitor id that keeps a browser in the same canary cohort. */
export const VISITOR_COOKIE = 'casino_visitor';
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Paths the edge passes to the platform API untouched (SPEC.md section 7: /payment/currencies has no /api prefix). */
export function isApiPath(url: string): boolean {
  return /^\/api\/v1(?:[/?]|$)/.test(url) || /^\/payment\/currencies(?:[/?]|$)/.test(url);
}

/** The API's operator switches (outbox, balances): never reachable through the edge, whatever the API allows. */
export const isOperatorSwitchPath = (url: string) => /^\/api\/v1\/_dev(?:[/?]|$)/i.test(decodeURIComponentSafe(url));

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** How long an idle client connection stays open: Fastify's default, above common load balancers' 60 s. */
const EDGE_KEEP_ALIVE_MS = 72_000;

/** Measures reports (a page view's beacons) one address may send per minute. */
const REPORTS_PER_MINUTE = 30;
/** Share cards one address may ask for per minute (share-card.ts). */
const SHARE_CARDS_PER_MINUTE = 60;
/** The most JS errors one page view's report can add (anything above is the same verdict: it threw). */
const MAX_JS_ERRORS = 100;

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const searchOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export function buildEdgeApp(
  config: EdgeConfig,
  service: ReleaseService,
  /** Told what the render workers' pool sees (render-workers/pool.ts RenderWorkerEvents): tests wait for it. */
  observe: { renderWorkerEvents?: EventEmitter<RenderWorkerEvents> } = {},
): FastifyInstance {
  const hostBuild = new HostBuild(config.hostDist);
  const exposeFiles = new ExposeFilesCache();
  const retiredLocales = new RetiredLocales(config.apiUrl, config.retiredLocalesFallback);
  const routeDataRedirects = new RouteDataRedirects(config.apiUrl);
  const headers = securityHeaders(config);
  const apiHeaders = apiResponseHeaders(config);
  const secureCookies = isHttps(config);
  const serverFileHashes = new ServerFileHashes(service.config.cdnDir);
  // The pages of the remote versions each visitor is served, from their route manifests (route-manifests.ts).
  const devManifests = Object.keys(config.devRemotes).length > 0 ? devManifestReader() : undefined;
  const servedRoutes = new ServedRoutes(service.config.cdnDir, devManifests);
  const servedMaps = new ServedMaps(servedRoutes);
  instrumentReleaseStore(service.store);
  const renderer = config.serverRender
    ? new ServerRenderer(path.join(config.hostDist, 'server'), {
        apiUrl: config.apiUrl,
        deadlineMs: config.renderDeadlineMs,
        cache: { maxBytes: config.pageCacheBytes, concurrency: config.renderConcurrency, queue: config.renderQueue },
        // A worker checks each remote's server files against these before it runs them (release/publish-server-files.ts).
        serverFiles: (remote, version) => serverFileHashes.of(remote, version),
        // A canary or override version that breaks a render worker is quarantined in the release store (docs/releases.md).
        quarantine: { isQuarantined: (remote, version) => service.isQuarantined(remote, version), quarantine: (remote, version, reason) => service.quarantine(remote, version, reason) },
        ...(observe.renderWorkerEvents ? { workers: { events: observe.renderWorkerEvents } } : {}),
      })
    : null;
  if (renderer) readRenderWorkFrom(async () => ({ ...(await renderer.renderWork()) }));
  const catalogue = apiCatalogue(config.apiUrl);
  /** The key of the form tokens (form-posts.ts), apart from the override links' by its label. */
  const formSecret = `forms\0${service.config.overrideSecret}`;
  const proto = secureCookies ? ('https' as const) : ('http' as const);
  const hostRoot = path.resolve(config.hostDist);
  /** Every cookie the edge sets: the whole site, never read by scripts, not sent on cross-site subrequests. */
  const cookieOptions = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure: secureCookies };

  const app = Fastify({
    logger: { level: process.env.EDGE_LOG_LEVEL || 'warn' },
    trustProxy: false,
    // Every edge route reads at most this much, before any handler (and so before any token check) runs; the publish
    // upload has its own limit and reads nothing before its token is checked (release/api.ts); the API proxy streams
    // with its own limits (api-proxy.ts).
    bodyLimit: EDGE_BODY_LIMIT,
    // On shutdown, keep-alive and proxied connections must not hold the process open.
    forceCloseConnections: true,
    // Fastify's 10 s for a plugin to load was passed on a machine at load average 10-25 (the edge's suites then failed
    // with "Plugin did not start in time" and, after it, `app.rateLimit is not a function`): a slow start is not a
    // broken plugin. One that never loads still stops the start, after this.
    pluginTimeout: 60_000,
    // Longer than the idle time of a browser, a client library or a load balancer in front (60 s), which would otherwise
    // send on a connection being closed and get ECONNRESET.
    keepAliveTimeout: EDGE_KEEP_ALIVE_MS,
    // A request Node cannot even parse gets its 400 with the headers every answer carries.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return void socket.destroy(error);
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify(errorBody('request', status === 431 ? 'the request headers are too large' : 'the request is malformed'));
      const lines = [`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`, 'content-type: application/json; charset=utf-8', `content-length: ${Buffer.byteLength(body)}`, 'connection: close'];
      for (const [name, value] of Object.entries({ ...apiHeaders.defaults, ...apiHeaders.forced })) lines.push(`${name}: ${value}`);
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  });

  // Requests by route group and status, every answer included (metrics.ts).
  app.addHook('onResponse', async (request, reply) => countRequest(pathOf(request.url), reply.statusCode));

  // The render workers stop with the edge (they also stop by themselves when the edge's IPC channel closes).
  app.addHook('onClose', async () => renderer?.close());

  // Fastify's own plugins: cookies, the per-address limits (only on the routes that ask), the host build's files.
  void app.register(fastifyCookie);
  void app.register(fastifyRateLimit, { global: false });
  /**
   * A route's `onRequest` hook allowing each address (an IPv6 client by its /64) `max` requests a minute: the hook of
   * @fastify/rate-limit, made once the plugin has loaded (it decorates the app when it does).
   */
  const perAddressLimit = (options: Pick<RateLimitOptions, 'max' | 'errorResponseBuilder'>): onRequestHookHandler => {
    let hook: ReturnType<FastifyInstance['rateLimit']> | undefined;
    app.after(() => {
      hook = app.rateLimit({
        ...options,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => addressGroup(clientAddress(request.raw, config.trustedProxies)),
      });
    });
    return (request, reply) => hook!.call(app, request, reply);
  };
  void app.register(fastifyStatic, {
    root: hostRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // The encoding chosen depends on Accept-Encoding: shared caches must key on it (and on nothing else for a file).
    setHeaders: (reply: FastifyReply) => reply.header('vary', 'Accept-Encoding'),
  });

  // Every answer, the edge's own included (404, 413, 429, 502, 503): nosniff and HSTS over https; a page's CSP on
  // everything the edge makes; the API's answers keep their own CSP or get one that runs nothing.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.proxied) {
      for (const [name, value] of Object.entries(apiHeaders.defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
      for (const [name, value] of Object.entries(apiHeaders.forced)) reply.header(name, value);
      return;
    }
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    // JavaScript is text/javascript (RFC 9239); @fastify/static's mime table still says application/javascript.
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/javascript')) reply.header('content-type', 'text/javascript; charset=utf-8');
  });

  // The platform API (SPEC.md section 7), streamed through @fastify/reply-from; its operator switches never.
  registerReplyFrom(app);
  void app.register(async (scope) => {
    const forward = registerProxy(scope, { target: config.apiUrl, trustedProxies: config.trustedProxies, proto, bodyLimit: apiBodyLimit });
    const route = { config: { proxied: true } };
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      if (isOperatorSwitchPath(request.url)) {
        drainRefusedBody(request.raw);
        return reply.code(404).header('cache-control', NO_STORE).send(errorBody('path', 'not found'));
      }
      return forward(request, reply);
    };
    for (const url of ['/api/v1', '/api/v1/*', '/payment/currencies', '/payment/currencies/*']) scope.all(url, route, handler);
  });

  // `pnpm dev`: the page's assets come from the host dev server.
  let devAssets: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
  if (config.devHostUrl) {
    const devHostUrl = config.devHostUrl;
    // GETs of files only (the catch-all route below): no body to stream.
    devAssets = proxyHandler({ target: devHostUrl, trustedProxies: config.trustedProxies, proto });
    app.server.on('upgrade', (req, socket, head) => proxyUpgrade(req, socket, head, devHostUrl));
  }

  registerReleaseApi(app, service, { grants: service.config.grants, publicUrl: config.publicUrl, publishBodyLimit: config.publishBodyLimit });

  // For search engines (docs/server-render.md): robots.txt, a sitemap index and one sitemap per language.
  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)));
  app.get('/sitemap.xml', async (_request, reply) => reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(sitemapIndexXml(config.publicUrl)));
  app.get<{ Params: { language: string } }>('/sitemap-:language.xml', async (request, reply) => {
    const language = request.params.language.replace(/\.xml$/, '');
    if (!(LOCALES as readonly string[]).includes(language)) return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(await sitemapXml(config.publicUrl, language, catalogue, servedRoutes.liveTable(service.store.read())));
  });

  // For load balancers and operators: 200 while the edge serves pages. "degraded": the release store (PostgreSQL) is
  // unreachable, pages use the last map this edge read (`revision`) and release changes answer 503 until it is back.
  // The cause is in the edge's log, not here (it names internal addresses).
  app.get('/_release/health', async (_request, reply) => {
    const { problem: _problem, ...health } = service.store.health();
    return reply.header('cache-control', NO_STORE).send(health);
  });

  app.get('/build-id', async (_request, reply) => {
    const build = await currentBuild();
    reply.header('cache-control', NO_STORE).type('text/plain; charset=utf-8');
    if (!build) return reply.code(503).send('host not built');
    return build.buildId;
  });

  // Share cards (share-card.ts, docs/server-render.md): the site's PNG card, or the card of one of the API's SVG
  // pictures, drawn once and kept; an address asks for at most SHARE_CARDS_PER_MINUTE (a network's crawler asks once
  // per picture and keeps the answer a day).
  const shareCards = new ShareCards({ apiUrl: config.apiUrl, hostDist: hostRoot });
  // Only the cards the edge handed out in a page's tags are drawn (signed, social-meta.ts): a picture a visitor names
  // (the API draws artwork for any slug) is refused before anything is fetched or drawn.
  app.get<{ Querystring: { src?: unknown; sig?: unknown } }>(SHARE_CARD_PATH, { onRequest: perAddressLimit({ max: SHARE_CARDS_PER_MINUTE }) }, async (request, reply) => {
    const { src, sig } = request.query;
    const siteCard = src === undefined && sig === undefined;
    const source = siteCard ? undefined : handedOutCardSource(src, sig, service.config.overrideSecret);
    const notFound = (code: string, message: string) =>
      reply.code(404).header('cache-control', NO_STORE).send({ status: 'error', code, errors: [{ field: 'src', message }] });
    if (!siteCard && !source) return notFound('share-card.not-handed-out', 'no card of this site has this address');
    try {
      const png = await shareCards.png(source);
      if (!png) return notFound('share-card.no-picture', 'the picture of this card is not there');
      return reply.header('cache-control', SHARE_CARD_CACHE_CONTROL).type(SHARE_CARD_TYPE).send(png);
    } catch (error) {
      if (!(error instanceof ShareCardsBusy)) throw error;
      return reply.code(503).header('retry-after', '5').header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Busy');
    }
  });

  // A page view's report (host/src/remotes/real-user-measures.ts, sent with sendBeacon): remote load failures, JS
  // errors, LCP, INP and CLS. It counts only with the page's signed report token, from the browser holding the
  // token's visitor cookie, once per page view, for the versions the token says were served; the address (an IPv6
  // client by its /64) is rate limited and capped in the measures (measures.ts). The report's own text is logged,
  // never written into the audit.
  const reportLimit = perAddressLimit({
    max: REPORTS_PER_MINUTE,
    errorResponseBuilder: () => Object.assign(new Error('too many reports from this address'), { statusCode: 429, ...errorBody('', 'too many reports from this address') }),
  });
  app.post(REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT, onRequest: reportLimit }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const report = parsePageViewReport(request.body);
    if (!report) {
      return reply.code(400).send({
        status: 'error',
        errors: [{ field: 'body', message: 'expected {token, failures: [{remote, version, channel, error}], jsErrors, lcp, inp, cls}' }],
      });
    }
    if (report.failures.length > 0) request.log.warn({ failures: report.failures }, 'remote load failure reported by a browser');
    const address = addressGroup(clientAddress(request.raw, config.trustedProxies));
    const grant = verifyReportToken(report.token, service.config.overrideSecret);
    const visitor = request.cookies[VISITOR_COOKIE];
    if (!grant || grant.visitorId !== visitor) {
      return reply.code(403).send({
        status: 'error',
        errors: [{ field: 'token', message: "this report's token is missing, altered or expired, or belongs to another visitor" }],
      });
    }
    // A failure counts only for the version this page view was given (or the live version it fell back to).
    const failedRemotes: RemoteName[] = [];
    for (const failure of report.failures) {
      const served = grant.served[failure.remote];
      if (!served || served.version !== failure.version) {
        if (failure.channel === 'live') continue;
        return reply.code(403).send({ status: 'error', errors: [{ field: 'token', message: `this page was not given ${failure.remote} ${failure.version}` }] });
      }
      failedRemotes.push(failure.remote);
    }
    let result: Awaited<ReturnType<typeof service.recordMeasures>>;
    try {
      result = await service.recordMeasures({
        visitorId: grant.visitorId,
        pageView: grant.pageView,
        address,
        ...(grant.page ? { page: grant.page } : {}),
        served: grant.served,
        failedRemotes,
        jsErrors: report.jsErrors,
        vitals: report.vitals,
      });
    } catch (error) {
      // The shared measures store (PostgreSQL) is down: the page is unaffected; the browser may send the report again.
      if (!(error instanceof StoreUnavailableError)) throw error;
      request.log.warn({ err: error }, 'report not recorded: the measures store is unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'error', code: 'measures-store-unavailable', errors: [{ field: 'store', message: error.message }] });
    }
    // Each failing page view once, however often it reports (a replayed report adds nothing).
    for (const remote of result.newFailures) countRemoteLoadFailure(remote, grant.served[remote]!.version, grant.served[remote]!.channel);
    return reply.code(202).send({ counted: result.counted, canaryStopped: result.canaryStopped });
  });

  // Prometheus (metrics.ts): closed unless EDGE_METRICS_TOKEN is set, and then only with it.
  app.get('/_metrics', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    if (!config.metricsToken) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!metricsAuthorized(request.headers.authorization, config.metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('metrics need the bearer token EDGE_METRICS_TOKEN');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });

  app.get('/_release/override', async (request, reply) => {
    const token = (request.query as { token?: string }).token;
    const grant = verifyOverride(token, service.config.overrideSecret);
    reply.header('cache-control', NO_STORE);
    if (!grant || !token) {
      return reply.code(400).type('text/html; charset=utf-8').send(simplePage('Override link not valid', 'This override link is unsigned, altered or expired, so nothing was changed in this browser.'));
    }
    reply.setCookie(OVERRIDE_COOKIE, token, { ...cookieOptions, expires: new Date(grant.exp) });
    return reply.redirect('/', 302);
  });

  app.get(OVERRIDE_CLEAR_PATH, async (_request, reply) => {
    reply.setCookie(OVERRIDE_COOKIE, '', { ...cookieOptions, maxAge: 0 }).header('cache-control', NO_STORE);
    return reply.redirect('/', 302);
  });

  app.get('/_release', async (_request, reply) => reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(releasePageHtml()));
  app.get('/_release/app.js', async (_request, reply) => reply.header('cache-control', NO_STORE).type('text/javascript; charset=utf-8').send(RELEASE_PAGE_SCRIPT));

  /** The host page: from host/dist, or in dev mode from the host dev server. */
  async function currentBuild(): Promise<HostBuildFiles | undefined> {
    if (!config.devHostUrl) return hostBuild.load();
    try {
      const response = await fetch(`${config.devHostUrl}/`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5000) });
      if (!response.ok) return undefined;
      const html = await response.text();
      return { html, buildId: `dev-${crypto.createHash('sha256').update(html).digest('hex').slice(0, 12)}` };
    } catch {
      return undefined;
    }
  }

  /**
   * `pnpm dev`: remotes come from their dev servers (hot reload), not from published versions; made for each page. The
   * first page after `pnpm dev` starts waits for each dev remote's first manifest rather than answering 404.
   */
  async function devServedMap(state: ReleaseState, visitor: VisitorContext): Promise<ServedMap> {
    const map = browserReleaseMap(state, visitor);
    for (const [remote, manifestUrl] of Object.entries(config.devRemotes) as [RemoteName, string][]) {
      map.remotes[remote] = { name: FEDERATION_NAMES[remote], version: 'dev', manifestUrl, channel: 'live' };
    }
    await devManifests?.ready(config.devRemotes);
    const manifests = servedRoutes.manifestsFor(map.remotes, state);
    for (const manifest of manifests) map.remotes[manifest.remote]!.routes = manifest.routes.map(({ shareText: _shareText, ...route }) => route);
    return { map, routes: servedRoutes.tableOf(manifests) };
  }

  /**
   * A page; `again`: a form the edge refused (form-posts.ts), rendered for this request alone with what was typed.
   */
  async function servePage(request: FastifyRequest, reply: FastifyReply, again?: FormRenderAgain) {
    const url = request.url;
    const redirect = retiredLocaleRedirect(url, await retiredLocales.list(), request.cookies[REMEMBERED_LOCALE_COOKIE]);
    if (redirect) return reply.header('cache-control', NO_STORE).redirect(redirect, 301);

    const build = await currentBuild();
    reply.header('cache-control', NO_STORE);
    if (!build) {
      return reply.code(503).type('text/html; charset=utf-8').send(simplePage('Not built yet', 'The host build is missing: run pnpm build (or pnpm start).'));
    }
    const cookies = request.cookies as Record<string, string>;
    // A guest's page may be kept by this browser (asked again before each use), so Back and Forward restore it from
    // the back/forward cache; a signed-in player's page (below) is kept nowhere.
    reply.header('cache-control', cookies.auth_token ? PLAYER_PAGE_CACHE_CONTROL : GUEST_PAGE_CACHE_CONTROL);
    let visitorId = cookies[VISITOR_COOKIE];
    if (!visitorId || !/^[A-Za-z0-9-]{8,64}$/.test(visitorId)) {
      visitorId = crypto.randomUUID();
      reply.setCookie(VISITOR_COOKIE, visitorId, { ...cookieOptions, maxAge: VISITOR_COOKIE_MAX_AGE_S });
    }
    const overrideToken = cookies[OVERRIDE_COOKIE];
    const override = verifyOverride(overrideToken, service.config.overrideSecret);
    // An altered or expired override cookie is ignored and removed.
    if (overrideToken && !override) reply.setCookie(OVERRIDE_COOKIE, '', { ...cookieOptions, maxAge: 0 });

    const state = service.store.read();
    const visitor = { visitorId, buildId: build.buildId, ...(override ? { override } : {}) };
    // The pages of the served versions (a dev remote's from its dev server): the browser's and the server render's
    // routing read them from the map, and the path is resolved against them once, here, for everything below. The map
    // and its table are made once per set of versions served (served-map.ts), and never changed after.
    const served = devManifests ? await devServedMap(state, visitor) : servedMaps.for(state, visitor);
    const { routes, map } = served;
    const match = matchInSections(pathOf(url), routes);
    const page = answerForPath(match);
    // Guard 3 of SPEC.md section 2 for a path no page answers: a real 301/302, so a client without JavaScript follows it.
    if (!page.remote) {
      const moved = await edgeRedirect(pathOf(url), searchOf(url), page, (pathname) => routeDataRedirects.lookup(pathname));
      if (moved) return reply.redirect(moved.location, moved.status);
    }
    // A guest asking for a player page or a real-money game is sent home before anything of it is served (SPEC.md 6).
    const toHome = guardedPageRedirect(match, cookies);
    if (toHome) return reply.header('cache-control', NO_STORE).redirect(toHome, 302);
    // Real-user measures: every page view with a canary, and a sample of the rest (RELEASE_RUM_SAMPLE_RATE). The
    // token is what makes its report count: bound to this visitor's cookie, this page view and these versions.
    // The map stays the one shared by every visitor served these versions; the token is this page view's alone, added
    // to the page's copy of it (`pageMap`, or between a cached page's halves: page-bytes.ts).
    const hasCanary = Object.values(map.remotes).some((release) => release.channel === 'canary');
    let reportToken: string | undefined;
    if (!config.devHostUrl && (hasCanary || Math.random() < service.config.rumSampleRate)) {
      const served = Object.fromEntries(Object.entries(map.remotes).map(([remote, release]) => [remote, { version: release.version, channel: release.channel }]));
      reportToken = signReportToken(
        { visitorId, pageView: newPageViewId(), ...(page.remote ? { page: page.remote } : {}), served, exp: Date.now() + REPORT_TOKEN_TTL_MS },
        service.config.overrideSecret,
      );
    }
    const pageMap = reportToken ? { ...map, reportToken } : map;
    const lang = pageLocale(pathOf(url), cookies[REMEMBERED_LOCALE_COOKIE]);
    const banner = map.override ? overrideBannerHtml(map.override, lang) : '';
    const firstRemote = page.remote;
    const firstRelease = firstRemote ? map.remotes[firstRemote] : undefined;
    // Every remote page is that remote's './routes' subtree (host/src/remotes/RemoteRoutes.tsx).
    const files = firstRelease ? await exposeFiles.filesFor(firstRelease.manifestUrl, './routes') : undefined;
    const { hints, serverHints } = hintsFor(build, pathOf(url), firstRemote ? { remote: firstRemote, release: firstRelease, files } : undefined, map, state);

    // A guest's public page is rendered on the server (ssr.ts), from the guest page cache; a signed-in player's page is
    // rendered for that request alone with its token and is `private, no-store` (docs/server-render.md, "Signed-in
    // players"); anything else, or a render that cannot be had, is the browser-rendered page as before.
    const playerToken = renderer && page.status === 200 ? playerRenderToken(match, cookies, request.headers) : null;
    const guestPage = renderer && page.status === 200 && rendersOnServer(match, playerToken ? {} : cookies, request.headers);
    if (renderer && (playerToken || guestPage)) {
      const device = detectDevice(String(request.headers['user-agent'] ?? ''), null).kind;
      const input = {
        url,
        hostBuildId: build.buildId,
        map,
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
        rememberedLocale: cookies[REMEMBERED_LOCALE_COOKIE] ?? null,
        userAgent: String(request.headers['user-agent'] ?? ''),
        deviceKind: device,
        deviceHint: null,
        routes,
        match,
      };
      const fromCache = () => renderer.render(input, (outcome) => reply.header(PAGE_CACHE_HEADER, outcome));
      // A signed-in player's forms carry the session's form token (form-posts.ts); a refused form's page is this
      // request's alone (the typed values), never the guest cache's.
      // A form the edge sent just now (FormPost.done) says on this page what happened, once: the cookie is signed and
      // bound to this session (form-posts.ts readFormDone) and cleared with this answer.
      const done = playerToken && !again ? readFormDone(formSecret, playerToken, cookies[FORM_DONE_COOKIE]) : undefined;
      if (cookies[FORM_DONE_COOKIE] !== undefined) reply.clearCookie(FORM_DONE_COOKIE, { path: pathOf(url) });
      const form = { ...(playerToken ? { token: formToken(formSecret, playerToken) } : {}), ...(again ? { echo: again.echo } : {}), ...(done ? { done } : {}) };
      let rendered = playerToken || again ? await renderer.renderForPlayer(input, playerToken, form) : await fromCache();
      // A token the API refused (expired, revoked, forged): a public page is the guest's (the browser refreshes the
      // token as it always did, and shows the player once it has); a player's page is left to the browser.
      if (rendered?.kind === 'token-refused') rendered = guestPage ? await fromCache() : undefined;
      if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      if (rendered?.kind === 'page') {
        const styles = (await Promise.all(rendered.remotes.map((remote) => (map.remotes[remote] ? exposeFiles.stylesheetsFor(map.remotes[remote].manifestUrl) : [])))).flat();
        const stylesheets = [...(build.bootFiles?.styles ?? []).map((file) => `/${file}`), ...styles];
        // The canonical address keeps only the query parameters that name another page (a list's page number).
        const canonicalQuery = declaredQuery(match.kind === 'page' ? match.entry : undefined, searchOf(url), ['canonical']);
        const body = () =>
          serverPageBody(build.html, { ...serverPageParts(rendered, device, pathOf(url), canonicalQuery, stylesheets, config.publicUrl, Boolean(playerToken), config.shareImage, service.config.overrideSecret), starter: build.starter, bootScripts: build.bootFiles?.scripts, consent: consentParts(build.consent, consentDataBlock(rendered.head.lang)) });
        // A page whose address names nothing the API knows (an article, a game) said so while it rendered: 404.
        const status = rendered.head.notFound ? 404 : (again?.status ?? page.status);
        reply.code(status).header('x-casino-render', 'server');
        // A player's page, a form sent back with what was typed, a QA override's page: this request's alone.
        if (playerToken || again || map.override) return sendPage(request, reply, renderIndexHtml(body(), pageMap, serverHints, banner));
        // A guest's page from the cache is the same bytes for every guest served it (page-bytes.ts): made and
        // compressed once; a page view with a report token gets them with its token added where the map ends.
        const bytes = sharedPageBytesOf(rendered, { body: `${build.buildId}\n${device}\n${pathOf(url)}\n${canonicalQuery}\n${stylesheets.join(' ')}`, map: releaseMapJson(map), hints: serverHints.join('\n') }, () =>
          indexHtmlAroundMap(body(), map, serverHints),
        );
        const encodings = acceptedEncodings(request.headers['accept-encoding']);
        return sendBytes(reply, reportToken ? bytes.sendWith(visitorMapFields(reportToken), encodings) : bytes.send(encodings));
      }
    }
    // An unknown path is still the app (its Page Not Found screen names the path), with the status that says so. A
    // public page only the browser renders (the contribution page) still gets its share card, from its manifest.
    const share = page.status === 200 && match.kind === 'page' && !cookies.auth_token ? browserPageSocialTags(match.entry, { publicUrl: config.publicUrl, pathname: pathOf(url), lang, ...(config.shareImage ? { siteImage: config.shareImage } : {}) }) : [];
    // The cookie banner paints with this page too, before main.js and the app's first render (its own async entry and
    // the texts of the page's language: consentParts), as on a server-rendered page.
    const consent = consentParts(build.consent, consentDataBlock(lang));
    return sendPage(request, reply.code(again?.status ?? page.status), renderIndexHtml(build.html, pageMap, [...hints, ...share, ...consent], banner, lang));
  }

  // Forms sent by the browser itself (JavaScript off, or before the page hydrated): form-posts.ts.
  registerFormPosts(app, {
    apiUrl: config.apiUrl,
    secret: formSecret,
    publicUrl: config.publicUrl,
    trustedProxies: config.trustedProxies,
    secureCookies,
    renderAgain: (request, reply, again) => servePage(request, reply, again),
  });

  /** A page made for this request, compressed when the browser accepts it. */
  function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    return sendBytes(reply, compressPage(html, acceptedEncodings(request.headers['accept-encoding'])));
  }

  /** A page's bytes; they differ per visitor (cookies) and per encoding. */
  function sendBytes(reply: FastifyReply, { body, encoding }: { body: Buffer | string; encoding?: string }) {
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Encoding').send(body);
  }

  app.get('/*', async (request, reply) => {
    const urlPath = pathOf(request.url);
    // `pnpm dev`: every file but the page comes from the host dev server.
    if (devAssets && looksLikeFile(urlPath) && !urlPath.startsWith('/index.html')) return devAssets(request, reply);
    // A page's path (no extension: every file of the host build has one) is never looked for on disk.
    if (urlPath !== '/' && urlPath !== '/index.html' && looksLikeFile(urlPath)) {
      const file = resolveFile(hostRoot, urlPath);
      if (file) {
        // @fastify/static: the build's brotli or gzip copy when the browser takes it, ranges, ETag and Last-Modified.
        reply.header('cache-control', isContentHashed(file) ? IMMUTABLE : REVALIDATE);
        // Only a copy that lies in the build and still matches its file may be picked (static-files.ts).
        request.headers['accept-encoding'] = sendableEncodings(hostRoot, file, acceptedEncodings(request.headers['accept-encoding'])).join(', ') || 'identity';
        return reply.sendFile(path.relative(hostRoot, file));
      }
      return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    }
    return servePage(request, reply);
  });

  return app;
}

/** What a guest's cached page's text depends on besides its render. */
interface SharedPageKey {
  /** The page around the render: the host build, the device, the path, the canonical query, the stylesheets. */
  body: string;
  /** The release map served (its JSON, made once per map: html.ts releaseMapJson). */
  map: string;
  /** The preload hints. */
  hints: string;
}

/**
 * A guest's cached page as it is sent (page-bytes.ts), made once per rendered page and what else its text depends on
 * (`SharedPageKey`): the same for every visitor it is served to, and freed with the render when the page cache lets it
 * go. A few are kept per render (the same page served with another map, while a canary starts or stops).
 */
const sharedPages = new WeakMap<RenderedPage, { key: SharedPageKey; bytes: SharedPageBytes }[]>();
const SHARED_PAGES_PER_RENDER = 4;
function sharedPageBytesOf(rendered: RenderedPage, key: SharedPageKey, make: () => PageAroundMap): SharedPageBytes {
  let kept = sharedPages.get(rendered);
  if (!kept) sharedPages.set(rendered, (kept = []));
  const same = kept.find((entry) => entry.key.body === key.body && entry.key.map === key.map && entry.key.hints === key.hints);
  if (same) return same.bytes;
  const bytes = new SharedPageBytes(make());
  kept.unshift({ key, bytes });
  if (kept.length > SHARED_PAGES_PER_RENDER) kept.pop();
  return bytes;
}

/** A number per object (a version's expose files), for a memo's key. */
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
const objectId = (value: object) => {
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = ++lastObjectId));
  return id;
};

/**
 * A page's preload hints (the host's boot files, its language's strings, the first remote's entry and files) and the
 * server-rendered page's share of them, made once per host build, language and version of that remote.
 */
const hintsMemo = new WeakMap<HostBuildFiles, Map<string, { hints: string[]; serverHints: string[] }>>();
function hintsFor(
  build: HostBuildFiles,
  pathname: string,
  first: { remote: RemoteName; release: BrowserReleaseMap['remotes'][RemoteName]; files: ExposeFiles | undefined } | undefined,
  map: BrowserReleaseMap,
  state: ReleaseState,
): { hints: string[]; serverHints: string[] } {
  const make = () => {
    const hints = [...bootHints(build.bootFiles, pathname), ...(first ? preloadHints(map, state, first.remote, first.files) : [])];
    return { hints, serverHints: serverPageHints(hints) };
  };
  // Without the remote's files (its manifest not read in time) the hints are partial: made again for the next page.
  if (first && (!first.release || !first.files)) return make();
  const key = `${pathname.split('/')[1] ?? ''}\n${first ? `${first.remote}\n${first.release!.version}\n${first.release!.manifestUrl}\n${objectId(first.files!)}` : ''}`;
  let known = hintsMemo.get(build);
  if (!known) hintsMemo.set(build, (known = new Map()));
  let hints = known.get(key);
  if (!hints) {
    hints = make();
    if (known.size >= 1024) known.clear();
    known.set(key, hints);
  }
  return hints;
}

/** The server-rendered page's parts for index.html: head from what the page said while it rendered. */
function serverPageParts(rendered: RenderedPage, device: string, pathname: string, canonicalQuery: string, stylesheets: string[], publicUrl = '', signedIn = false, shareImage?: string, cardSecret?: string): ServerPageParts {
  const { head } = rendered;
  const title = head.dataTitle ? `${head.dataTitle}${TITLE_SEPARATOR}${head.brand ?? ''}` : (head.routeTitle ?? head.brand ?? '');
  const description = head.dataDescription ?? head.description ?? '';
  // Share cards and JSON-LD (social-meta.ts): the page's own title, without the brand the <title> adds.
  const shareTitle = head.dataTitle ?? head.pageTitle ?? title;
  const share = head.notFound || signedIn ? [] : socialHead({ head, publicUrl, pathname, canonicalQuery, title: shareTitle, description, cardSecret, ...(shareImage ? { siteImage: shareImage } : {}) });
  return {
    html: rendered.html,
    lang: head.lang,
    device,
    title,
    description,
    // A not-found page has no canonical address nor other languages to offer.
    links: head.notFound ? [] : [...languageLinks(publicUrl, pathname, canonicalQuery), ...share],
    noindex: Boolean(head.notFound),
    hoisted: rendered.hoisted,
    stylesheets,
    // The data block's text, HTML-safe, as the host's server build wrote it once (host/src/server/entry.ts).
    stateJson: rendered.stateJson,
    stateElementId: SERVER_STATE_ELEMENT_ID,
  };
}

interface ParsedReport {
  token: unknown;
  failures: { remote: RemoteName; version: string; channel: string; error: string }[];
  jsErrors: number;
  vitals: { lcp?: number; inp?: number; cls?: number };
}

/** A measures report: JSON, sent as text/plain by sendBeacon or as application/json; the older one-failure shape too. */
export function parsePageViewReport(raw: unknown): ParsedReport | undefined {
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const input = body as Record<string, unknown>;
  const list: unknown[] = Array.isArray(input.failures) ? input.failures : input.remote !== undefined ? [input] : [];
  if (list.length > REMOTE_NAMES.length * 2) return undefined;
  const failures: ParsedReport['failures'] = [];
  for (const item of list) {
    const failure = (item ?? {}) as Record<string, unknown>;
    if (!REMOTE_NAMES.includes(failure.remote as RemoteName) || typeof failure.version !== 'string' || typeof failure.channel !== 'string') return undefined;
    failures.push({
      remote: failure.remote as RemoteName,
      version: failure.version.slice(0, 64),
      channel: failure.channel.slice(0, 16),
      error: String(failure.error ?? '').slice(0, 500),
    });
  }
  const measure = (name: string, max: number): number | undefined | null => {
    const value = input[name];
    if (value === undefined || value === null) return undefined;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
  };
  const vitals: ParsedReport['vitals'] = {};
  for (const [name, max] of [['lcp', 600_000], ['inp', 600_000], ['cls', 100]] as const) {
    const value = measure(name, max);
    if (value === null) return undefined;
    if (value !== undefined) vitals[name] = value;
  }
  const jsErrors = measure('jsErrors', Number.MAX_SAFE_INTEGER);
  if (jsErrors === null) return undefined;
  return { token: input.token, failures, jsErrors: Math.min(Math.floor(jsErrors ?? 0), MAX_JS_ERRORS), vitals };
}

/** As the host's DocumentMeta writes it: "Page · Brand". */
const TITLE_SEPARATOR = ' · ';

function simplePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the site</a></p></body></html>`;
}
