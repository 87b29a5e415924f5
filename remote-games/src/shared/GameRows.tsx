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
/**
 * The cards of the second section a phone shows on its first screen (a row shows 2.4 cards at 42 % of its width). In
 * the lobby that row is on a phone's first screen (top 609 of 823 px on Lighthouse's phone) and, loaded only once the
 * page had hydrated, it was the page's Largest Contentful Paint: requested 1.2 s into the load instead of 0.4 s.
 */
const SECOND_SECTION_FIRST_SCREEN = 3;

/** A tab's sections, each a row of game cards (the lobby and the home page's games). */
export function GameRows({
  sections,
  locale,
  onShowAll,
  firstScreenSections = 1,
}: {
  sections: GameSection[];
  locale: Locale;
  onShowAll?: (section: GameSection) => void;
  /** How many sections start on the page's first screen: their first pictures are in the server's HTML, loaded at once. */
  firstScreenSections?: 1 | 2;
}) {
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
              eager={sectionIndex === 0 ? index < FIRST_ROW : sectionIndex < firstScreenSections && index < SECOND_SECTION_FIRST_SCREEN}
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
