import { useQuery } from '@tanstack/react-query';
import { endpointQuery, usePlayer } from '@casino/shared';
import type { LiveGameInfo } from '@casino/contract/schemas';
import { ENDPOINTS } from '@casino/contract';

/** Seats and players move every minute (api contract): read them again at that pace. */
const LIVE_INFO_REFRESH_MS = 60_000;
const DEFAULT_CURRENCY = 'EUR';

export const liveInfoQuery = (currency: string) =>
  endpointQuery(ENDPOINTS['game.liveInfo'], { params: { currency } }, { refetchInterval: LIVE_INFO_REFRESH_MS });

/** Live tables' extra info by game id (GET /live-game-additional-info/{currency}), asked only when live tables show. */
export function useLiveInfo(enabled: boolean): Map<number, LiveGameInfo> {
  const player = usePlayer();
  const info = useQuery({ ...liveInfoQuery(player.currency || DEFAULT_CURRENCY), enabled });
  return new Map((info.data ?? []).map((table) => [table.gameId, table]));
}
