import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, notify, useNavigate, useSignedIn, useTranslation } from '@casino/shared';
import { type Locale, localePath, SECTION_PATHS } from '@casino/contract';
import type { GameCard } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { favoriteGamesQuery, toggleFavoriteGame } from './games-api';

/** The signed-in player's favourite game ids (from GET /player/favorite/games); empty for a guest. */
export function useFavoriteIds(): Set<number> | null {
  const isAuth = useSignedIn();
  const favorites = useQuery({ ...favoriteGamesQuery(), enabled: isAuth });
  if (!isAuth || !favorites.data) return null;
  return new Set(favorites.data.map((game) => game.id));
}

/**
 * The favourite toggle (SPEC.md section 7: POST adds if absent, removes if present): the star changes at once, the
 * favourites list follows; a failure puts it back and says so. A guest is asked to sign in instead.
 */
export function useToggleFavorite(locale: Locale) {
  const { t } = useTranslation(NAMESPACE);
  const isAuth = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = favoriteGamesQuery().queryKey;
  const mutation = useMutation({
    mutationFn: (game: GameCard) => toggleFavoriteGame(game.id),
    onMutate: async (game) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GameCard[]>(key);
      const list = before ?? [];
      const next = list.some((g) => g.id === game.id) ? list.filter((g) => g.id !== game.id) : [{ ...game, isFavorite: true }, ...list];
      queryClient.setQueryData<GameCard[]>(key, next);
      return { before };
    },
    onError: (_error, _game, context) => {
      queryClient.setQueryData(key, context?.before);
      notify({ type: 'error', text: t('favorites.failed'), group: 'favorite-toggle' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey('game.favorites') }),
  });
  const { mutate } = mutation;
  // One function for the page's life (until the session or the language changes): the cards are memoised on it.
  return useCallback(
    (game: GameCard) => {
      if (!isAuth) {
        notify({ text: t('favorites.signInFirst'), group: 'favorite-toggle' });
        void navigate(localePath(locale, SECTION_PATHS.login));
        return;
      }
      mutate(game);
    },
    [isAuth, locale, mutate, navigate, t],
  );
}

/** What a card or the game page needs: is this game a favourite, and the toggle. */
export function useFavorites(locale: Locale) {
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite(locale);
  return { isFavorite: (game: GameCard) => (ids ? ids.has(game.id) : game.isFavorite), toggle };
}
