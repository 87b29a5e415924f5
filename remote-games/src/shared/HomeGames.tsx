import { useQuery } from '@tanstack/react-query';
import { endpointQuery, QueryView, routeLocale, SkeletonGrid, useParams, useServerQuery, useTranslation } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import { NAMESPACE } from '../app/namespace';
import { GameRows } from './GameRows';
import styles from './GameRows.module.css';

/** Games per row on the home page. */
const HOME_ROW_GAMES = 12;
export const homeGamesQuery = (lang: Locale) => endpointQuery(ENDPOINTS['game.tabHome'], { query: { lang, limit: HOME_ROW_GAMES } });

/** The home tab's rows of games (GET /game/tab-home), for the home page. */
export function HomeGames({ rows }: { rows?: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const query = homeGamesQuery(locale);
  useServerQuery(query);
  const home = useQuery(query);
  return (
    <div className={styles.home} data-testid="home-games">
      <QueryView query={home} errorText={t('lobby.error')} isEmpty={(data) => data.sections.length === 0} emptyText={t('lobby.empty')} loading={<SkeletonGrid count={6} />}>
        {(data) => <GameRows sections={rows ? data.sections.slice(0, rows) : data.sections} locale={locale} />}
      </QueryView>
    </div>
  );
}
