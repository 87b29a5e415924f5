import { useFormat, useTranslation } from '@casino/shared';
import type { Prize } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import styles from './promotions.module.css';

/** Prizes by place ("1st", "4th–10th") in the promotion's currency, free spins where given. */
export function Prizes({ prizes, currency }: { prizes: Prize[]; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <ol className={styles.prizes}>
      {prizes.map((prize) => (
        <li key={prize.fromPlace}>
          <span className={styles.prizePlace}>
            {prize.fromPlace === prize.toPlace
              ? t('prizes.place', { place: format.number(prize.fromPlace) })
              : t('prizes.places', { from: format.number(prize.fromPlace), to: format.number(prize.toPlace) })}
          </span>
          <span className={styles.prizeValue}>
            {[
              Number(prize.amount) > 0 ? format.money(prize.amount, currency, { whole: true }) : '',
              prize.freeSpins > 0 ? t('prizes.freeSpins', { count: prize.freeSpins }) : '',
            ]
              .filter(Boolean)
              .join(' + ')}
          </span>
        </li>
      ))}
    </ol>
  );
}
