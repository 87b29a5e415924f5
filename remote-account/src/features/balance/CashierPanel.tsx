import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, endpointKey, QueryView, SelectField, TextField, useFormat, useSession } from '@casino/shared';
import type { CashierData, CashierMethod, Payment } from '@casino/shared/contract';
import { NAMESPACE } from '../../app/namespace';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { actionMessage } from '../../shared/forms/messages';
import { amountProblem, cashierQuery, deposit, parseAmount, withdraw } from './cashier-api';
import styles from '../../shared/player-area.module.css';

type Kind = 'deposit' | 'withdrawal';

/** Deposit and withdrawal on the balance page: method, amount within its limits, a confirmation, then the result. */
export function CashierPanel() {
  const { t } = useTranslation(NAMESPACE);
  const cashier = useQuery(cashierQuery());
  return (
    <section className={styles.card} data-testid="cashier">
      <h2 className={styles.subheading}>{t('cashier.title')}</h2>
      <QueryView query={cashier} errorText={t('cashier.error')}>
        {(data) => <Cashier data={data} />}
      </QueryView>
    </section>
  );
}

function Cashier({ data }: { data: CashierData }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { refreshPlayer } = useSession();
  const [kind, setKind] = useState<Kind>('deposit');
  const methods = kind === 'deposit' ? data.deposit : data.withdrawal;
  const [methodId, setMethodId] = useState('');
  const method: CashierMethod | undefined = methods.find((m) => m.id === methodId) ?? methods[0];
  const [amountText, setAmountText] = useState('');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Payment | null>(null);
  const needsAddress = kind === 'withdrawal' && method?.type === 'crypto';
  const money = (amount: string) => format.money(amount, data.currency);

  const send = useMutation({
    mutationFn: () => {
      const body = { methodId: method!.id, amount: parseAmount(amountText)!, ...(needsAddress ? { address: address.trim() } : {}) };
      return kind === 'deposit' ? deposit(body) : withdraw(body);
    },
    onSuccess: async (payment) => {
      setAsking(false);
      setResult(payment);
      setAmountText('');
      await Promise.all(
        (['dashboard.balance', 'payments.cashier', 'history.payments'] as const).map((key) => queryClient.invalidateQueries({ queryKey: endpointKey(key) })),
      );
      await refreshPlayer();
    },
  });

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!method) return;
    const issue = amountProblem(parseAmount(amountText), method);
    if (issue) return setProblem(t(`cashier.amount.${issue}`, { min: money(method.min), max: money(method.max) }));
    if (needsAddress && (address.trim().length < 8 || address.trim().length > 128)) return setProblem(t('history.payments.addressInvalid'));
    setProblem(undefined);
    send.reset();
    setAsking(true);
  };
  const switchTo = (next: Kind) => {
    setKind(next);
    setMethodId('');
    setProblem(undefined);
    setResult(null);
  };

  return (
    <div className={styles.stack}>
      <div className={styles.rowActions} role="group" aria-label={t('cashier.title')}>
        {(['deposit', 'withdrawal'] as const).map((name) => (
          <Button key={name} size="small" color={name === kind ? 'gold' : 'transparent'} aria-pressed={name === kind} text={t(`cashier.${name}`)} onClick={() => switchTo(name)} data-testid={`cashier-${name}`} />
        ))}
      </div>
      <p className={styles.muted}>{t('cashier.balance', { amount: money(data.balance) })}</p>
      {result && (
        <p className={styles.success} role="status" data-testid="cashier-result">
          {t(`cashier.result.${result.kind}.${result.status === 'completed' ? 'completed' : 'pending'}`, { amount: format.money(result.amount, result.currency) })}
        </p>
      )}
      {kind === 'deposit' && !data.canDeposit ? (
        <p role="alert" data-testid="deposits-blocked">
          {t('cashier.depositsBlocked')}
        </p>
      ) : methods.length === 0 ? (
        <p>{t('cashier.noMethods')}</p>
      ) : (
        <form className={styles.form} onSubmit={ask} noValidate data-testid="cashier-form">
          <SelectField
            label={t('cashier.method')}
            value={method?.id ?? ''}
            onChange={(event) => setMethodId(event.target.value)}
            options={methods.map((m) => ({ value: m.id, label: m.name }))}
          />
          <TextField
            label={t('cashier.amountLabel', { currency: data.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={method ? t('cashier.limits', { min: money(method.min), max: money(method.max) }) : undefined}
            error={problem}
          />
          {needsAddress && (
            <TextField label={t('cashier.address')} autoComplete="off" value={address} onChange={(event) => setAddress(event.target.value)} />
          )}
          <div>
            <Button type="submit" color="green" text={t(`cashier.${kind}`)} />
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asking}
        title={t(`cashier.confirm.${kind}`)}
        confirmText={t(`cashier.${kind}`)}
        pending={send.isPending}
        error={send.isError ? actionMessage((send.error as { code?: string }).code) : undefined}
        onConfirm={() => send.mutate()}
        onClose={() => setAsking(false)}
      >
        <p>{t(`cashier.confirmText.${kind}`, { amount: money(parseAmount(amountText) ?? '0'), method: method?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
