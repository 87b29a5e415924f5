import { apiClient, endpointKey, endpointQuery } from '@casino/shared';
import type { Currency } from '@casino/contract/schemas';
import { ENDPOINTS } from '@casino/contract';

/**
 * The player's currency accounts (SPEC.md section 7: dashboard currency-account add/switch/close; /payment/currencies
 * for the currencies the platform keeps). One account is current: the balance, the cashier and play use it.
 */
export const currenciesQuery = () => endpointQuery(ENDPOINTS['payments.currencies'], {});
export const addCurrencyAccount = (currency: Currency) =>
  apiClient.call(ENDPOINTS['dashboard.addCurrencyAccount'], { body: { currency } });
export const switchCurrencyAccount = (currency: Currency) =>
  apiClient.call(ENDPOINTS['dashboard.switchCurrencyAccount'], { body: { currency } });
export const closeCurrencyAccount = (currency: Currency) =>
  apiClient.call(ENDPOINTS['dashboard.closeCurrencyAccount'], { body: { currency } });

/** Everything that shows money in the current currency: after an account change each refreshes. */
export const CURRENCY_DEPENDENT_KEYS = [
  endpointKey('dashboard.balance'),
  endpointKey('dashboard.currencyAccounts'),
  endpointKey('payments.cashier'),
  endpointKey('bonuses.forCashbox'),
  endpointKey('bonuses.forDashboard'),
] as const;

/** Only an empty account may be closed (the API refuses the rest); the current one never. */
export const canClose = (account: { balance: string; bonus: string; isCurrent: boolean }) =>
  !account.isCurrent && Number(account.balance) === 0 && Number(account.bonus) === 0;
