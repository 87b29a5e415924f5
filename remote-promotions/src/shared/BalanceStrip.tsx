import { useQuery } from '@tanstack/react-query';
import { Skeleton, useFormat, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../app/namespace';
import { balanceQuery } from './balance-api';
import styles from './promotions.module.css';

/** The signed-in player's real and bonus balance, so the result of a code, an exchange or a cashback is seen at once. */
export function BalanceStrip() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const balance = useQuery(balanceQuery());
  if (!balance.data) return balance.isPending ? <Skeleton height={56} radius={10} /> : null;
  const { currency } = balance.data;
  return (
    <dl className={styles.balance} data-testid="balance-strip">
      <div>
        <dt>{t('balance.real')}</dt>
        <dd data-testid="balance-real">{format.money(balance.data.balance, currency)}</dd>
      </div>
      <div>
        <dt>{t('balance.bonus')}</dt>
        <dd data-testid="balance-bonus">{format.money(balance.data.bonus, currency)}</dd>
      </div>
    </dl>
  );
}
