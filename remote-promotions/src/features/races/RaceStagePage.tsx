import { useQuery } from '@tanstack/react-query';
import { PageLink, QueryView, routeLocale, Skeleton, SkeletonText, useFormat, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { localePath, SECTION_PATHS } from '@casino/contract';
import type { RaceStageDetails } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { GamesSection } from '../../shared/GameGrid';
import { Leaderboard, LeaderboardSkeleton } from '../../shared/Leaderboard';
import { PromotionSidebar } from '../../shared/PromotionSidebar';
import shared from '../../shared/promotions.module.css';
import {
  raceStageBonusGamesQuery,
  raceStageDriftsQuery,
  raceStageGamesQuery,
  raceStageLeaderboardQuery,
  raceStageQuery,
} from './races-api';
import { StageTiming } from './StageTiming';
import styles from './Races.module.css';

function StageBody({ stage }: { stage: RaceStageDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const leaderboard = useQuery(raceStageLeaderboardQuery(stage.id));
  const drifts = useQuery(raceStageDriftsQuery(stage.id));
  const bonusGames = useQuery(raceStageBonusGamesQuery(stage.id));
  const games = useQuery(raceStageGamesQuery(stage.id, locale));
  return (
    <>
      <header className={shared.panel}>
        <PageLink to={localePath(locale, SECTION_PATHS.racesList)}>{stage.race.title}</PageLink>
        <h1 className={shared.heading}>{t('races.stage', { number: format.number(stage.number) })}</h1>
        <StageTiming stage={stage} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('tournaments.prizePool')}</dt>
            <dd>{format.money(stage.prizePool, stage.currency, { whole: true })}</dd>
          </div>
          <div>
            <dt>{t('tournament.minBet')}</dt>
            <dd>{format.money(stage.minBet, stage.currency)}</dd>
          </div>
          <div>
            <dt>{t('tournament.players')}</dt>
            <dd>{format.number(stage.participants)}</dd>
          </div>
        </dl>
        {stage.me && (
          <p className={shared.myStanding}>
            {stage.me.place === null
              ? t('races.meUnranked')
              : t('leaderboard.meAt', { place: format.number(stage.me.place), points: format.number(stage.me.points) })}
          </p>
        )}
      </header>
      <div className={shared.columns}>
        <div className={shared.stack}>
          <section className={shared.panel} aria-labelledby="stage-leaderboard">
            <h2 id="stage-leaderboard" className={shared.sectionTitle}>
              {t('leaderboard.title')}
            </h2>
            <QueryView query={leaderboard} errorText={t('leaderboard.error')} loading={<LeaderboardSkeleton />}>
              {(board) => <Leaderboard items={board.items} computedAt={board.computedAt} currency={stage.currency} me={board.me} />}
            </QueryView>
          </section>
          <GamesSection
            id="bonus-games"
            title={t('races.bonusGames', { count: stage.bonusGameCount })}
            note={t('races.bonusGamesNote')}
            query={bonusGames}
            gamesOf={(list) => list}
            locale={locale}
            testId="stage-bonus-games"
          />
          <GamesSection
            id="all-games"
            title={t('races.allGames', { count: stage.gameCount })}
            query={games}
            gamesOf={(page) => page.items}
            locale={locale}
            testId="stage-games"
          />
        </div>
        <PromotionSidebar prizes={stage.prizes} currency={stage.currency} rules={stage.rules} drifts={drifts} idPrefix="stage" />
      </div>
    </>
  );
}

/** /{lang}/races/stages/show/{id}: one race stage, public (SPEC.md section 6); every real-money bet takes part. */
export function RaceStagePage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const stage = useQuery(raceStageQuery(Number(params.id), routeLocale(params)));
  const format = useFormat();
  usePageTitle(stage.data && `${t('races.stage', { number: format.number(stage.data.number) })} · ${stage.data.race.title}`);
  return (
    <article className={shared.page} data-testid="race-stage-page">
      <QueryView
        query={stage}
        errorText={t('races.error')}
        notFoundText={t('races.stageNotFound')}
        loading={
          <div className={shared.stack} aria-hidden="true">
            <Skeleton height={180} radius={16} />
            <SkeletonText lines={6} />
          </div>
        }
      >
        {(data) => <StageBody stage={data} />}
      </QueryView>
    </article>
  );
}
