import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
// The server-only router API is not in @casino/shared's router (shared/src/routing/router.ts: the browser would carry
// it). Imported here, it is the same module as the one @casino/shared re-exports: both are in the host's server build.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createStore } from 'jotai';
import { apiClient, ApiRequestError, serverFormAtom, CLIENT_ONLY_DIGEST, playerQuery, scopeAuthTokenToRequest, createQueryClient, isNotFoundAnswer, loadSettings, type PageHead, PageHeadContext, type PageOrganization, queryClientContext, redirect, registeredNamespaces, registerNamespace, RenderingOnServerContext, scopeNamespaceVersions, requestI18n, type RouteObject, RouterContextProvider, scopeI18nToRequest, serverRenderContext, setFragmentLoader, settingsIn, SHARED_NAMESPACE, type Translations } from '@casino/shared';
import type { Locale, RemoteName } from '@casino/contract';
import { matchInSections } from '@casino/contract/routing/route-manifest';
import { pageOwner, scopeRoutesToRequest } from '../routing/served-routes';
import { isAuthAtom, isTermsPopupAtom } from '@casino/shared/session-store';
import { footerIconsQuery, menuQuery } from '../layouts/layout-queries';
import { rgProfileQuery } from '../responsible-gaming/rg-queries';
import { AppFrame } from '../App';
import { acceptedLanguages, pageLocale } from '../guards/locale-guard';
import { createNavigationLoader, createRouteDataFetcher } from '../guards/navigation-loader';
import { createAppRouteDiscovery, createRootRoute } from '../routing/app-router';
import { detectDevice } from '../shell/device';
import type { RenderRequest, RenderResult } from './render-contract';
import { dehydratePage, keepNotFoundAnswers } from './page-queries';
import type { ServerState } from './ssr-state';
import { ServerRemotes, versionLoading } from './server-remotes';
import { GuestApiCache } from './guest-api-cache';

/** What one render knows about itself, found from anywhere in its async work (i18n, fragments). */
interface RenderScope {
  /** The page's language, decided before the render (the path's, or for "/" the visitor's). */
  language: Locale;
  i18n: Translations;
  request: RenderRequest;
  remotesUsed: Set<RemoteName>;
  leftToBrowser: string[];
}

const scope = new AsyncLocalStorage<RenderScope>();
const remotes = new ServerRemotes();

/** Every use of the shared `i18n` inside a render reaches that render's own instance (its language). */
scopeI18nToRequest(() => scope.getStore()?.i18n);
/** Every route lookup inside a render (guards, layouts, remote discovery) sees that render's served pages. */
scopeRoutesToRequest(() => scope.getStore()?.request.routes);

/** A signed-in player's render reads that request's token, and nothing outside a render reads any (shared/src/session). */
scopeAuthTokenToRequest(() => scope.getStore()?.request.authToken);
/**
 * A remote's strings are read in the version this render uses, though the worker holds several (live, canary, the
 * version before a rollback). A module registers its namespace as it first runs: while its version is being loaded
 * (ServerRemotes), or, for a chunk a page pulls in while rendering, in the version this render reached it through.
 */
const renderedVersion = (namespace: string) => scope.getStore()?.request.remotes[namespace as RemoteName]?.version;
scopeNamespaceVersions({
  registering: (namespace) => {
    const loadingNow = versionLoading();
    return loadingNow?.remote === namespace ? loadingNow.version : renderedVersion(namespace);
  },
  rendering: renderedVersion,
});
// Only the loader: each render has its own i18n instance (requestI18n), and the page instance is never started here.
const i18nStarted = registerNamespace('host', (language) => import(`../locales/${language}.json`));

// Fragment slots load their module from the same server builds, by this request's release map.
setFragmentLoader((remote, expose) => {
  const current = scope.getStore();
  const release = current?.request.remotes[remote as RemoteName];
  if (!current || !release) return Promise.reject(new Error(`no server release of ${remote}`));
  current.remotesUsed.add(remote as RemoteName);
  return remotes.module(remote as RemoteName, release, expose);
});

let apiConfiguredFor = '';
/** The API's public answers, shared by this worker's guest renders for 2 s (guest-api-cache.ts says what is shared). */
const guestApi = new GuestApiCache();
/**
 * The server's API calls go straight to the platform API, each with the render's deadline; a guest's GET (no token)
 * through the worker's short memory of public answers.
 */
function configureApi(request: RenderRequest): void {
  const key = `${request.apiUrl}|${request.deadlineMs}`;
  if (apiConfiguredFor === key) return;
  apiConfiguredFor = key;
  const origin = request.apiUrl.replace(/\/$/, '');
  apiClient.configure({
    baseUrl: `${origin}/api/v1`,
    fetch: (input, init) => {
      const url = typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input;
      const signals = [AbortSignal.timeout(request.deadlineMs), ...(init?.signal ? [init.signal] : [])];
      return guestApi.fetch(fetch, url, { ...init, signal: AbortSignal.any(signals) });
    },
  });
}

/**
 * Renders one guest page on the server (docs/server-render.md): the host's guards and the owning remote's routes and
 * loaders run as in the browser (a guard's redirect becomes a real HTTP redirect), the page renders to a complete
 * document (renderToString below), and the query cache's answers go along so the browser hydrates without asking
 * again. A remote whose server build does not load in time, or an API call past the deadline, leaves that part to the
 * browser.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  configureApi(request);
  await i18nStarted;
  const url = new URL(request.url, 'http://edge.internal');
  const match = matchInSections(url.pathname, request.routes);
  const browserLanguages = acceptedLanguages(request.acceptLanguage);
  const language = pageLocale(match, { browserLanguages, rememberedLocale: request.rememberedLocale });
  const current: RenderScope = { language, i18n: await requestI18n(language), request, remotesUsed: new Set(), leftToBrowser: [] };
  return scope.run(current, () => render(url, current, browserLanguages));
}

async function render(url: URL, current: RenderScope, browserLanguages: string[]): Promise<RenderResult> {
  const { request } = current;
  const store = createStore();
  const queryClient = createQueryClient();
  if (request.form) store.set(serverFormAtom, request.form);
  // A signed-in player's page: the player first (the header, the guards, favourites and the player's own loaders read
  // it), as the query the browser's session reads (playerQuery: GET /player/display-data). A refused token is
  // the guest's page (the edge decides); an API that does not answer leaves the whole page to the browser.
  if (request.authToken) {
    try {
      await queryClient.fetchQuery(playerQuery());
      store.set(isAuthAtom, true);
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return { kind: 'token-refused' };
      return { kind: 'browser', reason: `the player did not load (${error instanceof Error ? error.message : String(error)})` };
    }
  }
  const loader = createNavigationLoader({
    store,
    queryClient,
    ready: () => loadSettings(queryClient).then(() => undefined),
    fetchRouteData: createRouteDataFetcher(queryClient),
    leave: (to) => {
      throw redirect(to, 302);
    },
    browserLanguages: () => browserLanguages,
    rememberedLocale: () => request.rememberedLocale,
    // The player area's navigation labels its pages in their remotes' namespaces: their strings, from this request's
    // server builds, as the browser loads them before it hydrates.
    loadRemoteStrings: (name) => {
      const release = request.remotes[name as RemoteName];
      if (!release) return Promise.resolve();
      // Used by this page: its strings go to the browser with the page, so the labels hydrate as drawn.
      scope.getStore()?.remotesUsed.add(name as RemoteName);
      return remotes.module(name as RemoteName, release, './routes');
    },
  });
  const root = createRootRoute(loader);
  // The edge decided from the served versions' route manifests that this is a page; a path the host's table does not
  // know is the page a newer version of the section's remote added.
  const pageOf = pageOwner(url.pathname);
  let remote: RemoteName | undefined;
  if (pageOf) {
    const owner = pageOf.remote;
    const release = request.remotes[owner];
    try {
      if (!release) throw new Error(`no release of ${owner}`);
      const { routes } = await remotes.load<{ routes: RouteObject[] }>(owner, release, './routes', request.deadlineMs);
      createAppRouteDiscovery().attach(url.pathname, routes, (_id, children) => root.children.push(...children));
      remote = owner;
      current.remotesUsed.add(owner);
    } catch (error) {
      current.leftToBrowser.push(`${owner}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // The layout's own data (menu, footer icons, the jurisdiction profile Sweden's buttons read) goes into the HTML and
  // the cache too, so the browser does not ask again.
  const { language } = current;
  const layoutData = Promise.all([
    queryClient.prefetchQuery(menuQuery(language)),
    queryClient.prefetchQuery(footerIconsQuery(language)),
    queryClient.prefetchQuery(rgProfileQuery()),
  ]);
  const handler = createStaticHandler([root]);
  const context = await handler.query(new Request(url.href), {
    requestContext: new RouterContextProvider(
      new Map<Parameters<RouterContextProvider['set']>[0], unknown>([
        [queryClientContext, queryClient],
        [serverRenderContext, true],
      ]),
    ),
  });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
    return { kind: 'browser', reason: `the router answered ${context.status}` };
  }
  if (context.errors) {
    const [routeId, error] = Object.entries(context.errors)[0] ?? [];
    return { kind: 'browser', reason: `a loader failed (${routeId}: ${error instanceof Error ? error.message : String(error)})` };
  }
  await layoutData;

  // An answer that did not come (deadline, API error) is left for the browser to ask: the server shows its placeholder.
  // The API's "no such thing" (404, 400) is an answer: the page shows its not-found screen, and the edge answers 404.
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' && !isNotFoundAnswer(q.state.error) })) {
    current.leftToBrowser.push(`data ${JSON.stringify(query.queryKey[0])}`);
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  keepNotFoundAnswers(queryClient);
  await current.i18n.loadNamespaces(registeredNamespaces());

  const head: PageHead = { organization: organizationOf(queryClient, current.i18n) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <RenderingOnServerContext.Provider value>
      <PageHeadContext.Provider value={{ report: (part) => Object.assign(head, part) }}>
        <AppFrame
          store={store}
          queryClient={queryClient}
          i18n={current.i18n}
          device={detectDevice(request.userAgent, request.deviceHint)}
          attachRemoteRoutes={() => undefined}
          goHome={() => undefined}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </PageHeadContext.Provider>
    </RenderingOnServerContext.Provider>
  );
  const { hoisted, body } = splitHoisted(await renderToString(app, request.deadlineMs * 2, current));
  return {
    kind: 'page',
    html: body,
    hoisted,
    head: { ...head, lang: current.i18n.language },
    remotes: [...current.remotesUsed],
    leftToBrowser: current.leftToBrowser,
    state: {
      pathname: url.pathname,
      ...(remote ? { remote } : {}),
      router: { loaderData: context.loaderData, actionData: null, errors: null },
      queries: dehydratePage(queryClient),
      strings: pageStrings(current),
      ...(request.authToken ? { session: { termsPopup: store.get(isTermsPopupAtom) } } : {}),
      ...(request.form ? { form: request.form } : {}),
    },
  };
}

/**
 * Who runs the site, for the `Organization` JSON-LD (host/server/social-meta.ts): the brand in the page's language and
 * the support desk's contacts from the settings (API_SUPPORT_*: configuration, never code).
 */
function organizationOf(queryClient: ReturnType<typeof createQueryClient>, i18n: Translations): PageOrganization {
  const name = i18n.t('brand', { ns: 'host' });
  try {
    const { support } = settingsIn(queryClient);
    return { name, ...(support.email ? { email: support.email } : {}), ...(support.phone ? { telephone: support.phone } : {}) };
  } catch {
    return { name };
  }
}

/** The strings of the namespaces the page used (a remote's namespace is named after it), in the page's language. */
function pageStrings({ i18n, language, remotesUsed }: RenderScope): ServerState['strings'] {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const namespace of ['host', SHARED_NAMESPACE, ...remotesUsed]) {
    const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
    if (bundle) namespaces[namespace] = bundle;
  }
  return { language, namespaces };
}

/**
 * React's renderer for complete documents (`prerenderToNodeStream`): it resolves once everything rendered, with every
 * finished part in place, so the page reads with no script at all (the streaming renderer would send parts that
 * finished late as hidden blocks moved by inline scripts). Waiting is right here: the head (the page's own title, the
 * stylesheets of every remote on the page) is only known at the end, and a guest page is cached whole. Past `limitMs`
 * the render is aborted; what is still pending is left to the browser.
 */
async function renderToString(app: React.ReactNode, limitMs: number, current: RenderScope): Promise<string> {
  const deadline = AbortSignal.timeout(limitMs);
  const { prelude } = await prerenderToNodeStream(app, {
    signal: deadline,
    // Never outline a large part to be moved in by an inline script later: the page is complete as sent.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      const digest = (error as { digest?: string } | null)?.digest;
      if (digest === CLIENT_ONLY_DIGEST) return CLIENT_ONLY_DIGEST;
      current.leftToBrowser.push(`render: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * React renders the resource hints a page asks for (`<img fetchPriority="high">` becomes `<link rel="preload">`) at the
 * start of its output; they belong in the document's head, and inside #root they would not hydrate.
 */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const leading = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>)+/.exec(html);
  return leading ? { hoisted: leading[0], body: html.slice(leading[0].length) } : { hoisted: '', body: html };
}

/** Diagnostics: the remote versions whose server builds are in memory. */
export const loadedRemoteVersions = () => remotes.loadedVersions();
