import { ApiRequestError, Button, PageLink, useTranslation } from '@casino/shared';
import { gameRulesPath, type Locale } from '@casino/contract';
import { NAMESPACE } from '../../app/namespace';
import styles from './Play.module.css';

/** Why the game did not start, in the player's words, with the demo as the way on (issue 11). */
export function LaunchFailure({ error, slug, locale, onRetry }: { error: unknown; slug: string; locale: Locale; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const status = error instanceof ApiRequestError ? error.status : 0;
  const reason = status === 403 ? t('play.failedBlocked') : status === 404 || status === 400 ? t('play.failedNotFound') : t('play.failedGeneric');
  return (
    <section className={styles.failure} role="alert" data-testid="launch-failure">
      <h1 className={styles.failureTitle}>{t('play.failed')}</h1>
      <p>{reason}</p>
      <div className={styles.failureActions}>
        {status !== 404 && status !== 400 && (
          <PageLink className={styles.demoLink} to={gameRulesPath(locale, slug)}>
            {t('play.tryDemo')}
          </PageLink>
        )}
        {status !== 403 && status !== 404 && <Button color="transparent" onClick={onRetry} text={t('play.retry')} />}
      </div>
    </section>
  );
}
