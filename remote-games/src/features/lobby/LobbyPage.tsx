import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, EmptyState, ErrorState, isLocale, LoadingState, useResource } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { fetchLobbySections } from './lobby-api';
import { GameCard } from './GameCard';
import styles from './Lobby.module.css';

/** /{lang}/games: the lobby's game sections, each a row of thumbnails (GET /game/sections). */
export function LobbyPage() {
  const { t } = useTranslation(NAMESPACE);
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const sections = useResource(`lobby:${locale}`, (signal) => fetchLobbySections(locale, signal));

  return (
    <section className={styles.lobby} data-testid="games-lobby">
      <h1 className={styles.heading}>{t('pages.lobby')}</h1>
      {sections.status === 'loading' && <LoadingState />}
      {sections.status === 'error' && <ErrorState text={t('lobby.error')} onRetry={sections.retry} />}
      {sections.status === 'ready' &&
        (sections.data.length === 0 ? (
          <EmptyState text={t('lobby.empty')} />
        ) : (
          sections.data.map((section) => (
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
                    <GameCard key={game.id} game={game} locale={locale} />
                  ))}
                </ul>
              )}
            </section>
          ))
        ))}
    </section>
  );
}
