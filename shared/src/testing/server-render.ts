/**
 * '@casino/shared/testing/server-render': proves code is ready for server rendering (ARCHITECTURE.md "Server
 * rendering"): no `window`, `document`, storage or `navigator` at module scope or during render. For jest tests that
 * run with `@jest-environment node`, where those globals do not exist, so any use throws and is reported.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, i18n, I18nProvider, initI18n, PLAYER_QUERY_KEY, queryClientContext, type Player, type SessionState, SessionStateContext } from '@casino/shared';
import { type Locale } from '@casino/contract';
import { mockApi } from './index';

export const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const;

/** Node 21+ has a `navigator` of its own (and Node 22 may have localStorage): remove them, so a server sees none. */
export function hideBrowserGlobals(): void {
  for (const name of BROWSER_GLOBALS) {
    if (name in globalThis) Reflect.deleteProperty(globalThis, name);
    if (name in globalThis) Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
  }
}

/** Names the browser global an error comes from, or null ("window is not defined", "reading 'localStorage'"...). */
export function browserGlobalIn(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return BROWSER_GLOBALS.find((name) => new RegExp(`\\b${name}\\b`).test(message)) ?? null;
}

/**
 * One concrete URL path per route of a remote's subtree (relative to /{lang}): `:param` becomes `sample`, a splat
 * `anything`. Walks children of layout routes; `lazy` routes are resolved by the router when the path is rendered.
 */
export function samplePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path
      ? route.path
          .split('/')
          .map((segment) => (segment === '*' ? 'anything' : segment.startsWith(':') ? 'sample' : segment.replace(/\?$/, '')))
          .join('/')
      : '';
    const path = [parent, own].filter(Boolean).join('/');
    const children = route.children ? samplePaths(route.children, path) : [];
    return route.index || route.path || !route.children ? [path, ...children] : children;
  });
}

export interface ServerRender {
  html: string;
  /** Every error the loaders, lazy routes or the render raised, including those a Suspense boundary caught. */
  errors: unknown[];
  /** Set when a loader answered with a redirect (nothing rendered). */
  redirect?: string;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Renders a remote's routes at `/{locale}/{path}` the way a server would: a static data router (loaders and `lazy`
 * routes resolved), i18n and a session from the caller, and React's prerender, which waits for lazy pages and
 * translations instead of stopping at Suspense fallbacks as renderToString does.
 */
export async function renderRoutesOnServer(
  routes: RouteObject[],
  path: string,
  { locale = 'en', session, wrap = (node) => node }: { locale?: Locale; session: SessionState & { player?: Player }; wrap?: (node: ReactNode) => ReactNode },
): Promise<ServerRender> {
  await initI18n(locale);
  // As the edge will: a query cache of this request's own, reached by the loaders through the router context.
  const queryClient = createQueryClient();
  if (session.isAuth && session.player) queryClient.setQueryData(PLAYER_QUERY_KEY, session.player);
  const handler = createStaticHandler([{ path: '/:lang', children: routes }], { future: { v8_middleware: true } });
  const context = await handler.query(new Request(`http://casino.test/${locale}/${path}`.replace(/\/$/, '')), {
    requestContext: new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
  });
  if (context instanceof Response) return { html: '', errors: [], redirect: context.headers.get('Location') ?? '' };
  const errors: unknown[] = Object.values(context.errors ?? {});
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = createElement(
    I18nProvider,
    { i18n },
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(SessionStateContext.Provider, { value: session }, wrap(createElement(StaticRouterProvider, { router, context }))),
    ),
  );
  const { prelude } = await prerenderToNodeStream(page, { onError: (error) => void errors.push(error) });
  return { html: await readStream(prelude), errors };
}

/**
 * The test every remote runs on its public surface: each module of `src/exposes/` imports under Node, and every
 * route of each `routes` it exports renders there, with no browser global touched. Call it from a test file that
 * starts with `@jest-environment node`. The API is outside the product: every call answers 404 at once, so no loader
 * waits out the retries of an absent server and each page renders its error state.
 */
export function describeServerRendering(exposesDir: string, session: () => SessionState & { player?: Player }): void {
  const modules = readdirSync(exposesDir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

  describe(`${path.basename(path.dirname(path.dirname(exposesDir)))}: exposed modules are ready for server rendering`, () => {
    beforeAll(() => {
      hideBrowserGlobals();
      mockApi({});
    });

    it('finds the exposed modules', () => {
      expect(modules.length).toBeGreaterThan(0);
    });

    it.each(modules)('%s imports and renders every route under Node without a browser global', async (file) => {
      const exposed = (await import(path.join(exposesDir, file))) as { routes?: RouteObject[] };
      const failures: string[] = [];
      const paths = exposed.routes ? samplePaths(exposed.routes) : [];
      for (const routePath of paths) {
        const { html, errors, redirect } = await renderRoutesOnServer(exposed.routes!, routePath, { session: session() });
        for (const error of errors) {
          const global = browserGlobalIn(error);
          failures.push(`/en/${routePath}: ${global ? `uses ${global}: ` : ''}${error instanceof Error ? error.message : String(error)}`);
        }
        if (!redirect && html.length === 0) failures.push(`/en/${routePath}: rendered nothing`);
      }
      expect(failures).toEqual([]);
    });
  });
}
