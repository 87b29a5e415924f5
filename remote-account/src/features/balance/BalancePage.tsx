import { useQuery } from '@tanstack/react-query';
import { Link, PageLink, QueryView, routeLocale, useFormat, useParams, usePlayer, useSignedIn, useTranslation } from '@casino/shared';
import { type Locale, localePath, playerPagePath, SECTION_PATHS } from '@casino/contract';
import type { BalanceData } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { balanceQuery } from './balance-api';
import { CashierPanel } from './CashierPanel';
import { CurrencyAccounts } from './CurrencyAccounts';
import area from '../../shared/player-area.module.css';
import styles from './BalancePage.module.css';

function BalanceFigures({ balance }: { balance: BalanceData }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const figures = [
    { key: 'real', label: t('balance.real'), amount: balance.balance },
    { key: 'bonus', label: t('balance.bonus'), amount: balance.bonus },
    { key: 'total', label: t('balance.total'), amount: balance.total },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-testid={`balance-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{format.money(figure.amount, balance.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bonus, points and cashback: what they are now, and where each is used (their pages hold the actions). */
function Rewards({ locale }: { locale: Locale }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const player = usePlayer();
  const rows = [
    { key: 'bonusCampaigns', value: format.number(player.activeBonusCampaignsCount), to: playerPagePath(locale, 'bonus-campaigns') },
    { key: 'points', value: format.number(Number(player.points), { minimumFractionDigits: 2 }), to: localePath(locale, SECTION_PATHS.points) },
    { key: 'cashback', value: format.money(player.cashbackReward, player.currency), to: localePath(locale, SECTION_PATHS.bonuses) },
  ] as const;
  return (
    <section className={area.card} data-testid="rewards">
      <h2 className={area.subheading}>{t('balance.rewards')}</h2>
      <ul className={styles.accounts}>
        {rows.map((row) => (
          <li key={row.key} data-testid={`reward-${row.key}`}>
            <span>{t(`balance.reward.${row.key}`)}</span>
            <span className={styles.accountMoney}>{row.value}</span>
            <PageLink to={row.to}>{t(`balance.rewardAction.${row.key}`)}</PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /{lang}/player/balance: the signed-in player's money, from GET /dashboard/balance, with the cashier. */
export function BalancePage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const isAuth = useSignedIn();
  const balance = useQuery({ ...balanceQuery(), enabled: isAuth });

  return (
    <section className={styles.page} data-testid="balance-page">
      <h1 className={styles.heading}>{t('pages.balance')}</h1>
      {!isAuth && (
        <p>
          {t('balance.signInFirst')} <Link to={localePath(locale, SECTION_PATHS.login)}>{t('pages.login')}</Link>
        </p>
      )}
      {isAuth && (
        <QueryView query={balance} errorText={t('balance.error')}>
          {(data) => (
            <>
              <BalanceFigures balance={data} />
              <div className={styles.accountsArea}>
                <CurrencyAccounts accounts={data.accounts} />
              </div>
            </>
          )}
        </QueryView>
      )}
      {/* A desktop shows two columns (issue 34): the money (accounts, rewards) at the left, the cashier beside it. */}
      {isAuth && (
        <div className={styles.cashierArea}>
          <CashierPanel />
        </div>
      )}
      {isAuth && (
        <div className={styles.rewardsArea}>
          <Rewards locale={locale} />
        </div>
      )}
    </section>
  );
}
