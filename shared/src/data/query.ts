import { hashKey, MutationCache, QueryClient, queryOptions, useQueryClient, type FetchQueryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { use } from 'react';
import { apiClient, ApiRequestError, isSignedIn } from '../api/client';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, isLocale, type EndpointName, type JsonEndpoint, type Locale } from '@casino/contract';
import { useRenderingOnServer } from '../platform/server-render';
import { QUERY_STALE_TIME_MS } from './stale-time';
import { PLAYER_QUERY_KEY } from './player-query';
import { createRouterContext, type RouterContextProvider } from '../routing/router';

/**
 * The page's one query cache (ARCHITECTURE.md "How a page reaches the player", step 5): TanStack Query, shared as a
 * federation singleton. Route loaders prime it (`prefetch`), components read it (`useQuery`), mutations invalidate the
 * keys they change. docs/pages.md shows a page end to end.
 */

export { QUERY_STALE_TIME_MS };
/** An API error in the 4xx range is an answer, not a blip: asking again will not change it. */
const retryTransient = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/**
 * One per page in the browser (and one per request on the server). Every successful mutation refetches the player
 * (GET /player/display-data: balance, bonus, points, counters, flags) before the mutation's own `onSuccess` runs, so a
 * deposit, a bonus activation, a points exchange, a currency switch or a profile edit shows in the header with no
 * hand-written refresh. A mutation that cannot change the player says so with `meta: { keepsPlayer: true }`. For a
 * guest the player query is not active and nothing is fetched.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        mutation.meta?.keepsPlayer === true ? undefined : client.invalidateQueries({ queryKey: PLAYER_QUERY_KEY }),
    }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: retryTransient, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** How a route loader reaches the page's query cache: `context.get(queryClientContext)` (the host provides it). */
export const queryClientContext = createRouterContext<QueryClient>();

/**
 * True while the edge renders the page on the server (host/src/server): a loader's background data is then awaited
 * too, so it is in the HTML instead of a placeholder (the server's API calls have their own deadline).
 */
export const serverRenderContext = createRouterContext<boolean>(false);

/**
 * The query of one endpoint call: its key is `[name, input]`, so `invalidateQueries({ queryKey: endpointKey(...) })`
 * hits all. The definition comes from the caller's bundle (`ENDPOINTS['game.info']` of @casino/contract).
 */
export function endpointQuery<Data, Input>(
  endpoint: JsonEndpoint<Data, Input>,
  input: Input,
  options: Omit<UseQueryOptions<Data, ApiRequestError, Data, QueryKey>, 'queryKey' | 'queryFn'> = {},
) {
  return queryOptions<Data, ApiRequestError, Data, QueryKey>({
    ...options,
    queryKey: [endpoint.name, input],
    queryFn: ({ signal }) =>
      (apiClient.call as (e: JsonEndpoint<Data, Input>, i: Input, o: { signal: AbortSignal }) => Promise<Data>)(endpoint, input, {
        signal,
      }),
  });
}


/** The key prefix of every query of an endpoint (a definition, or a name of the map), for invalidation after a mutation. */
export const endpointKey = (endpoint: EndpointName | { readonly name: string }): QueryKey => [
  typeof endpoint === 'string' ? endpoint : endpoint.name,
];

type LoaderContext = Readonly<RouterContextProvider> | undefined;
/** Any query a loader may prime: what `endpointQuery` returns, for any endpoint (its full type is per endpoint). */
interface PageQuery {
  queryKey: QueryKey;
}

/**
 * A route loader's way to ask for its page's data: starts each query (or reuses the cached answer) and waits for them,
 * so the page renders with its data; a failed query is left in the cache as an error for the page to show with its
 * retry, never thrown into the router. Without a router context (a remote's region mounted outside the data router)
 * it does nothing: the page's own `useQuery` fetches.
 */
export async function prefetch(context: LoaderContext, ...queries: PageQuery[]): Promise<null> {
  const client = context?.get(queryClientContext);
  if (client) await Promise.all(queries.map((query) => client.prefetchQuery(query as FetchQueryOptions)));
  return null;
}

/** `prefetch` for a signed-in player's own data (player pages): a guest's page asks nothing (the guards send them home). */
export function prefetchForPlayer(context: LoaderContext, ...queries: PageQuery[]): Promise<null> {
  return isSignedIn() ? prefetch(context, ...queries) : Promise.resolve(null);
}

/**
 * For data a page can show without (a bonus strip, a sidebar): its request starts with the navigation, but the page
 * does not wait for it and shows its own placeholder meanwhile.
 */
export function prefetchInBackground(context: LoaderContext, ...queries: PageQuery[]): null | Promise<null> {
  if (context?.get(serverRenderContext)) return prefetch(context, ...queries);
  const client = context?.get(queryClientContext);
  for (const query of queries) void client?.prefetchQuery(query as FetchQueryOptions);
  return null;
}

/** The server render's fetches of component-read queries, one per query and render (its own query cache). */
const serverFetches = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

/**
 * For data a component reads rather than a route loader (a fragment's: the home page's game rows, the jackpots): on
 * the server the render waits for it, so the page is rendered with it and sends it along (the browser hydrates without
 * fetching it); in the browser it does nothing and the component's own `useQuery` fetches as before. A query that
 * fails is left to the browser (the render removes errored queries).
 */
export function useServerQuery(query: PageQuery): void {
  const onServer = useRenderingOnServer();
  const client = useQueryClient();
  if (!onServer) return;
  const status = client.getQueryState(query.queryKey)?.status;
  if (status === 'success' || status === 'error') return;
  let fetches = serverFetches.get(client);
  if (!fetches) serverFetches.set(client, (fetches = new Map()));
  const hash = hashKey(query.queryKey);
  let fetched = fetches.get(hash);
  if (!fetched) {
    fetched = client.fetchQuery(query as FetchQueryOptions).catch(() => undefined);
    fetches.set(hash, fetched);
  }
  use(fetched);
}

/** The page's language from its route params (`/{lang}/...`); at `/` (no prefix) the language the page is shown in. */
export function routeLocale(params: { lang?: string | undefined }): Locale {
  if (isLocale(params.lang)) return params.lang;
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

