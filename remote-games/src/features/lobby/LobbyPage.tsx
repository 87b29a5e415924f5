import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryView, routeLocale } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { lobbySectionsQuery } from './lobby-api';
import { GameCard } from '../../shared/GameCard';
import { useFavorites } from '../../shared/favorites';
import styles from './Lobby.module.css';

/** /{lang}/games: the lobby's game sections, each a row of thumbnails (GET /game/sections; the route's loader primes it). */
export function LobbyPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const sections = useQuery(lobbySectionsQuery(locale));
  const favorites = useFavorites(locale);

  return (
    <section className={styles.lobby} data-testid="games-lobby">
      <h1 className={styles.heading}>{t('pages.lobby')}</h1>
      <QueryView
        query={sections}
        errorText={t('lobby.error')}
        isEmpty={(data) => data.length === 0}
        emptyText={t('lobby.empty')}
      >
        {(data) =>
          data.map((section) => (
            <section key={section.slug} className={styles.section} aria-labelledby={`lobby-${section.slug}`}>
              <header className={styles.sectionHeader}>
                <h2 id={`lobby-${section.slug}`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                <span className={styles.count}>{t('lobby.gameCount', { count: section.total })}</span>
              </header>
              {section.games.length === 0 ? (
                <EmptyState text={t('lobby.sectionEmpty')} />
              ) : (
                <ul className={styles.row}>
                  {section.games.map((game) => (
                    <GameCard key={game.id} game={game} locale={locale} isFavorite={favorites.isFavorite(game)} onToggleFavorite={favorites.toggle} />
                  ))}
                </ul>
              )}
            </section>
          ))
        }
      </QueryView>
    </section>
  );
}
