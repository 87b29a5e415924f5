import { Skeleton, useFormat, useTranslation } from '@casino/shared';
import type { LeaderboardEntry, MyStanding } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { usePlaceMovement } from './live-leaderboard';
import styles from './promotions.module.css';

interface LeaderboardProps {
  items: LeaderboardEntry[];
  computedAt: string;
  currency: string;
  me: MyStanding | null;
  /** What a point is worth on this board ("1 point per 0.01 EUR staked"). */
  testId?: string;
}

function Movement({ value }: { value: number | 'new' | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (value === undefined) return null;
  if (value === 'new') return <span className={styles.moveNew}>{t('leaderboard.new')}</span>;
  return value > 0 ? (
    <span className={styles.moveUp} aria-label={t('leaderboard.up', { count: value })}>
      ▲ {value}
    </span>
  ) : (
    <span className={styles.moveDown} aria-label={t('leaderboard.down', { count: -value })}>
      ▼ {-value}
    </span>
  );
}

/** A tournament's or race stage's standings, the player's own row highlighted, who moved since the last refresh marked. */
export function Leaderboard({ items, computedAt, currency, me, testId = 'leaderboard' }: LeaderboardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const movement = usePlaceMovement(items, computedAt);
  if (items.length === 0) return <p className={styles.muted}>{t('leaderboard.empty')}</p>;
  const meListed = items.some((item) => item.isMe);
  return (
    // A table wider than a phone (German headings, prize columns) scrolls sideways in its wrapper: the wrapper is a
    // named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1; axe: scrollable-region-focusable).
    <div className={styles.tableWrap} data-testid={testId} role="region" aria-label={t('leaderboard.title')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('leaderboard.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.place')}</th>
            <th scope="col">{t('leaderboard.player')}</th>
            <th scope="col" className={styles.end}>
              {t('leaderboard.points')}
            </th>
            <th scope="col" className={styles.end}>
              {t('leaderboard.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.nickname} className={item.isMe ? styles.meRow : undefined} data-me={item.isMe || undefined}>
              <td>
                <span className={styles.place}>{format.number(item.place)}</span>{' '}
                <Movement value={movement.get(item.nickname)} />
              </td>
              <td>
                {item.nickname}
                {item.isMe && <span className={styles.youBadge}>{t('leaderboard.you')}</span>}
              </td>
              <td className={styles.end}>{format.number(item.points)}</td>
              <td className={styles.end}>
                {item.prize
                  ? [
                      Number(item.prize.amount) > 0 ? format.money(item.prize.amount, currency, { whole: true }) : '',
                      item.prize.freeSpins > 0 ? t('prizes.freeSpins', { count: item.prize.freeSpins }) : '',
                    ]
                      .filter(Boolean)
                      .join(' + ')
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Below the listed places: the player's own place; unranked is said by the page (joined, or race rules). */}
      {me?.place != null && !meListed && (
        <p className={styles.myStanding}>
          {t('leaderboard.meAt', { place: format.number(me.place), points: format.number(me.points) })}
        </p>
      )}
      <p className={styles.updated}>{t('leaderboard.updated', { time: format.date(computedAt, 'time') })}</p>
    </div>
  );
}

export function LeaderboardSkeleton() {
  const { t } = useTranslation('shared');
  return (
    <div className={styles.skeletonRows} role="status" aria-label={t('loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={36} radius={8} />
      ))}
    </div>
  );
}
