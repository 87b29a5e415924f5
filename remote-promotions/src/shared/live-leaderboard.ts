import { useEffect, useRef, useState } from 'react';

/** How often an open leaderboard asks again; it also asks when the tab becomes visible (issue 14). */
export const LEADERBOARD_REFRESH_MS = 15_000;

/** Query options that keep a leaderboard current while its page is open, without reloading the page. */
export const liveLeaderboard = {
  refetchInterval: LEADERBOARD_REFRESH_MS,
  staleTime: LEADERBOARD_REFRESH_MS,
  // TanStack Query's focus manager listens to visibilitychange: a tab shown again refetches a stale board.
  refetchOnWindowFocus: true,
} as const;

/** Places gained (positive) or lost (negative) per nickname since the previous answer; 'new' for a newcomer. */
export type PlaceMovement = Map<string, number | 'new'>;

/**
 * Compares each refreshed leaderboard with the one before it, so a player sees who moved since the last refresh.
 * `stamp` is the answer's computedAt: the same answer twice is not a movement.
 */
export function usePlaceMovement(
  items: { nickname: string; place: number }[] | undefined,
  stamp: string | undefined,
): PlaceMovement {
  const previous = useRef<{ stamp: string; places: Map<string, number> } | null>(null);
  const [movement, setMovement] = useState<PlaceMovement>(() => new Map());
  useEffect(() => {
    if (!items || !stamp) return;
    const before = previous.current;
    if (before && before.stamp !== stamp) {
      const next: PlaceMovement = new Map();
      for (const item of items) {
        const was = before.places.get(item.nickname);
        if (was === undefined) next.set(item.nickname, 'new');
        else if (was !== item.place) next.set(item.nickname, was - item.place);
      }
      setMovement(next);
    }
    previous.current = { stamp, places: new Map(items.map((item) => [item.nickname, item.place])) };
  }, [items, stamp]);
  return movement;
}
