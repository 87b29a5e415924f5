import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiRequestError, Button, endpointKey, PageLink, QueryView, routeLocale, Skeleton, SkeletonText, useFormat, usePageMeta, usePageTitle, useParams, useSignedIn, useTranslation } from '@casino/shared';
import { ENDPOINTS, localePath, SECTION_PATHS } from '@casino/contract';
import { SelectField } from '@casino/shared/ui/forms';
import type { GameCard, TournamentDetails, TournamentJoin } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { GamesSection } from '../../shared/GameGrid';
import { Leaderboard, LeaderboardSkeleton } from '../../shared/Leaderboard';
import { PromotionSidebar } from '../../shared/PromotionSidebar';
import shared from '../../shared/promotions.module.css';
import {
  maxFreeWinQuery,
  tournamentDriftsQuery,
  tournamentGamesQuery,
  tournamentLeaderboardQuery,
  tournamentQuery,
} from './tournaments-api';
import { StatusBadge, TournamentTiming } from './TournamentTiming';
import { tournamentArtwork } from '../../shared/artwork';
import styles from './Tournaments.module.css';

function JoinPanel({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const isAuth = useSignedIn();
  const locale = routeLocale(useParams());
  const format = useFormat();
  const queryClient = useQueryClient();
  const join = useMutation<TournamentJoin, ApiRequestError, void>({
    mutationFn: () => apiClient.call(ENDPOINTS['tournaments.join'], { params: { id: tournament.id } }),
    onSuccess: () =>
      Promise.all(
        (['tournaments.details', 'tournaments.active', 'tournaments.leaderboard'] as const).map((name) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(name) }),
        ),
      ),
  });

  if (tournament.status === 'finished') return <p className={shared.muted}>{t('tournament.finishedNote')}</p>;
  if (!isAuth)
    return (
      <div className={styles.joinPanel} data-testid="join-sign-in">
        <p>{t('tournament.signInToJoin')}</p>
        <PageLink to={localePath(locale, SECTION_PATHS.login)} className={styles.cta}>
          {t('tournament.signIn')}
        </PageLink>
      </div>
    );
  if (tournament.isJoined)
    return (
      <div className={styles.joinPanel} data-testid="joined">
        <span className={styles.joined}>{t('tournaments.joined')}</span>
        <p>
          {tournament.me?.place
            ? t('leaderboard.meAt', { place: format.number(tournament.me.place), points: format.number(tournament.me.points) })
            : t('leaderboard.meUnranked')}
        </p>
      </div>
    );
  return (
    <div className={styles.joinPanel}>
      <Button
        text={t('tournament.join')}
        color="gold"
        size="large"
        loading={join.isPending}
        onClick={() => join.mutate()}
      />
      {join.isError && (
        <p role="alert" className={styles.errorText}>
          {join.error.hasCode('conflict.state') ? t('tournament.joinClosed') : t('tournament.joinFailed')}
        </p>
      )}
    </div>
  );
}

function BestWin({ tournament, games }: { tournament: TournamentDetails; games: GameCard[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [gameId, setGameId] = useState(games[0]?.id ?? 0);
  const best = useQuery({ ...maxFreeWinQuery(tournament.id, gameId), enabled: gameId > 0 });
  if (games.length === 0) return null;
  return (
    <section className={shared.panel} aria-labelledby="best-win">
      <h2 id="best-win" className={shared.sectionTitle}>
        {t('bestWin.title')}
      </h2>
      <SelectField
        label={t('bestWin.game')}
        value={String(gameId)}
        onChange={(event) => setGameId(Number(event.target.value))}
        options={games.map((game) => ({ value: String(game.id), label: game.name }))}
      />
      <QueryView query={best} errorText={t('bestWin.error')} loading={<SkeletonText lines={2} />}>
        {(win) =>
          win.maxWin === null ? (
            <p className={shared.muted}>{t('bestWin.none')}</p>
          ) : (
            <div className={styles.bestWin} data-testid="best-win">
              <strong>{format.money(win.maxWin, win.currency)}</strong>
              <span className={shared.muted}>
                {[win.nickname, win.multiplier !== null ? `×${format.number(win.multiplier)}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {win.myMaxWin !== null && (
                <span>{t('bestWin.mine', { amount: format.money(win.myMaxWin, win.currency) })}</span>
              )}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

function TournamentBody({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const leaderboard = useQuery(tournamentLeaderboardQuery(tournament.id));
  const drifts = useQuery(tournamentDriftsQuery(tournament.id));
  const games = useQuery(tournamentGamesQuery(tournament.id, locale));

  return (
    <>
      <header className={styles.hero}>
        <div
          className={styles.heroArt}
          style={{
            background: `linear-gradient(135deg, hsl(${tournament.themeHue} 70% 45%), hsl(${(tournament.themeHue + 40) % 360} 70% 22%))`,
          }}
          aria-hidden="true"
        >
          <img className={styles.artworkImage} src={tournamentArtwork(tournament.id)} width={800} height={450} alt="" decoding="async" />
        </div>
        <div className={styles.heroBody}>
          <StatusBadge status={tournament.status} />
          <h1 className={shared.heading}>{tournament.title}</h1>
          <p className={styles.summary}>{tournament.summary}</p>
          <TournamentTiming tournament={tournament} />
          <dl className={styles.facts}>
            <div>
              <dt>{t('tournaments.prizePool')}</dt>
              <dd className={styles.gold}>{format.money(tournament.prizePool, tournament.currency, { whole: true })}</dd>
            </div>
            <div>
              <dt>{t('tournament.minBet')}</dt>
              <dd>{format.money(tournament.minBet, tournament.currency)}</dd>
            </div>
            <div>
              <dt>{t('tournament.players')}</dt>
              <dd>{format.number(tournament.participants)}</dd>
            </div>
          </dl>
          <JoinPanel tournament={tournament} />
        </div>
      </header>

      <div className={shared.columns}>
        <div className={shared.stack}>
          <section className={shared.panel} aria-labelledby="leaderboard">
            <h2 id="leaderboard" className={shared.sectionTitle}>
              {t('leaderboard.title')}
            </h2>
            <QueryView query={leaderboard} errorText={t('leaderboard.error')} loading={<LeaderboardSkeleton />}>
              {(board) => (
                <Leaderboard items={board.items} computedAt={board.computedAt} currency={tournament.currency} me={board.me} />
              )}
            </QueryView>
          </section>
          <GamesSection
            id="games"
            title={t('tournament.games', { count: tournament.gameCount })}
            query={games}
            gamesOf={(page) => page.items}
            locale={locale}
            testId="tournament-games"
          />
        </div>
        <PromotionSidebar
          prizes={tournament.prizes}
          currency={tournament.currency}
          rules={tournament.rules}
          drifts={drifts}
          idPrefix="tournament"
        >
          {games.data && <BestWin tournament={tournament} games={games.data.items} />}
        </PromotionSidebar>
      </div>
    </>
  );
}

function TournamentSkeleton() {
  return (
    <div className={shared.stack} aria-hidden="true">
      <Skeleton height={220} radius={16} />
      <SkeletonText lines={4} />
    </div>
  );
}

/** /{lang}/tournaments/show/{id}: one tournament, public (SPEC.md section 6); joining needs a signed-in player. */
export function TournamentPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const tournament = useQuery(tournamentQuery(Number(params.id), locale));
  usePageTitle(tournament.data?.title, tournament.data?.summary);
  // The share card (issue 34): the tournament's hero, in the tournaments list's breadcrumb.
  usePageMeta(
    tournament.data && {
      image: tournamentArtwork(tournament.data.id),
      parent: { name: t('pages.tournaments'), path: localePath(locale, SECTION_PATHS.tournamentsList) },
    },
  );
  return (
    <article className={shared.page} data-testid="tournament-page">
      <QueryView
        query={tournament}
        errorText={t('tournament.error')}
        notFoundText={t('tournament.notFound')}
        loading={<TournamentSkeleton />}
      >
        {(data) => <TournamentBody tournament={data} />}
      </QueryView>
    </article>
  );
}
