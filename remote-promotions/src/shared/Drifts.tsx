import { useFormat, useTranslation } from '@casino/shared';
import type { LeaderboardDrifts } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import styles from './promotions.module.css';

/** Place changes over the last 24 hours (the API's drifts), biggest climbers as the API orders them. */
export function Drifts({ drifts }: { drifts: LeaderboardDrifts }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (drifts.items.length === 0) return <p className={styles.muted}>{t('drifts.empty')}</p>;
  return (
    <ul className={styles.drifts} data-testid="drifts">
      {drifts.items.map((drift) => (
        <li key={drift.nickname} className={drift.isMe ? styles.meRow : undefined}>
          <span className={drift.change > 0 ? styles.moveUp : drift.change < 0 ? styles.moveDown : styles.muted}>
            {drift.change > 0 ? '▲' : drift.change < 0 ? '▼' : '•'} {format.number(Math.abs(drift.change))}
          </span>
          <span className={styles.driftName}>{drift.nickname}</span>
          <span className={styles.muted}>
            {t('drifts.line', {
              place: format.number(drift.place),
              points: format.number(drift.pointsGained),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
