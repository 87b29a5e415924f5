import type { CashierMethod, CurrencyInfo } from '@casino/shared/contract';

/** The cashier's methods (record keeping only: no provider is called). Limits are per payment, in the account's currency. */
export const CASHIER_METHODS: CashierMethod[] = [
  { id: 'visa', kind: 'deposit', type: 'card', name: 'Visa', currencies: ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY'], min: '10.00', max: '5000.00' },
  { id: 'mastercard', kind: 'deposit', type: 'card', name: 'Mastercard', currencies: ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY'], min: '10.00', max: '5000.00' },
  { id: 'skrill', kind: 'deposit', type: 'wallet', name: 'Skrill', currencies: ['EUR', 'USD', 'PLN'], min: '10.00', max: '10000.00' },
  { id: 'btc', kind: 'deposit', type: 'crypto', name: 'Bitcoin', currencies: ['BTC', 'EUR', 'USD'], min: '20.00', max: '50000.00' },
  { id: 'usdt-trc20', kind: 'deposit', type: 'crypto', name: 'Tether (TRC-20)', currencies: ['USDT', 'EUR', 'USD'], min: '10.00', max: '50000.00' },
  { id: 'visa-payout', kind: 'withdrawal', type: 'card', name: 'Visa', currencies: ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY'], min: '20.00', max: '2000.00' },
  { id: 'bank-transfer', kind: 'withdrawal', type: 'bank', name: 'Bank transfer', currencies: ['EUR', 'USD', 'PLN'], min: '50.00', max: '20000.00' },
  { id: 'btc-payout', kind: 'withdrawal', type: 'crypto', name: 'Bitcoin', currencies: ['BTC', 'EUR', 'USD'], min: '30.00', max: '20000.00' },
];

export const CURRENCY_INFO: CurrencyInfo[] = [
  { code: 'EUR', symbol: '€', isCrypto: false, decimals: 2 },
  { code: 'USD', symbol: '$', isCrypto: false, decimals: 2 },
  { code: 'RUB', symbol: '₽', isCrypto: false, decimals: 2 },
  { code: 'KZT', symbol: '₸', isCrypto: false, decimals: 2 },
  { code: 'PLN', symbol: 'zł', isCrypto: false, decimals: 2 },
  { code: 'TRY', symbol: '₺', isCrypto: false, decimals: 2 },
  { code: 'BTC', symbol: '₿', isCrypto: true, decimals: 2 },
  { code: 'USDT', symbol: '₮', isCrypto: true, decimals: 2 },
];
