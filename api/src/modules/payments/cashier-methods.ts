import type { CashierMethod, Currency, CurrencyInfo } from '@casino/contract/schemas';
import { formatMoney, fromBase, MINOR_UNITS, parseMoney, type Money } from '../../money/money';

/** A method as the operator defines it: its limits per payment once, in the base currency (EUR). */
interface MethodRule extends Omit<CashierMethod, 'min' | 'max' | 'currency'> {
  /** EUR */
  min: string;
  /** EUR */
  max: string;
}

/** The cashier's methods (record keeping only: no provider is called). */
const METHOD_RULES: MethodRule[] = [
  {
    id: 'visa',
    kind: 'deposit',
    type: 'card',
    name: 'Visa',
    currencies: ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY'],
    min: '10.00',
    max: '5000.00',
  },
  {
    id: 'mastercard',
    kind: 'deposit',
    type: 'card',
    name: 'Mastercard',
    currencies: ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY'],
    min: '10.00',
    max: '5000.00',
  },
  {
    id: 'skrill',
    kind: 'deposit',
    type: 'wallet',
    name: 'Skrill',
    currencies: ['EUR', 'USD', 'PLN'],
    min: '10.00',
    max: '10000.00',
  },
  {
    id: 'btc',
    kind: 'deposit',
    type: 'crypto',
    name: 'Bitcoin',
    currencies: ['BTC', 'EUR', 'USD'],
    min: '20.00',
    max: '50000.00',
  },
  {
    id: 'usdt-trc20',
    kind: 'deposit',
    type: 'crypto',
    name: 'Tether (TRC-20)',
    currencies: ['USDT', 'EUR', 'USD'],
    min: '10.00',
    max: '50000.00',
  },
  {
    id: 'visa-payout',
    kind: 'withdrawal',
    type: 'card',
    name: 'Visa',
    currencies: ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY'],
    min: '20.00',
    max: '2000.00',
  },
  {
    id: 'bank-transfer',
    kind: 'withdrawal',
    type: 'bank',
    name: 'Bank transfer',
    currencies: ['EUR', 'USD', 'PLN'],
    min: '50.00',
    max: '20000.00',
  },
  {
    id: 'btc-payout',
    kind: 'withdrawal',
    type: 'crypto',
    name: 'Bitcoin',
    currencies: ['BTC', 'EUR', 'USD'],
    min: '30.00',
    max: '20000.00',
  },
];

export interface MethodLimits {
  min: Money;
  max: Money;
}

/**
 * A method's limits for an account in `currency`: the EUR limits through the rate table, the minimum rounded up and the
 * maximum rounded down to the currency's minor unit (so a converted limit never lets through less, or more, than the
 * operator set).
 */
export function limitsIn(rule: Pick<MethodRule, 'min' | 'max'>, currency: Currency): MethodLimits {
  return {
    min: fromBase(parseMoney(rule.min, 'EUR').minor, currency, 'up'),
    max: fromBase(parseMoney(rule.max, 'EUR').minor, currency, 'down'),
  };
}

/** The methods an account in `currency` may use, with their limits in that currency (and saying so). */
export function methodsFor(currency: Currency): (CashierMethod & { limits: MethodLimits })[] {
  return METHOD_RULES.filter((rule) => rule.currencies.includes(currency)).map((rule) => {
    const limits = limitsIn(rule, currency);
    return { ...rule, currency, min: formatMoney(limits.min), max: formatMoney(limits.max), limits };
  });
}

export const CURRENCY_INFO: CurrencyInfo[] = [
  { code: 'EUR', symbol: '€', isCrypto: false, decimals: 2 },
  { code: 'USD', symbol: '$', isCrypto: false, decimals: 2 },
  { code: 'RUB', symbol: '₽', isCrypto: false, decimals: 2 },
  { code: 'KZT', symbol: '₸', isCrypto: false, decimals: 2 },
  { code: 'PLN', symbol: 'zł', isCrypto: false, decimals: 2 },
  { code: 'TRY', symbol: '₺', isCrypto: false, decimals: 2 },
  { code: 'BTC', symbol: '₿', isCrypto: true, decimals: MINOR_UNITS.BTC },
  { code: 'USDT', symbol: '₮', isCrypto: true, decimals: 2 },
];
