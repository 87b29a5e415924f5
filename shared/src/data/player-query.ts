import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ENDPOINTS } from '@casino/contract';
import { apiClient, type ApiRequestError } from '../api/client';
import { EMPTY_PLAYER, playerFromDisplayData, type Player } from '../session/player';

/**
 * The player (GET /player/display-data) as server state: one query in the page's cache, never a store's copy.
 * The cache holds the `Player` shape (defaults filled in by playerFromDisplayData), so the session's optimistic
 * changes (a favourite, accepted terms) write it with setQueryData. Every successful mutation invalidates it
 * (createQueryClient's MutationCache), so the header's balance follows a deposit with no hand-written refresh.
 */
export const PLAYER_QUERY_KEY: QueryKey = [ENDPOINTS['player.displayData'].name, {}];

export const playerQuery = () =>
  queryOptions<Player, ApiRequestError, Player, QueryKey>({
    queryKey: PLAYER_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(ENDPOINTS['player.displayData'], {}, { signal }).then(playerFromDisplayData),
  });

/** The cached player outside React (the guards, the session's actions); EMPTY_PLAYER when none is cached. */
export function playerIn(queryClient: QueryClient): Player {
  return queryClient.getQueryData<Player>(PLAYER_QUERY_KEY) ?? EMPTY_PLAYER;
}
