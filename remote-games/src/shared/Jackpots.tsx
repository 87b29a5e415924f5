import { useQuery } from '@tanstack/react-query';
import { endpointQuery, Skeleton, useFormat, usePlayer, useServerQuery, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../app/namespace';
import styles from './Jackpots.module.css';
import { ENDPOINTS } from '@casino/contract';

/** The pools grow every second; a fresh read every so often is enough for the eye. */
const JACKPOTS_REFRESH_MS = 15_000;
const DEFAULT_CURRENCY = 'EUR';

export const jackpotsQuery = (currency: string) =>
  endpointQuery(ENDPOINTS['jackpots.pool'], { query: { currency } }, { refetchInterval: JACKPOTS_REFRESH_MS });

/** The jackpot pools (GET /jackpots/pool) in the player's currency, formatted in the page's language. */
export function Jackpots({ variant = 'wide' }: { variant?: 'wide' | 'compact' }) {
  const { t } = useTranslation(NAMESPACE);
  const player = usePlayer();
  const format = useFormat();
  const query = jackpotsQuery(player.currency || DEFAULT_CURRENCY);
  useServerQuery(query);
  const pool = useQuery(query);
  if (pool.isError) return null;
  return (
    <section className={`${styles.jackpots} ${variant === 'compact' ? styles.compact : ''}`} aria-labelledby="jackpots-title" data-testid="jackpots">
      <h2 id="jackpots-title" className={styles.title}>
        {t('jackpots.title')}
      </h2>
      {/* Compact on a phone, the pools wrap onto a second line where they do not fit one (Jackpots.module.css): nothing scrolls sideways. */}
      <ul className={styles.pools}>
        {(pool.data?.pools ?? [null, null, null]).map((jackpot, index) => (
          <li key={jackpot?.level ?? index} className={styles.pool}>
            {jackpot ? (
              <>
                <span className={styles.name}>{jackpot.name}</span>
                <strong className={styles.amount}>{format.money(jackpot.amount, pool.data!.currency)}</strong>
                {jackpot.lastWin && variant === 'wide' && (
                  <small className={styles.lastWin}>
                    {t('jackpots.lastWin', { nickname: jackpot.lastWin.nickname, amount: format.money(jackpot.lastWin.amount, pool.data!.currency) })}
                  </small>
                )}
              </>
            ) : (
              // The pool's two lines, each a placeholder of its own line's height: the amounts arrive without moving the page.
              <>
                <span className={styles.name}>
                  <Skeleton width="45%" height="0.9em" className={styles.lineSkeleton} />
                </span>
                <strong className={styles.amount}>
                  <Skeleton width="70%" height="0.9em" className={styles.lineSkeleton} />
                </strong>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
