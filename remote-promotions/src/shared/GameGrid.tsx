import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLink, QueryView, SkeletonGrid, useTranslation } from '@casino/shared';
import { cardPicture, gamePagePath, type Locale } from '@casino/contract';
import type { GameCard } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import styles from './promotions.module.css';

/**
 * The card's box (4:3, as the API's 320x240 bitmap, which stays sharp on a dense screen); set on the img so the grid
 * does not jump while images arrive.
 */
const THUMBNAIL_WIDTH = 240;
const THUMBNAIL_HEIGHT = 180;

/** The games a tournament or race stage counts, each opening its game page. */
export function GameGrid({ games, locale, testId }: { games: GameCard[]; locale: Locale; testId?: string }) {
  return (
    <ul className={styles.games} data-testid={testId}>
      {games.map((game) => (
        <li key={game.id} className={styles.game}>
          <PageLink className={styles.gameLink} to={gamePagePath(locale, game)}>
            <img
              className={styles.thumbnail}
              // The API's bitmap when it draws one, else the SVG: as the games remote's cards (@casino/contract).
              src={cardPicture(game)}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_HEIGHT}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.gameName}>{game.name}</span>
            <span className={styles.provider}>{game.provider.name}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton() {
  return <SkeletonGrid count={6} />;
}

/**
 * A page's section of games (a tournament's, a race stage's bonus and all games): its heading and note, then the games,
 * their skeleton, an error with Retry, or "no games".
 */
export function GamesSection<T>({
  id,
  title,
  note,
  query,
  gamesOf,
  locale,
  testId,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  query: UseQueryResult<T, unknown>;
  /** The games in the query's answer (a page of them, or a plain list). */
  gamesOf: (data: T) => GameCard[];
  locale: Locale;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {note && <p className={styles.muted}>{note}</p>}
      <QueryView
        query={query}
        errorText={t('games.error')}
        isEmpty={(data) => gamesOf(data).length === 0}
        emptyText={t('games.empty')}
        loading={<GameGridSkeleton />}
      >
        {(data) => <GameGrid games={gamesOf(data)} locale={locale} testId={testId} />}
      </QueryView>
    </section>
  );
}
