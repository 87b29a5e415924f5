import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, LoadingState, routeLocale, useParams, useSession, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { realLaunchQuery } from './api';
import { LaunchFailure } from './LaunchFailure';
import { PlayBar } from './PlayBar';
import { useFrameBalance } from './useFrameBalance';
import styles from './Play.module.css';

/**
 * SPEC.md section 2, /{lang}/game/play/{name} in the game-play layout: the game full size under a thin bar (back,
 * fullscreen, balance). The host's guards send guests and blocked players home before this renders.
 */
export function RealPlayPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const locale = routeLocale(params);
  const slug = params.name ?? '';
  const launch = useQuery(realLaunchQuery(slug, locale));
  const session = useSession();
  const queryClient = useQueryClient();
  const stage = useRef<HTMLDivElement>(null);
  const onRound = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') });
    void session.refreshPlayer();
  }, [queryClient, session]);
  const reported = useFrameBalance(onRound);

  if (launch.isPending) return <LoadingState label={t('play.launching')} />;
  if (launch.isError) return <LaunchFailure error={launch.error} slug={slug} locale={locale} onRetry={() => void launch.refetch()} />;
  const game = launch.data.game;
  const balance = reported ?? launch.data;
  return (
    <div ref={stage} className={styles.stage} data-testid="real-play">
      <PlayBar game={game} locale={locale} balance={balance}>
        <button type="button" className={styles.fullscreen} onClick={() => void stage.current?.requestFullscreen?.()}>
          {t('play.fullscreen')}
        </button>
      </PlayBar>
      <iframe className={styles.frame} src={launch.data.launchUrl} title={t('play.frameTitle', { name: game.name })} allow="fullscreen" />
    </div>
  );
}
