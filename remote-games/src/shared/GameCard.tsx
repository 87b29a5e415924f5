import { memo, useMemo, type ComponentType } from 'react';
import { LazyImage, PageLink, useTranslation } from '@casino/shared';
import { cardPicture, gamePagePath, type Locale } from '@casino/contract';
import type { GameCard as GameCardData, LiveGameInfo } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { FavoriteStar } from './FavoriteButton';
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
   * without a visibility observer of its own, and shows without a fade; its link prefetches the game page on hover,
   * touch or focus only, not after a second in view (a fling on a slow phone passes hundreds of cards that slowly).
   */
  inVirtualList?: boolean;
  /**
   * What draws the picture, when the list has its own (the 5,000-game list's `ListPicture`, which only that list's
   * code carries); otherwise LazyImage.
   */
  Picture?: ComponentType<{ className?: string; src: string; alt: string; width: number; height: number; eager?: boolean }>;
}

/** A card's words, translated once for a whole list (`useCardLabels`) rather than by each card. */
export interface CardLabels {
  live: string;
  jackpot: string;
  new: string;
  liveSeats: (taken: number, total: number) => string;
  favorite: (name: string, isFavorite: boolean) => string;
}

/** The cards' words in the page's language; the same object until the language or the strings change. */
export function useCardLabels(): CardLabels {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => ({
      live: t('lobby.live'),
      jackpot: t('lobby.jackpot'),
      new: t('lobby.new'),
      liveSeats: (taken, total) => t('lobby.liveSeats', { taken, total }),
      favorite: (name, isFavorite) => t(isFavorite ? 'favorites.remove' : 'favorites.add', { name }),
    }),
    [t],
  );
}

/**
 * One game in a row, a grid or the 5,000-game list. Memoised: a page re-renders its rows when any of its queries
 * moves (query updates are synchronous renders in React), and a row of cards whose game, star and live seats are
 * unchanged is then skipped instead of rendered again on the main thread. Its props are stable for that reason:
 * games come from the query cache, the toggle from useToggleFavorite.
 */
export const GameCard = memo(function GameCard(props: GameCardProps) {
  return <GameCardView {...props} labels={useCardLabels()} />;
});

/**
 * The card with its words given (`useCardLabels`, once for the list): no hook of its own subscribes to the strings,
 * so a card the 5,000-game list mounts as it scrolls in costs only its elements (issue 36).
 */
export const GameCardView = memo(function GameCardView({ game, locale, eager = false, isFavorite, onToggleFavorite, as: Tag = 'li', live, inVirtualList = false, Picture = LazyImage, labels }: GameCardProps & { labels: CardLabels }) {
  // One badge, the one that matters most: the artwork draws none (its words would be English in every language).
  const badge = game.isLive ? 'live' : game.hasJackpot ? 'jackpot' : game.isNew ? 'new' : null;
  return (
    <Tag className={styles.card} data-testid="game-card" data-game-slug={game.slug}>
      <PageLink className={styles.cardLink} to={gamePagePath(locale, game)} prefetchInView={!inVirtualList}>
        <Picture className={styles.thumbnail} src={cardPicture(game)} alt={game.name} width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} eager={eager} />
        {badge && (
          <span className={styles.badge} data-kind={badge}>
            {labels[badge]}
          </span>
        )}
        <span className={styles.name}>{game.name}</span>
        <span className={styles.provider}>{game.provider.name}</span>
        {live && (
          <span className={styles.live} data-testid="live-info">
            {live.dealerName}
            {live.seatsTotal !== null && live.seatsTaken !== null && ` · ${labels.liveSeats(live.seatsTaken, live.seatsTotal)}`}
          </span>
        )}
      </PageLink>
      <FavoriteStar game={game} isFavorite={isFavorite} onToggle={onToggleFavorite} label={labels.favorite(game.name, isFavorite)} />
    </Tag>
  );
});
