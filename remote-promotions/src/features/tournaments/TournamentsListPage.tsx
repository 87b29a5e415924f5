import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { type Locale, PageLink, QueryView, routeLocale, tournamentPath } from '@casino/shared';
import type { TournamentSummary } from '@casino/shared/contract';
import { NAMESPACE } from '../../app/namespace';
import { activeTournamentsQuery } from './tournaments-api';
import styles from './Tournaments.module.css';

function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function formatPrize(amount: string, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      Number(amount),
    );
  } catch {
    return `${amount} ${currency}`; // a currency Intl does not know
  }
}

function TournamentCard({ tournament, locale }: { tournament: TournamentSummary; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const running = tournament.status === 'running';
  return (
    <li className={styles.card}>
      {/* The API gives each tournament a hue instead of an image: artwork without a request. */}
      <div
        className={styles.artwork}
        style={{
          background: `linear-gradient(135deg, hsl(${tournament.themeHue} 70% 45%), hsl(${(tournament.themeHue + 40) % 360} 70% 25%))`,
        }}
        aria-hidden="true"
      />
      <div className={styles.body}>
        <div className={styles.badges}>
          <span className={running ? styles.live : styles.upcoming}>
            {running ? t('tournaments.running') : t('tournaments.upcoming')}
          </span>
          {tournament.isJoined && <span className={styles.joined}>{t('tournaments.joined')}</span>}
        </div>
        <h2 className={styles.title}>
          <PageLink to={tournamentPath(locale, tournament.id)}>{tournament.title}</PageLink>
        </h2>
        <p className={styles.summary}>{tournament.summary}</p>
        <p className={styles.prize}>
          {t('tournaments.prizePool')}:{' '}
          <strong>{formatPrize(tournament.prizePool, tournament.currency, locale)}</strong>
        </p>
        <p className={styles.dates}>
          {running
            ? t('tournaments.endsAt', { date: formatDate(tournament.endsAt, locale) })
            : t('tournaments.startsAt', { date: formatDate(tournament.startsAt, locale) })}
          {' · '}
          {t('tournaments.participants', { count: tournament.participants })}
        </p>
      </div>
    </li>
  );
}

/** /{lang}/tournaments/list: the active tournaments (public, SPEC.md section 6). */
export function TournamentsListPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const tournaments = useQuery(activeTournamentsQuery(locale));

  return (
    <section className={styles.page} data-testid="tournaments-list">
      <h1 className={styles.heading}>{t('pages.tournaments')}</h1>
      <QueryView
        query={tournaments}
        errorText={t('tournaments.error')}
        isEmpty={(list) => list.length === 0}
        emptyText={t('tournaments.empty')}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} locale={locale} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
