import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, endpointKey, useFormat, useTranslation } from '@casino/shared';
import { TextField } from '@casino/shared/ui/forms';
import { type Column, DataTable } from '@casino/shared/ui/table';
import type { Payment } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { actionMessage } from '../../shared/forms/messages';
import { cancelPayment, refundCryptoDeposit } from './history-api';
import styles from '../../shared/player-area.module.css';

/** A refund goes back to a wallet address of this length (CryptoRefundBody). */
const ADDRESS = { min: 8, max: 128 };

type Action = { kind: 'cancel'; payment: Payment } | { kind: 'refund'; payment: Payment };

/** Payments with their two player actions: cancel a pending one, refund a completed crypto deposit. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const [result, setResult] = useState<string | null>(null);

  const moneyChanged = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey('history.payments') }),
      queryClient.invalidateQueries({ queryKey: endpointKey('dashboard.balance') }),
    ]);
  };
  const run = useMutation({
    mutationFn: (a: Action) =>
      a.kind === 'cancel'
        ? cancelPayment(a.payment.id)
        : refundCryptoDeposit(a.payment.id, a.payment.cryptoTransaction!.id, address.trim()),
    onSuccess: async (_payment, a) => {
      setAction(null);
      setResult(a.kind === 'cancel' ? 'history.payments.cancelled' : 'history.payments.refunded');
      await moneyChanged();
    },
  });

  const open = (next: Action) => {
    run.reset();
    setResult(null);
    setAddress('');
    setAddressError(undefined);
    setAction(next);
  };
  const confirm = () => {
    if (!action) return;
    if (action.kind === 'refund') {
      const length = address.trim().length;
      if (length < ADDRESS.min || length > ADDRESS.max) return setAddressError('history.payments.addressInvalid');
    }
    run.mutate(action);
  };

  const columns: Column<Payment>[] = [
    { key: 'date', header: t('history.column.date'), cell: (p) => format.date(p.createdAt, 'dateTime') },
    { key: 'kind', header: t('history.filter.kind'), cell: (p) => t(`history.kind.${p.kind}`) },
    { key: 'method', header: t('history.column.method'), // The API's method code (visa-payout, usdt-trc20, ...) is never shown as it is; a new code shows as sent until labelled.
      cell: (p) => t(`history.paymentMethod.${p.method}`, { defaultValue: p.method }) },
    { key: 'amount', header: t('history.column.amount'), align: 'end', cell: (p) => format.money(p.amount, p.currency) },
    {
      key: 'status',
      header: t('history.column.status'),
      cell: (p) => (
        <span className={styles.status} data-testid={`payment-status-${p.id}`}>
          {t(`history.status.${p.status}`)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('history.column.actions'),
      cell: (p) => (
        <div className={styles.rowActions}>
          {p.cancellable && (
            <Button size="small" color="red" text={t('history.payments.cancel')} onClick={() => open({ kind: 'cancel', payment: p })} data-testid={`cancel-payment-${p.id}`} />
          )}
          {p.kind === 'deposit' && p.status === 'completed' && p.cryptoTransaction?.status === 'confirmed' && (
            <Button size="small" color="transparent" text={t('history.payments.refund')} onClick={() => open({ kind: 'refund', payment: p })} data-testid={`refund-payment-${p.id}`} />
          )}
        </div>
      ),
    },
  ];

  const payment = action?.payment;
  return (
    <>
      {result && (
        <p className={styles.success} role="status" data-testid="payment-result">
          {t(result)}
        </p>
      )}
      <DataTable caption={t('history.section.payments')} columns={columns} rows={payments} rowKey={(p) => String(p.id)} testId="history-table" />
      <ConfirmDialog
        open={!!action}
        title={action?.kind === 'refund' ? t('history.payments.refundTitle') : t('history.payments.cancelTitle')}
        confirmText={action?.kind === 'refund' ? t('history.payments.refund') : t('history.payments.cancel')}
        danger={action?.kind === 'cancel'}
        pending={run.isPending}
        error={run.isError ? actionMessage((run.error as { code?: string }).code) : undefined}
        onConfirm={confirm}
        onClose={() => setAction(null)}
      >
        {payment && (
          <p>
            {t(action?.kind === 'refund' ? 'history.payments.refundText' : 'history.payments.cancelText', {
              amount: format.money(payment.amount, payment.currency),
              date: format.date(payment.createdAt, 'dateTime'),
            })}
          </p>
        )}
        {action?.kind === 'refund' && (
          <TextField
            label={t('history.payments.address')}
            value={address}
            autoComplete="off"
            onChange={(event) => setAddress(event.target.value)}
            error={addressError ? t(addressError) : undefined}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
