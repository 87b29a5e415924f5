import { memo } from 'react';
import { LazyImage, PageLink, useTranslation } from '@casino/shared';
import { cardPicture, gamePagePath, type Locale } from '@casino/contract';
import type { GameCard as GameCardData, LiveGameInfo } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { FavoriteButton } from './FavoriteButton';
import styles from './GameCard.module.css';

/**
 * The size a card shows its thumbnail at, reserved on the box so the row does not jump while images arrive. The API
 * draws the tile at 320x240 (api/src/modules/games/thumbnail.ts), the same 4:3, so it stays sharp on a dense screen.
 */
export const THUMBNAIL_WIDTH = 240;
export const THUMBNAIL_HEIGHT = 180;

export interface GameCardProps {
  game: GameCardData;
  locale: Locale;
  /** The first visible row loads at once: it is the page's largest paint. */
  eager?: boolean;
  isFavorite: boolean;
  onToggleFavorite: (game: GameCardData) => void;
  as?: 'li' | 'div';
  /** A live table's dealer and seats. */
  live?: LiveGameInfo;
  /**
   * In the virtual list: the tile exists only while it is in view (or 200 px from it), so its picture loads at once,
   * without a visibility observer of its own, and shows without a fade.
   */
  inVirtualList?: boolean;
}

/**
 * One game in a row, a grid or the 5,000-game list. Memoised: a page re-renders its rows when any of its queries
 * moves (query updates are synchronous renders in React), and a row of cards whose game, star and live seats are
 * unchanged is then skipped instead of rendered again on the main thread. Its props are stable for that reason:
 * games come from the query cache, the toggle from useToggleFavorite.
 */
export const GameCard = memo(function GameCard({ game, locale, eager = false, isFavorite, onToggleFavorite, as: Tag = 'li', live, inVirtualList = false }: GameCardProps) {
  const { t } = useTranslation(NAMESPACE);
  // One badge, the one that matters most: the artwork draws none (its words would be English in every language).
  const badge = game.isLive ? 'live' : game.hasJackpot ? 'jackpot' : game.isNew ? 'new' : null;
  return (
    <Tag className={styles.card} data-testid="game-card" data-game-slug={game.slug}>
      <PageLink className={styles.cardLink} to={gamePagePath(locale, game)}>
        <LazyImage
          className={styles.thumbnail}
          src={cardPicture(game)}
          alt={game.name}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          eager={eager || inVirtualList}
          fadeIn={!inVirtualList}
        />
        {badge && (
          <span className={styles.badge} data-kind={badge}>
            {badge === 'live' ? t('lobby.live') : badge === 'jackpot' ? t('lobby.jackpot') : t('lobby.new')}
          </span>
        )}
        <span className={styles.name}>{game.name}</span>
        <span className={styles.provider}>{game.provider.name}</span>
        {live && (
          <span className={styles.live} data-testid="live-info">
            {live.dealerName}
            {live.seatsTotal !== null && live.seatsTaken !== null && ` · ${t('lobby.liveSeats', { taken: live.seatsTaken, total: live.seatsTotal })}`}
          </span>
        )}
      </PageLink>
      <FavoriteButton game={game} isFavorite={isFavorite} onToggle={onToggleFavorite} />
    </Tag>
  );
});
