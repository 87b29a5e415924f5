import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, EmptyState, ErrorState, isLocale, LoadingState, localePath, SECTION_PATHS, type Locale } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { useResource } from '../../app/use-resource';
import { fetchActiveTournaments, type TournamentSummary } from './tournaments-api';

/** A tournament with whether it had started when the list arrived. */
type ListedTournament = TournamentSummary & { started: boolean };

async function loadTournaments(locale: Locale, signal: AbortSignal): Promise<ListedTournament[]> {
  const list = await fetchActiveTournaments(locale, signal);
  const now = Date.now();
  return list.map((tournament) => ({ ...tournament, started: Date.parse(tournament.startsAt) <= now }));
}
import styles from './Tournaments.module.css';

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function formatPrize(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

function TournamentCard({ tournament, locale }: { tournament: ListedTournament; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const { started } = tournament;
  return (
    <li className={styles.card}>
      {tournament.image && <img className={styles.image} src={tournament.image} alt="" width={320} height={160} loading="lazy" />}
      <div className={styles.body}>
        <span className={started ? styles.live : styles.upcoming}>{started ? t('tournaments.running') : t('tournaments.upcoming')}</span>
        <h2 className={styles.title}>
          <Link to={localePath(locale, `${SECTION_PATHS.tournamentsShow}/${tournament.id}`)}>{tournament.title}</Link>
        </h2>
        <p className={styles.prize}>
          {t('tournaments.prizePool')}: <strong>{formatPrize(tournament.prizePool, tournament.currency, locale)}</strong>
        </p>
        <p className={styles.dates}>
          {started
            ? t('tournaments.endsAt', { date: formatDate(tournament.endsAt, locale) })
            : t('tournaments.startsAt', { date: formatDate(tournament.startsAt, locale) })}
        </p>
      </div>
    </li>
  );
}

/** /{lang}/tournaments/list: the active tournaments (public, SPEC.md section 6). */
export function TournamentsListPage() {
  const { t } = useTranslation(NAMESPACE);
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const tournaments = useResource(`tournaments:${locale}`, (signal) => loadTournaments(locale, signal));

  return (
    <section className={styles.page} data-testid="tournaments-list">
      <h1 className={styles.heading}>{t('pages.tournaments')}</h1>
      {tournaments.status === 'loading' && <LoadingState />}
      {tournaments.status === 'error' && <ErrorState text={t('tournaments.error')} onRetry={tournaments.retry} />}
      {tournaments.status === 'ready' &&
        (tournaments.data.length === 0 ? (
          <EmptyState text={t('tournaments.empty')} />
        ) : (
          <ul className={styles.list}>
            {tournaments.data.map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} locale={locale} />
            ))}
          </ul>
        ))}
    </section>
  );
}
