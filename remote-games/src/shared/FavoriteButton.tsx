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
 * each star subscribing to the strings itself.
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
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
