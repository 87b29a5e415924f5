import type { GameCard } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import styles from './GameCard.module.css';
import { useTranslation } from '@casino/shared';

interface FavoriteProps {
  game: GameCard;
  isFavorite: boolean;
  onToggle: (game: GameCard) => void;
  large?: boolean;
}

/** The star on a card and on the game page; pressed when the game is a favourite. */
export function FavoriteButton(props: FavoriteProps) {
  const { t } = useTranslation(NAMESPACE);
  return <FavoriteStar {...props} label={t(props.isFavorite ? 'favorites.remove' : 'favorites.add', { name: props.game.name })} />;
}

/**
 * The same star with its label given: a list of many cards translates once for the list (`useCardLabels`) instead of
 * each star subscribing to the strings itself. The star is drawn by the button's CSS (`.favorite::before`, outlined or
 * filled by `aria-pressed`), not an SVG of its own: two elements fewer in every card the 5,000-game list mounts as it
 * scrolls (issue 36 item 3).
 */
export function FavoriteStar({ game, isFavorite, onToggle, large = false, label }: FavoriteProps & { label: string }) {
  return (
    <button
      type="button"
      className={`${styles.favorite} ${large ? styles.favoriteLarge : ''}`}
      aria-pressed={isFavorite}
      aria-label={label}
      data-testid="favorite-toggle"
      onClick={(event) => {
        event.preventDefault();
        onToggle(game);
      }}
    />
  );
}
