import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { localePath, QueryView, routeLocale, SECTION_PATHS, useSession } from '@casino/shared';
import type { BalanceData } from '@casino/shared/contract';
import { NAMESPACE } from '../../app/namespace';
import { balanceQuery } from './balance-api';
import { CashierPanel } from './CashierPanel';
import styles from './BalancePage.module.css';

/** Money arrives as "12.50" (never a float); shown in the player's language with the currency. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`; // a currency code Intl does not know (a crypto coin)
  }
}

function BalanceFigures({ balance, locale }: { balance: BalanceData; locale: string }) {
  const { t } = useTranslation(NAMESPACE);
  const figures = [
    { key: 'real', label: t('balance.real'), amount: balance.balance },
    { key: 'bonus', label: t('balance.bonus'), amount: balance.bonus },
    { key: 'total', label: t('balance.total'), amount: balance.total },
  ];
  const otherAccounts = balance.accounts.filter((account) => !account.isCurrent);
  return (
    <>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure} data-testid={`balance-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>{formatMoney(figure.amount, balance.currency, locale)}</dd>
          </div>
        ))}
      </dl>
      {otherAccounts.length > 0 && (
        <section>
          <h2 className={styles.subheading}>{t('balance.otherAccounts')}</h2>
          <ul className={styles.accounts}>
            {otherAccounts.map((account) => (
              <li key={account.currency}>
                <span>{account.currency}</span>
                <span>{formatMoney(account.balance, account.currency, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** /{lang}/player/balance: the signed-in player's money, from GET /dashboard/balance. */
export function BalancePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const { isAuth } = useSession();
  const balance = useQuery({ ...balanceQuery(), enabled: isAuth });

  return (
    <section className={styles.page} data-testid="balance-page">
      <h1 className={styles.heading}>{t('pages.balance')}</h1>
      {!isAuth && (
        <p>
          {t('balance.signInFirst')}{' '}
          <Link to={localePath(locale, SECTION_PATHS.login)}>{t('pages.login')}</Link>
        </p>
      )}
      {isAuth && (
        <QueryView query={balance} errorText={t('balance.error')}>
          {(data) => <BalanceFigures balance={data} locale={locale} />}
        </QueryView>
      )}
      {isAuth && <CashierPanel />}
    </section>
  );
}
