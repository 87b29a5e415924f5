import { useQuery } from '@tanstack/react-query';
import { QueryView, routeLocale, SkeletonGrid, useParams, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { GameList } from '../../shared/GameList';
import { lastPlayedQuery } from '../../shared/games-api';
import styles from '../../shared/PlayerGamesPage.module.css';

/** SPEC.md section 2, /{lang}/games/last: the games this player launched most recently (signed in; the host guards). */
export function LastPlayedPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const games = useQuery(lastPlayedQuery());
  return (
    <section className={styles.page} data-testid="last-played-games">
      <h1 className={styles.heading}>{t('pages.lastPlayed')}</h1>
      <QueryView
        query={games}
        errorText={t('lastPlayed.error')}
        isEmpty={(list) => list.length === 0}
        emptyText={t('lastPlayed.empty')}
        loading={<SkeletonGrid count={6} />}
      >
        {(list) => <GameList games={list} locale={locale} />}
      </QueryView>
    </section>
  );
}
