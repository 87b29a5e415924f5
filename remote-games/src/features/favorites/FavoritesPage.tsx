import { useQuery } from '@tanstack/react-query';
import { QueryView, routeLocale, SkeletonGrid, useParams, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { GameList } from '../../shared/GameList';
import { favoriteGamesQuery } from '../../shared/games-api';
import styles from '../../shared/PlayerGamesPage.module.css';

/** SPEC.md section 2, /{lang}/games/favorites: the player's favourite games, newest first (signed in; the host guards). */
export function FavoritesPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const favorites = useQuery(favoriteGamesQuery());
  return (
    <section className={styles.page} data-testid="favorite-games">
      <h1 className={styles.heading}>{t('pages.favorites')}</h1>
      <QueryView
        query={favorites}
        errorText={t('favorites.error')}
        isEmpty={(games) => games.length === 0}
        emptyText={t('favorites.empty')}
        loading={<SkeletonGrid count={6} />}
      >
        {(games) => <GameList games={games} locale={locale} />}
      </QueryView>
    </section>
  );
}
