import { QueryClient, queryOptions, type FetchQueryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { createContext, type RouterContextProvider } from 'react-router';
import { apiClient, ApiRequestError } from '../api/client';
import type { EndpointData, EndpointInput, EndpointName } from '../api/endpoints';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../routing/paths';
import { readAuthToken } from '../session/token-storage';

/**
 * The page's one query cache (ARCHITECTURE.md "How a page reaches the player", step 5): TanStack Query, shared as a
 * federation singleton. Route loaders prime it (`prefetch`), components read it (`useQuery`), mutations invalidate the
 * keys they change. docs/pages.md shows a page end to end.
 */

/** Data stays fresh this long: navigating back and forth within it costs no request. */
export const QUERY_STALE_TIME_MS = 30_000;
/** An API error in the 4xx range is an answer, not a blip: asking again will not change it. */
const retryTransient = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/** One per page in the browser (and, later, one per request on the server). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: retryTransient, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** How a route loader reaches the page's query cache: `context.get(queryClientContext)` (the host provides it). */
export const queryClientContext = createContext<QueryClient>();

/**
 * True while the edge renders the page on the server (host/src/server): a loader's background data is then awaited
 * too, so it is in the HTML instead of a placeholder (the server's API calls have their own deadline).
 */
export const serverRenderContext = createContext<boolean>(false);

/** The query of one endpoint call: its key is `[name, input]`, so `invalidateQueries({ queryKey: [name] })` hits all. */
export function endpointQuery<K extends EndpointName>(
  name: K,
  input: EndpointInput<K>,
  options: Omit<UseQueryOptions<EndpointData<K>, ApiRequestError, EndpointData<K>, QueryKey>, 'queryKey' | 'queryFn'> = {},
) {
  return queryOptions<EndpointData<K>, ApiRequestError, EndpointData<K>, QueryKey>({
    ...options,
    queryKey: [name, input],
    queryFn: ({ signal }) =>
      (apiClient.call as (n: K, i: EndpointInput<K>, o: { signal: AbortSignal }) => Promise<EndpointData<K>>)(name, input, {
        signal,
      }),
  });
}

/** The public configuration (GET /settings): one answer per page, shared by the host and every remote. */
export const settingsQuery = () => endpointQuery('settings.get', {}, { staleTime: Infinity });

/** The key prefix of every query of an endpoint, for invalidation after a mutation. */
export const endpointKey = (name: EndpointName): QueryKey => [name];

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
  return readAuthToken() ? prefetch(context, ...queries) : Promise.resolve(null);
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

/** The page's language from its route params (`/{lang}/...`); at `/` (no prefix) the language the page is shown in. */
export function routeLocale(params: { lang?: string | undefined }): Locale {
  if (isLocale(params.lang)) return params.lang;
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
