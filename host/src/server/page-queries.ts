import { defaultShouldDehydrateQuery, dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isNotFoundAnswer } from '@casino/shared';
import type { ApiErrorItem } from '@casino/contract/schemas';

/**
 * The queries a server-rendered page carries: its answers, and the API's "no such thing" (404 or 400) for what the
 * address names, which the page showed as its not-found screen (the browser must hydrate that same screen).
 */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFoundAnswer(query.state.error) });
}

type SerializedApiError = { name?: string; status?: number; errors?: ApiErrorItem[]; path?: string } | null;

/**
 * A not-found answer is not asked again when a component mounts with it: the page shows its not-found screen at once,
 * on the server and in the browser alike (asking again would render the page's placeholder, then the same 404).
 */
export function keepNotFoundAnswers(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => isNotFoundAnswer(q.state.error) })) {
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/**
 * The browser's side of `dehydratePage`: the answers go into the page's cache, and a not-found answer back as the
 * ApiRequestError the page checks (`keepNotFoundAnswers`).
 */
export function hydratePage(queryClient: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((query) => {
    const error = query.state.error as SerializedApiError;
    if (query.state.status !== 'error' || error?.name !== 'ApiRequestError') return query;
    return { ...query, state: { ...query.state, error: new ApiRequestError(error.status ?? 0, error.errors ?? [], error.path ?? '') } };
  });
  hydrate(queryClient, { ...state, queries });
  keepNotFoundAnswers(queryClient);
}
