import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, Button, useFormat, useTranslation } from '@casino/shared';
import { SelectField } from '@casino/shared/ui/forms';
import type { Currency, CurrencyAccount } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { actionMessage } from '../../shared/forms/messages';
import {
  addCurrencyAccount,
  canClose,
  closeCurrencyAccount,
  currenciesQuery,
  CURRENCY_DEPENDENT_KEYS,
  switchCurrencyAccount,
} from './currency-accounts-api';
import area from '../../shared/player-area.module.css';
import styles from './BalancePage.module.css';

type Change = { action: 'switch' | 'close'; currency: Currency };

/** Every currency account with its money; add one, make another the current one, close an empty one (each confirmed). */
export function CurrencyAccounts({ accounts }: { accounts: CurrencyAccount[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const queryClient = useQueryClient();
  const currencies = useQuery(currenciesQuery());
  const [asking, setAsking] = useState<Change | null>(null);
  const [result, setResult] = useState<string>();
  const held = new Set(accounts.map((account) => account.currency));
  const addable = (currencies.data?.currencies ?? []).filter((c) => !held.has(c.code));
  const [adding, setAdding] = useState('');
  const toAdd = addable.find((c) => c.code === adding)?.code ?? addable[0]?.code;

  const refresh = async () => {
    await Promise.all(CURRENCY_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const add = useMutation({
    mutationFn: (currency: Currency) => addCurrencyAccount(currency),
    onSuccess: async (_, currency) => {
      setResult(t('accounts.added', { currency }));
      setAdding('');
      await refresh();
    },
  });
  const change = useMutation({
    mutationFn: ({ action, currency }: Change) => (action === 'switch' ? switchCurrencyAccount(currency) : closeCurrencyAccount(currency)),
    onSuccess: async (_, { action, currency }) => {
      setAsking(null);
      setResult(t(action === 'switch' ? 'accounts.switched' : 'accounts.closed', { currency }));
      await refresh();
    },
  });
  const changeError = (error: ApiRequestError | null) =>
    // The API refuses a switch while a bonus is active (conflict.state): say what to do rather than "not now".
    error?.code === 'conflict.state' && asking?.action === 'switch' ? 'accounts.switchBlocked' : actionMessage(error?.code);
  const ask = (next: Change) => {
    setResult(undefined);
    add.reset();
    change.reset();
    setAsking(next);
  };

  return (
    <section className={area.card} data-testid="currency-accounts">
      <h2 className={area.subheading}>{t('accounts.title')}</h2>
      {result && (
        <p className={area.success} role="status" data-testid="accounts-result">
          {result}
        </p>
      )}
      <ul className={styles.accounts}>
        {accounts.map((account) => (
          <li key={account.currency} data-testid={`account-${account.currency}`}>
            <span className={styles.accountName}>
              {account.currency}
              {account.isCurrent && <span className={area.status}>{t('accounts.current')}</span>}
            </span>
            <span className={styles.accountMoney}>
              {format.money(account.balance, account.currency)}
              {Number(account.bonus) > 0 && (
                <small className={area.muted}>{t('accounts.bonus', { amount: format.money(account.bonus, account.currency) })}</small>
              )}
            </span>
            {!account.isCurrent && (
              <span className={area.rowActions}>
                <Button size="small" color="gold" text={t('accounts.switch')} onClick={() => ask({ action: 'switch', currency: account.currency as Currency })} />
                {canClose(account) && (
                  <Button size="small" color="transparent" text={t('accounts.close')} onClick={() => ask({ action: 'close', currency: account.currency as Currency })} />
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {accounts.some((account) => !account.isCurrent && !canClose(account)) && <p className={area.muted}>{t('accounts.closeRule')}</p>}
      {addable.length > 0 && toAdd && (
        <form
          className={styles.addAccount}
          onSubmit={(event) => {
            event.preventDefault();
            setResult(undefined);
            add.mutate(toAdd as Currency);
          }}
          data-testid="add-account"
        >
          <SelectField
            label={t('accounts.newCurrency')}
            value={toAdd}
            onChange={(event) => setAdding(event.target.value)}
            options={addable.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))}
          />
          <Button type="submit" color="green" text={t('accounts.add')} loading={add.isPending} />
          {add.isError && (
            <p className={area.error} role="alert">
              {t(actionMessage((add.error as ApiRequestError).code))}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking?.action === 'close' ? 'accounts.confirmClose' : 'accounts.confirmSwitch', { currency: asking?.currency })}
        confirmText={t(asking?.action === 'close' ? 'accounts.close' : 'accounts.switch')}
        danger={asking?.action === 'close'}
        pending={change.isPending}
        error={change.isError ? changeError(change.error as ApiRequestError) : undefined}
        onConfirm={() => asking && change.mutate(asking)}
        onClose={() => setAsking(null)}
      >
        <p>{t(asking?.action === 'close' ? 'accounts.closeText' : 'accounts.switchText', { currency: asking?.currency })}</p>
      </ConfirmDialog>
    </section>
  );
}
