import { gamePagePath, type Locale, PageLink, SkeletonGrid } from '@casino/shared';
import type { GameCard } from '@casino/shared/contract';
import styles from './promotions.module.css';

/** Thumbnail size the API renders; set on the img so the grid does not jump while images arrive. */
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
              src={game.thumbnail}
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
