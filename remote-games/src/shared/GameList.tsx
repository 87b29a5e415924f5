import type { GameCard as GameCardData } from '@casino/contract/schemas';
import type { Locale } from '@casino/contract';
import { useFavorites } from './favorites';
import { GameCard } from './GameCard';
import styles from './GameList.module.css';

/** A player's own short list of games (favourites, last played): a plain grid, at most a few dozen cards. */
export function GameList({ games, locale }: { games: GameCardData[]; locale: Locale }) {
  const favorites = useFavorites(locale);
  return (
    <ul className={styles.grid}>
      {games.map((game, index) => (
        <GameCard key={game.id} game={game} locale={locale} eager={index < 6} isFavorite={favorites.isFavorite(game)} onToggleFavorite={favorites.toggle} />
      ))}
    </ul>
  );
}
