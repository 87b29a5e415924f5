import { EmptyState, useFormat, useTranslation } from '@casino/shared';
import { type Locale } from '@casino/contract';
import type { GameSection } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { useFavorites } from './favorites';
import { GameCard } from './GameCard';
import { useLiveInfo } from './live-info';
import styles from './GameRows.module.css';

/** Cards per row on a desktop's first screen: that row loads its thumbnails at once (the largest paint). */
const FIRST_ROW = 6;

/** A tab's sections, each a row of game cards (the lobby and the home page's games). */
export function GameRows({ sections, locale, onShowAll }: { sections: GameSection[]; locale: Locale; onShowAll?: (section: GameSection) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const favorites = useFavorites(locale);
  const format = useFormat();
  const live = useLiveInfo(sections.some((section) => section.games.some((game) => game.isLive)));
  return sections.map((section, sectionIndex) => (
    <section key={section.slug} className={styles.section} aria-labelledby={`games-${section.slug}`}>
      <header className={styles.sectionHeader}>
        <h2 id={`games-${section.slug}`} className={styles.sectionTitle}>
          {section.title}
        </h2>
        <span className={styles.count}>{t('lobby.gameCount', { total: format.number(section.total) })}</span>
        {onShowAll && section.total > section.games.length && (
          <button type="button" className={styles.showAll} onClick={() => onShowAll(section)}>
            {t('lobby.showAll')}
          </button>
        )}
      </header>
      {section.games.length === 0 ? (
        <EmptyState text={t('lobby.sectionEmpty')} />
      ) : (
        <ul className={styles.row}>
          {section.games.map((game, index) => (
            <GameCard
              key={game.id}
              game={game}
              locale={locale}
              eager={sectionIndex === 0 && index < FIRST_ROW}
              isFavorite={favorites.isFavorite(game)}
              onToggleFavorite={favorites.toggle}
              live={live.get(game.id)}
            />
          ))}
        </ul>
      )}
    </section>
  ));
}
