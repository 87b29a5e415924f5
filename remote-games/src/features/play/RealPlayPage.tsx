import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, LoadingState, PLAYER_QUERY_KEY, routeLocale, useParams, useTranslation } from '@casino/shared';
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
  const queryClient = useQueryClient();
  const stage = useRef<HTMLDivElement>(null);
  // A round played in the frame is no mutation of this page: the balance and the player (the header) are asked again.
  const onRound = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') });
    void queryClient.invalidateQueries({ queryKey: PLAYER_QUERY_KEY });
  }, [queryClient]);
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
