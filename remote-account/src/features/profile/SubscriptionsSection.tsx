import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, QueryView, useTranslation } from '@casino/shared';
import { CheckboxField } from '@casino/shared/ui/forms';
import { SubscriptionsBody } from '@casino/contract/schemas/dashboard';
import type { Subscriptions } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { FormFooter } from '../../shared/FormFooter';
import { useContractForm } from '../../shared/forms/use-contract-form';
import { subscriptionsQuery, updateSubscriptions } from './profile-api';
import styles from '../../shared/player-area.module.css';

const CHANNELS = ['email', 'sms', 'push'] as const;

/** /{lang}/player/profile/subscriptions: which marketing channels the player accepts. */
export function SubscriptionsSection() {
  const { t } = useTranslation(NAMESPACE);
  const subscriptions = useQuery(subscriptionsQuery());
  return (
    <QueryView query={subscriptions} errorText={t('profile.error')}>
      {(data) => <SubscriptionsForm current={data} />}
    </QueryView>
  );
}

function SubscriptionsForm({ current }: { current: Subscriptions }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const form = useContractForm<Subscriptions>({
    schema: SubscriptionsBody,
    defaultValues: current,
    send: async (fields) => {
      queryClient.setQueryData(subscriptionsQuery().queryKey, await updateSubscriptions(fields));
      await queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.subscriptions') });
    },
  });
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={form.submit} noValidate data-testid="subscriptions-form">
      <h2 className={styles.subheading}>{t('subscriptions.title')}</h2>
      <p className={styles.muted}>{t('subscriptions.intro')}</p>
      {CHANNELS.map((channel) => (
        <CheckboxField key={channel} label={t(`subscriptions.${channel}`)} {...form.register(channel)} />
      ))}
      <FormFooter error={form.formError} success={form.done ? t('profile.saved') : undefined} submitText={t('profile.save')} pending={form.pending} testId="subscriptions" />
    </form>
  );
}
