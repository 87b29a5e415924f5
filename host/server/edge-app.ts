import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FEDERATION_NAMES, REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { apiBodyLimit, EDGE_BODY_LIMIT, REPORT_BODY_LIMIT } from './body-limits';
import { AddressLimit, clientAddress } from './client-address';
import { isHttps, type EdgeConfig } from './config';
import { parseCookies, serializeCookie } from './cookies';
import { bootHints, ExposeFilesCache, HostBuild, type HostBuildFiles, jsonForHtml, preloadHints, renderIndexHtml, renderServerPageHtml, serverPageHints } from './html';
import { apiCatalogue, languageLinks, robotsTxt, sitemapIndexXml, sitemapXml } from './seo';
import { rendersOnServer, ServerRenderer, type RenderedPage } from './ssr';
import { detectDevice } from '../src/shell/device-kind';
import { SERVER_STATE_ELEMENT_ID } from '../src/server/ssr-state';
import { LOCALES } from '@casino/contract/schemas';
import { REMEMBERED_LOCALE_COOKIE, RetiredLocales, retiredLocaleRedirect } from './locale-guard';
import { errorAnswer, proxyRequest, proxyUpgrade } from './proxy';
import { registerReleaseApi } from './release/api';
import { browserReleaseMap, OVERRIDE_CLEAR_PATH, REPORT_PATH } from './release/browser-map';
import { OVERRIDE_COOKIE, verifyOverride } from './release/override';
import { overrideBannerHtml, pageLocale } from './release/override-banner';
import { releasePageHtml, RELEASE_PAGE_SCRIPT } from './release/page';
import { REPORT_TOKEN_TTL_MS, signReportToken, verifyReportToken } from './release/report-token';
import type { ReleaseService } from './release/service';
import { answerForPath } from './route-remotes';
import { apiResponseHeaders, securityHeaders } from './security-headers';
import {
  acceptedEncodings,
  contentTypeOf,
  encodedFile,
  compressPage,
  encodingHeaders,
  IMMUTABLE,
  isContentHashed,
  looksLikeFile,
  NO_STORE,
  resolveFile,
  REVALIDATE,
} from './static-files';

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

/** Canary failure reports one address may send per minute. */
const REPORTS_PER_MINUTE = 20;

/** Paths the edge answers itself, never the dev server. */
const isEdgePath = (url: string) => url === '/build-id' || url.startsWith('/build-id?') || /^\/_release(?:[/?]|$)/.test(url);

const pathOf = (url: string) => url.split('?')[0] ?? '/';

export function buildEdgeApp(config: EdgeConfig, service: ReleaseService): FastifyInstance {
  const hostBuild = new HostBuild(config.hostDist);
  const exposeFiles = new ExposeFilesCache();
  const retiredLocales = new RetiredLocales(config.apiUrl, config.retiredLocalesFallback);
  const headers = securityHeaders(config);
  const apiHeaders = apiResponseHeaders(config);
  const secureCookies = isHttps(config);
  const reportLimit = new AddressLimit(REPORTS_PER_MINUTE);
  const renderer = config.serverRender
    ? new ServerRenderer(path.join(config.hostDist, 'server'), { apiUrl: config.apiUrl, deadlineMs: config.renderDeadlineMs })
    : null;
  const catalogue = apiCatalogue(config.apiUrl);
  const apiProxy = (req: http.IncomingMessage) => ({
    trustedProxies: config.trustedProxies,
    proto: secureCookies ? ('https' as const) : ('http' as const),
    bodyLimit: apiBodyLimit(req.headers['content-type']),
    responseHeaders: apiHeaders.defaults,
    forcedResponseHeaders: apiHeaders.forced,
  });

  const app = Fastify({
    logger: { level: process.env.EDGE_LOG_LEVEL || 'warn' },
    trustProxy: false,
    // Every edge route reads at most this much, before any handler (and so before any token check) runs; the publish
    // upload has its own limit and reads nothing before its token is checked (release/api.ts).
    bodyLimit: EDGE_BODY_LIMIT,
    // On shutdown, keep-alive and proxied connections must not hold the process open.
    forceCloseConnections: true,
    // The API proxy and the dev server's assets stream at the raw HTTP level: bodies (multipart uploads) never pass
    // through Fastify's parsers, and status, headers and bytes arrive unchanged.
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        const url = req.url ?? '/';
        if (isOperatorSwitchPath(url)) {
          req.resume();
          return errorAnswer(res, 404, 'path', 'not found', { 'x-content-type-options': 'nosniff' });
        }
        if (isApiPath(url)) return proxyRequest(req, res, config.apiUrl, apiProxy(req));
        if (config.devHostUrl && !isEdgePath(url) && looksLikeFile(pathOf(url)) && !url.startsWith('/index.html')) {
          return proxyRequest(req, res, config.devHostUrl);
        }
        handler(req, res);
      });
      // Fastify's own keep-alive (72 s) is not applied to a server it did not create; Node's 5 s is shorter than the
      // idle time of a browser, a client library or a load balancer in front, which then sends on a connection being
      // closed and gets ECONNRESET.
      server.keepAliveTimeout = EDGE_KEEP_ALIVE_MS;
      if (config.devHostUrl) {
        const devHostUrl = config.devHostUrl;
        server.on('upgrade', (req, socket, head) => proxyUpgrade(req, socket, head, devHostUrl));
      }
      return server;
    },
  });

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  });

  registerReleaseApi(app, service, { grants: service.config.grants, publicUrl: config.publicUrl, publishBodyLimit: config.publishBodyLimit });

  // For search engines (docs/server-render.md): robots.txt, a sitemap index and one sitemap per language.
  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)));
  app.get('/sitemap.xml', async (_request, reply) => reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(sitemapIndexXml(config.publicUrl)));
  app.get<{ Params: { language: string } }>('/sitemap-:language.xml', async (request, reply) => {
    const language = request.params.language.replace(/\.xml$/, '');
    if (!(LOCALES as readonly string[]).includes(language)) return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(await sitemapXml(config.publicUrl, language, catalogue));
  });

  app.get('/build-id', async (_request, reply) => {
    const build = await currentBuild();
    reply.header('cache-control', NO_STORE).type('text/plain; charset=utf-8');
    if (!build) return reply.code(503).send('host not built');
    return build.buildId;
  });

  // A browser's report that a remote failed to load. Only a canary the page's signed report token names is counted, once
  // per visitor; the address is rate limited; the report's own text is logged, never written into the audit log.
  app.post(REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const body = (request.body ?? {}) as { remote?: unknown; version?: unknown; channel?: unknown; error?: unknown; token?: unknown };
    if (!REMOTE_NAMES.includes(body.remote as RemoteName) || typeof body.version !== 'string' || typeof body.channel !== 'string') {
      return reply.code(400).send({ status: 'error', errors: [{ field: 'body', message: 'expected {remote, version, channel, error, token}' }] });
    }
    const remote = body.remote as RemoteName;
    const report = { remote, version: body.version.slice(0, 64), channel: body.channel.slice(0, 16), error: String(body.error ?? '').slice(0, 500) };
    request.log.warn({ report }, 'remote load failure reported by a browser');
    if (report.channel !== 'canary') return reply.code(202).send({ canaryStopped: false });
    if (!reportLimit.allow(clientAddress(request.raw, config.trustedProxies))) {
      return reply.code(429).header('retry-after', '60').send({ status: 'error', errors: [{ field: '', message: 'too many canary reports from this address' }] });
    }
    const grant = verifyReportToken(body.token, service.config.overrideSecret);
    if (!grant || grant.canaries[remote] !== report.version) {
      return reply.code(403).send({ status: 'error', errors: [{ field: 'token', message: 'this page was not given that canary, or its report token is altered or expired' }] });
    }
    const result = await service.reportFailure({ remote, version: report.version, visitorId: grant.visitorId });
    return reply.code(202).send(result);
  });

  app.get('/_release/override', async (request, reply) => {
    const token = (request.query as { token?: string }).token;
    const grant = verifyOverride(token, service.config.overrideSecret);
    reply.header('cache-control', NO_STORE);
    if (!grant || !token) {
      return reply.code(400).type('text/html; charset=utf-8').send(simplePage('Override link not valid', 'This override link is unsigned, altered or expired, so nothing was changed in this browser.'));
    }
    reply.header('set-cookie', serializeCookie(OVERRIDE_COOKIE, token, { expires: new Date(grant.exp), secure: secureCookies }));
    return reply.redirect('/', 302);
  });

  app.get(OVERRIDE_CLEAR_PATH, async (_request, reply) => {
    reply.header('set-cookie', serializeCookie(OVERRIDE_COOKIE, '', { maxAgeSeconds: 0, secure: secureCookies })).header('cache-control', NO_STORE);
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

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const redirect = retiredLocaleRedirect(url, await retiredLocales.list(), parseCookies(request.headers.cookie)[REMEMBERED_LOCALE_COOKIE]);
    if (redirect) return reply.header('cache-control', NO_STORE).redirect(redirect, 301);

    const build = await currentBuild();
    reply.header('cache-control', NO_STORE);
    if (!build) {
      return reply.code(503).type('text/html; charset=utf-8').send(simplePage('Not built yet', 'The host build is missing: run pnpm build (or pnpm start).'));
    }
    const cookies = parseCookies(request.headers.cookie);
    let visitorId = cookies[VISITOR_COOKIE];
    const cookiesToSet: string[] = [];
    if (!visitorId || !/^[A-Za-z0-9-]{8,64}$/.test(visitorId)) {
      visitorId = crypto.randomUUID();
      cookiesToSet.push(serializeCookie(VISITOR_COOKIE, visitorId, { maxAgeSeconds: VISITOR_COOKIE_MAX_AGE_S, secure: secureCookies }));
    }
    const overrideToken = cookies[OVERRIDE_COOKIE];
    const override = verifyOverride(overrideToken, service.config.overrideSecret);
    // An altered or expired override cookie is ignored and removed.
    if (overrideToken && !override) cookiesToSet.push(serializeCookie(OVERRIDE_COOKIE, '', { maxAgeSeconds: 0, secure: secureCookies }));
    if (cookiesToSet.length > 0) reply.header('set-cookie', cookiesToSet);

    const state = service.store.read();
    const map = browserReleaseMap(state, { visitorId, buildId: build.buildId, ...(override ? { override } : {}) });
    // `pnpm dev`: remotes come from their dev servers (hot reload), not from published versions.
    for (const [remote, manifestUrl] of Object.entries(config.devRemotes) as [RemoteName, string][]) {
      map.remotes[remote] = { name: FEDERATION_NAMES[remote], version: 'dev', manifestUrl, channel: 'live' };
    }
    const canaries = Object.fromEntries(Object.entries(map.remotes).filter(([, release]) => release.channel === 'canary').map(([remote, release]) => [remote, release.version]));
    map.reportToken = signReportToken({ visitorId, canaries, exp: Date.now() + REPORT_TOKEN_TTL_MS }, service.config.overrideSecret);
    const lang = pageLocale(pathOf(url), cookies[REMEMBERED_LOCALE_COOKIE]);
    const banner = map.override ? overrideBannerHtml(map.override, lang) : '';
    const page = answerForPath(pathOf(url));
    const firstRemote = page.remote;
    const firstRelease = firstRemote ? map.remotes[firstRemote] : undefined;
    // Every remote page is that remote's './routes' subtree (host/src/remotes/RemoteRoutes.tsx).
    const files = firstRelease ? await exposeFiles.filesFor(firstRelease.manifestUrl, './routes') : undefined;
    const hints = [...bootHints(build.bootFiles, pathOf(url)), ...(firstRemote ? preloadHints(map, state, firstRemote, files) : [])];

    // A guest's public page is rendered on the server (ssr.ts); anything else, or a render that cannot be had, is the
    // browser-rendered page as before.
    if (renderer && page.status === 200 && rendersOnServer(pathOf(url), cookies, request.headers)) {
      const device = detectDevice(String(request.headers['user-agent'] ?? ''), null).kind;
      const rendered = await renderer.render({
        url,
        hostBuildId: build.buildId,
        map,
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
        rememberedLocale: cookies[REMEMBERED_LOCALE_COOKIE] ?? null,
        userAgent: String(request.headers['user-agent'] ?? ''),
        deviceKind: device,
        deviceHint: null,
      });
      if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      if (rendered?.kind === 'page') {
        const styles = (await Promise.all(rendered.remotes.map((remote) => (map.remotes[remote] ? exposeFiles.stylesheetsFor(map.remotes[remote].manifestUrl) : [])))).flat();
        const stylesheets = [...(build.bootFiles?.styles ?? []).map((file) => `/${file}`), ...styles];
        const html = renderServerPageHtml(build.html, map, serverPageHints(hints), banner, { ...serverPageParts(rendered, device, pathOf(url), stylesheets, config.publicUrl), starter: build.starter, bootScripts: build.bootFiles?.scripts });
        // A page whose address names nothing the API knows (an article, a game) said so while it rendered: 404.
        const status = rendered.head.notFound ? 404 : page.status;
        return sendPage(request, reply.code(status).header('x-casino-render', 'server'), html);
      }
    }
    // An unknown path is still the app (its Page Not Found screen names the path), with the status that says so.
    return sendPage(request, reply.code(page.status), renderIndexHtml(build.html, map, hints, banner, lang));
  }

  /** A page's HTML, compressed when the browser accepts it; it differs per visitor (cookies) and per encoding. */
  function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    const { body, encoding } = compressPage(html, acceptedEncodings(request.headers['accept-encoding']));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Encoding').send(body);
  }

  app.get('/*', async (request, reply) => {
    const urlPath = pathOf(request.url);
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const file = resolveFile(config.hostDist, urlPath);
      if (file) {
        const sent = encodedFile(file, acceptedEncodings(request.headers['accept-encoding']));
        reply.header('cache-control', isContentHashed(file) ? IMMUTABLE : REVALIDATE).type(contentTypeOf(file)).headers(encodingHeaders(file, sent));
        return reply.send(fs.createReadStream(sent.path));
      }
      if (looksLikeFile(urlPath)) return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    }
    return servePage(request, reply);
  });

  return app;
}

/** The server-rendered page's parts for index.html: head from what the page said while it rendered. */
function serverPageParts(rendered: RenderedPage, device: string, pathname: string, stylesheets: string[], publicUrl = ''): Parameters<typeof renderServerPageHtml>[4] {
  const { head } = rendered;
  const title = head.dataTitle ? `${head.dataTitle}${TITLE_SEPARATOR}${head.brand ?? ''}` : (head.routeTitle ?? head.brand ?? '');
  return {
    html: rendered.html,
    lang: head.lang,
    device,
    title,
    description: head.dataDescription ?? head.description ?? '',
    // A not-found page has no canonical address nor other languages to offer.
    links: head.notFound ? [] : languageLinks(publicUrl, pathname),
    noindex: Boolean(head.notFound),
    hoisted: rendered.hoisted,
    stylesheets,
    stateJson: jsonForHtml(rendered.state),
    stateElementId: SERVER_STATE_ELEMENT_ID,
  };
}

/** As the host's DocumentMeta writes it: "Page · Brand". */
const TITLE_SEPARATOR = ' · ';

function simplePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the site</a></p></body></html>`;
}
