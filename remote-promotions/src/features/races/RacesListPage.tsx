import { useQuery } from '@tanstack/react-query';
import { PageLink, QueryView, routeLocale, Skeleton, SkeletonText, useFormat, useParams, useTranslation } from '@casino/shared';
import { raceStagePath } from '@casino/contract';
import type { RaceDetails } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { Leaderboard, LeaderboardSkeleton } from '../../shared/Leaderboard';
import shared from '../../shared/promotions.module.css';
import { StageTiming } from './StageTiming';
import { latestRaceLeaderboardQuery, latestRaceQuery } from './races-api';
import { raceArtwork } from '../../shared/artwork';
import styles from './Races.module.css';

function RaceBody({ race }: { race: RaceDetails }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const leaderboard = useQuery(latestRaceLeaderboardQuery());
  return (
    <>
      <header
        className={styles.hero}
        style={{
          // The race's picture at the right, under a veil of its hue so the words on it keep their contrast.
          background: `linear-gradient(90deg, hsl(${race.themeHue} 65% 20%) 30%, hsl(${race.themeHue} 65% 20% / 0.6)), url(${raceArtwork(race.id)}) right center / cover no-repeat, linear-gradient(135deg, hsl(${race.themeHue} 65% 38%), hsl(${(race.themeHue + 50) % 360} 65% 18%))`,
        }}
      >
        <h1 className={shared.heading}>{race.title}</h1>
        <p>{race.summary}</p>
        <p className={styles.window}>
          {format.date(race.startsAt, 'date')} – {format.date(race.endsAt, 'date')}
        </p>
      </header>
      <div className={shared.columns}>
        <section className={shared.panel} aria-labelledby="race-leaderboard">
          <h2 id="race-leaderboard" className={shared.sectionTitle}>
            {t('races.currentStage', { number: format.number(race.currentStage.number) })}
          </h2>
          <StageTiming stage={race.currentStage} />
          <QueryView query={leaderboard} errorText={t('leaderboard.error')} loading={<LeaderboardSkeleton />}>
            {(board) => <Leaderboard items={board.items} computedAt={board.computedAt} currency={race.currency} me={board.me} />}
          </QueryView>
          <PageLink className={styles.more} to={raceStagePath(locale, race.currentStage.id)}>
            {t('races.openStage')}
          </PageLink>
        </section>
        <section className={shared.panel} aria-labelledby="race-stages">
          <h2 id="race-stages" className={shared.sectionTitle}>
            {t('races.stages')}
          </h2>
          <ol className={styles.stages} data-testid="race-stages">
            {race.stages.map((stage) => (
              <li key={stage.id} className={`${shared.stretchCard} ${stage.id === race.currentStage.id ? styles.currentStage : ''}`}>
                {/* The whole row opens the stage: one link, named by the stage, stretched over the row. */}
                <PageLink className={shared.stretchLink} to={raceStagePath(locale, stage.id)}>
                  {t('races.stage', { number: format.number(stage.number) })}
                </PageLink>
                <span className={shared.muted}>{format.date(stage.startsAt, 'dateTime')}</span>
                <span className={styles.stagePrize}>{format.money(stage.prizePool, race.currency, { whole: true })}</span>
                <span className={styles[`status_${stage.status}`]}>{t(`tournaments.${stage.status}`)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

/** /{lang}/races/list: the latest race, its stages and the current stage's leaderboard (public, SPEC.md section 6). */
export function RacesListPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const race = useQuery(latestRaceQuery(locale));
  return (
    <section className={shared.page} data-testid="races-list">
      <QueryView
        query={race}
        errorText={race.error?.status === 404 ? t('races.none') : t('races.error')}
        loading={
          <div className={shared.stack} aria-hidden="true">
            <Skeleton height={160} radius={16} />
            <SkeletonText lines={6} />
          </div>
        }
      >
        {(data) => <RaceBody race={data} />}
      </QueryView>
    </section>
  );
}
