import { useTranslation } from 'react-i18next';
import { gamePagePath, type Locale, PageLink } from '@casino/shared';
import type { GameCard as GameCardData } from '@casino/shared/contract';
import { NAMESPACE } from '../../app/namespace';
import styles from './Lobby.module.css';

/** Thumbnail size the API renders; set on the img so the row does not jump while images arrive. */
const THUMBNAIL_WIDTH = 240;
const THUMBNAIL_HEIGHT = 180;

export function GameCard({ game, locale }: { game: GameCardData; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className={styles.card}>
      <PageLink className={styles.cardLink} to={gamePagePath(locale, game)}>
        <img
          className={styles.thumbnail}
          src={game.thumbnail}
          alt={game.name}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        {(game.isNew || game.hasJackpot) && (
          <span className={styles.badge}>{game.hasJackpot ? t('lobby.jackpot') : t('lobby.new')}</span>
        )}
        <span className={styles.name}>{game.name}</span>
        <span className={styles.provider}>{game.provider.name}</span>
      </PageLink>
    </li>
  );
}
