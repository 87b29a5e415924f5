import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageLink, QueryView, routeLocale, Skeleton, useFormat, useParams, useSearchParams, useTranslation } from '@casino/shared';
import { type Locale, tournamentPath } from '@casino/contract';
import { Pagination } from '@casino/shared/ui/table';
import type { TournamentSummary } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { activeTournamentsQuery, closedTournamentsQuery, FINISHED_PAGE_PARAM, finishedPageOf } from './tournaments-api';
import { StatusBadge, TournamentTiming } from './TournamentTiming';
import { tournamentArtwork } from '../../shared/artwork';
import shared from '../../shared/promotions.module.css';
import styles from './Tournaments.module.css';

function TournamentCard({ tournament, locale }: { tournament: TournamentSummary; locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <li className={`${styles.card} ${shared.stretchCard} ${tournament.status === 'finished' ? styles.finishedCard : ''}`}>
      {/* The tournament's hero picture (drawn by the API) on its hue, which shows while the picture loads. */}
      <div
        className={styles.artwork}
        style={{
          background: `linear-gradient(135deg, hsl(${tournament.themeHue} 70% 45%), hsl(${(tournament.themeHue + 40) % 360} 70% 25%))`,
        }}
        aria-hidden="true"
      >
        <img className={styles.artworkImage} src={tournamentArtwork(tournament.id)} width={800} height={450} alt="" loading="lazy" decoding="async" />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <StatusBadge status={tournament.status} />
          {tournament.isJoined && <span className={styles.joined}>{t('tournaments.joined')}</span>}
        </div>
        <h2 className={styles.title}>
          {/* The whole card opens the tournament: one link, named by the title, stretched over the card. */}
          <PageLink className={shared.stretchLink} to={tournamentPath(locale, tournament.id)}>
            {tournament.title}
          </PageLink>
        </h2>
        <p className={styles.summary}>{tournament.summary}</p>
        <p className={styles.prize}>
          {t('tournaments.prizePool')}:{' '}
          <strong>{format.money(tournament.prizePool, tournament.currency, { whole: true })}</strong>
        </p>
        <TournamentTiming tournament={tournament} />
        <p className={styles.dates}>{t('tournaments.participants', { count: tournament.participants })}</p>
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index}>
          <Skeleton height={300} radius={16} />
        </li>
      ))}
    </ul>
  );
}

/** /{lang}/tournaments/list: running and upcoming tournaments, then the finished ones (public, SPEC.md section 6). */
export function TournamentsListPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const tournaments = useQuery(activeTournamentsQuery(locale));
  const [search, setSearch] = useSearchParams();
  const finishedPage = finishedPageOf(search);
  // The page shown stays while the next one loads, so the list does not collapse under the pager.
  const finished = useQuery({ ...closedTournamentsQuery(locale, finishedPage), placeholderData: keepPreviousData });
  const finishedHref = (page: number) => (page > 1 ? `?${FINISHED_PAGE_PARAM}=${page}` : '?');
  const showFinishedPage = (page: number) =>
    setSearch(page > 1 ? { [FINISHED_PAGE_PARAM]: String(page) } : {}, { preventScrollReset: true });

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t('pages.tournaments')}</h1>
      <div data-testid="tournaments-list">
        <QueryView
          query={tournaments}
          errorText={t('tournaments.error')}
          isEmpty={(list) => list.length === 0}
          emptyText={t('tournaments.empty')}
          loading={<ListSkeleton />}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((tournament) => (
                <TournamentCard key={tournament.id} tournament={tournament} locale={locale} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      <h2 className={styles.subheading} id="finished-tournaments">
        {t('tournaments.finishedTitle')}
      </h2>
      <div
        className={styles.finishedList}
        data-testid="tournaments-finished"
        aria-labelledby="finished-tournaments"
        aria-busy={finished.isPlaceholderData}
      >
        <QueryView
          query={finished}
          errorText={t('tournaments.error')}
          isEmpty={(page) => page.items.length === 0}
          emptyText={finished.data?.total ? t('tournaments.finishedPageEmpty') : t('tournaments.noneFinished')}
          loading={<ListSkeleton />}
        >
          {(page) => (
            <>
              <ul className={styles.list}>
                {page.items.map((tournament) => (
                  <TournamentCard key={tournament.id} tournament={tournament} locale={locale} />
                ))}
              </ul>
              <Pagination
                page={page.page}
                pageCount={Math.ceil(page.total / page.perPage)}
                onPage={showFinishedPage}
                hrefFor={finishedHref}
              />
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}
