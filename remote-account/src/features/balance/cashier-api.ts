import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import type { CashierPaymentBody } from '@casino/contract/schemas';

/**
 * The cashier (SPEC.md section 7: /cashier, /payment/currencies, campaigns for the cashbox). SPEC.md section 2 has no
 * cashier page, so its forms live on the balance page.
 */
export const cashierQuery = () => endpointQuery(ENDPOINTS['payments.cashier'], {});
export const deposit = (body: CashierPaymentBody) => apiClient.call(ENDPOINTS['payments.deposit'], { body });
/** The bonuses a deposit can take (SPEC.md section 7: campaigns for the cashbox), in the page's language. */
export const cashboxBonusesQuery = (lang: Locale) => endpointQuery(ENDPOINTS['bonuses.forCashbox'], { query: { lang } });
/** Whether this deposit would meet the bonus's rules (minimum deposit, currency, another active bonus), asked before paying. */
export const verifyBonusRules = (bonusId: number, depositAmount: string) =>
  apiClient.call(ENDPOINTS['bonuses.verifyRules'], { body: { bonusId, depositAmount } });
/**
 * The deposit body names no bonus: the chosen one is activated right after the deposit, whose amount then meets its
 * minimum (the reference API checks the largest deposit since the campaign started).
 */
export const activateCashboxBonus = (bonusId: number, lang: Locale) =>
  apiClient.call(ENDPOINTS['bonuses.activate'], { params: { bonusId }, query: { lang } });
export const withdraw = (body: CashierPaymentBody) => apiClient.call(ENDPOINTS['payments.withdrawal'], { body });

/**
 * An amount the player typed ("20", "20.5", "20,50") as the API's "20.50", or null when it is not one. `decimals` is the
 * currency's minor digits (8 for BTC), read from the limits the cashier answers (decimalsOf).
 */
export function parseAmount(text: string, decimals = 2): string | null {
  const normalised = text.trim().replace(',', '.');
  if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(normalised)) return null;
  const [whole = '0', part = ''] = normalised.split('.');
  return `${BigInt(whole)}.${part.padEnd(decimals, '0')}`;
}

/** The minor digits of the currency an API amount is written in ("10.00": 2, "0.00022000": 8). */
export const decimalsOf = (amount: string): number => amount.split('.')[1]?.length ?? 2;

/** Why an amount cannot go through this method, before asking the API (its limits are in the cashier's answer). */
export function amountProblem(amount: string | null, limits: { min: string; max: string }): 'format' | 'min' | 'max' | null {
  if (amount === null || Number(amount) <= 0) return 'format';
  if (Number(amount) < Number(limits.min)) return 'min';
  if (Number(amount) > Number(limits.max)) return 'max';
  return null;
}
