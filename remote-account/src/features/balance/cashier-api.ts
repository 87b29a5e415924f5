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

// The amount rules are the contract's, so the edge answering the deposit form without JavaScript says the same.
export { amountProblem, decimalsOf, parseAmount } from '@casino/contract/amounts';
