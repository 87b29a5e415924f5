import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, Button, endpointKey, Link, routeLocale, useParams, useTranslation } from '@casino/shared';
import { TextField } from '@casino/shared/ui/forms';
import { localePath } from '@casino/contract';
import { NAMESPACE } from '../app/namespace';
import { actionMessage } from './forms/messages';
import { limitsQuery, readLimitInput, setLimit, shouldPromptAtFirstDeposit } from './limits-api';
import styles from './player-area.module.css';

/** Before the first deposit, with no deposit limit set: the offer to set a daily one here (issue 35, UKGC RTS 12). */
export function DepositLimitPrompt({ currency }: { currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const overview = useQuery(limitsQuery());
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (amount: string) => setLimit({ kind: 'deposit.day', amount }),
    onSuccess: async (next) => {
      queryClient.setQueryData(limitsQuery().queryKey, next);
      await queryClient.invalidateQueries({ queryKey: endpointKey('rg.history') });
    },
    onError: (error: ApiRequestError) => setProblem(t(actionMessage(error.code))),
  });
  if (!overview.data || !shouldPromptAtFirstDeposit(overview.data)) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const amount = readLimitInput(text, 'deposit.day', currency === 'BTC' ? 8 : 2);
    if (amount === null) return setProblem(t('limits.badAmount', { currency }));
    setProblem(undefined);
    save.mutate(amount);
  };
  return (
    <section className={styles.card} aria-labelledby="deposit-limit-prompt" data-testid="deposit-limit-prompt">
      <h3 id="deposit-limit-prompt" className={styles.subheading}>
        {t('limits.cashier.promptTitle')}
      </h3>
      <p className={styles.muted}>{t('limits.cashier.promptText')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('limits.cashier.promptAmount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem}
        />
        <div className={styles.rowActions}>
          <Button type="submit" size="small" color="gold" text={t('limits.cashier.promptSet')} loading={save.isPending} />
          <Link to={localePath(locale, 'player/limits')}>{t('limits.cashier.promptLink')}</Link>
        </div>
      </form>
    </section>
  );
}
