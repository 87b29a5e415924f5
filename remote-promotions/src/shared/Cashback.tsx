import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  type ApiRequestError,
  Button,
  endpointKey,
  routeLocale,
  useFormat,
  useParams,
  usePlayer,
  useTranslation,
} from '@casino/shared';
import type { BonusActionData } from '@casino/contract/schemas';
import { NAMESPACE } from '../app/namespace';
import { recentBonusesQuery } from './cashback-api';
import styles from './promotions.module.css';
import { ENDPOINTS } from '@casino/contract';

/** The cashback the player can take now (POST /bonus-campaign/{uuid}/cashback/reward: straight to the real balance). */
export function Cashback() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const format = useFormat();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const bonuses = useQuery(recentBonusesQuery(locale));
  const take = useMutation<BonusActionData, ApiRequestError, string>({
    mutationFn: (id) => apiClient.call(ENDPOINTS['bonuses.takeCashback'], { params: { id }, query: { lang: locale } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey('bonuses.history') }),
        queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') }),
      ]),
  });
  const rewards = (bonuses.data?.items ?? []).filter((bonus) => bonus.kind === 'cashback' && bonus.status === 'available');
  const currency = player.currency || 'EUR';
  if (rewards.length === 0 && !take.data) return null;
  return (
    <section className={styles.cashback} aria-labelledby="cashback" data-testid="cashback">
      <h2 id="cashback" className={styles.cashbackTitle}>
        {t('cashback.title')}
      </h2>
      <p className={styles.cashbackText}>{t('cashback.text')}</p>
      {rewards.map((reward) => (
        <div key={reward.uuid} className={styles.cashbackRow}>
          <strong>{format.money(reward.amount, currency)}</strong>
          <Button
            text={t('cashback.take', { amount: format.money(reward.amount, currency) })}
            color="gold"
            loading={take.isPending && take.variables === reward.uuid}
            disabled={take.isPending}
            onClick={() => take.mutate(reward.uuid)}
          />
        </div>
      ))}
      {take.data && (
        <p role="status" data-testid="cashback-taken">
          {t('cashback.taken', {
            amount: format.money(take.data.bonus.amount, currency),
            balance: format.money(take.data.balance, currency),
          })}
        </p>
      )}
      {take.isError && (
        <p role="alert" className={styles.errorLine}>
          {take.error.hasCode('conflict.state') ? t('cashback.gone') : t('bonusCode.errors.failed')}
        </p>
      )}
    </section>
  );
}
