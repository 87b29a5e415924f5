import { useQuery } from '@tanstack/react-query';
import { LoadingState, routeLocale, useFormat, usePageTitle, useParams, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { gameInfoQuery } from '../../shared/games-api';
import { demoLaunchQuery } from './api';
import { LaunchFailure } from './LaunchFailure';
import { PlayBar } from './PlayBar';
import { useFrameBalance } from './useFrameBalance';
import styles from './Play.module.css';

/** SPEC.md section 2, /{lang}/rules/{id}: the demo game (open to guests) and how it pays. */
export function DemoPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const slug = params.id ?? '';
  const launch = useQuery(demoLaunchQuery(slug, locale));
  const info = useQuery(gameInfoQuery(slug));
  const reported = useFrameBalance();
  const format = useFormat();
  const rules = info.data
    ? t('play.rules', { rtp: format.percent(info.data.rtp), volatility: t(`game.volatilityLevel.${info.data.volatility}`).toLowerCase() })
    : undefined;
  // SPEC.md section 2: the rules page has route metadata of its own, the game's.
  usePageTitle(info.data ? t('play.rulesTitle', { name: info.data.name }) : undefined, rules);

  if (launch.isPending) return <LoadingState label={t('play.launching')} />;
  if (launch.isError) return <LaunchFailure error={launch.error} slug={slug} locale={locale} onRetry={() => void launch.refetch()} />;
  const game = launch.data.game;
  const balance = reported ?? launch.data;
  return (
    <article className={styles.demoPage} data-testid="demo-play">
      <div className={styles.demoStage}>
        <PlayBar game={game} locale={locale} balance={balance} />
        <iframe className={styles.demoFrame} src={launch.data.launchUrl} title={t('play.frameTitle', { name: game.name })} allow="fullscreen" />
      </div>
      <p className={styles.demoNote}>{t('play.demoBadge')}</p>
      <section className={styles.rules}>
        <h1 className={styles.rulesTitle}>{t('play.rulesTitle', { name: game.name })}</h1>
        {rules && <p>{rules}</p>}
      </section>
    </article>
  );
}
