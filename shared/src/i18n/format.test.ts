import { formatDate, formatMoney, formatNumber, formatPercent, moneyFormatOptions } from './format';

describe('the per-language formatter', () => {
  it('writes money the way each language does, in the player currency', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, 'USD', 'ru')).toMatch(/^1\s234,50\s\$$/);
    expect(formatMoney(10000, 'EUR', 'en', { whole: true })).toBe('€10,000');
  });

  it('falls back to the code for a currency Intl does not know, and keeps unreadable amounts', () => {
    expect(formatMoney(0.5, 'BTCX', 'en')).toBe('0.5 BTCX');
    // a coin Intl formats with two digits by default is written with all of its minor digits
    expect(formatMoney('0.00022000', 'BTC', 'en')).toBe('BTC\u00a00.00022000');
    expect(formatMoney('0.00022000', 'BTC', 'de')).toBe('0,00022000\u00a0BTC');
    expect(formatMoney('abc', 'EUR', 'en')).toBe('abc EUR');
  });

  it('writes numbers and dates per language', () => {
    expect(formatNumber(5000, 'de')).toBe('5.000');
    expect(formatDate('2026-03-01T12:00:00Z', 'en')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01T12:00:00Z', 'de')).toBe('01.03.2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes a return to player as each language writes a percentage, with the digits the API sent', () => {
    expect(formatPercent('96.12', 'en')).toBe('96.12%');
    expect(formatPercent('96.12', 'de')).toBe('96,12\u00a0%');
    expect(formatPercent('96.12', 'fr')).toMatch(/^96,12\s%$/);
    expect(formatPercent('96.12', 'kk')).toBe('96,12%');
    expect(formatPercent('96.10', 'de')).toBe('96,10\u00a0%');
    expect(formatPercent(97, 'tr')).toBe('%97');
    expect(formatPercent('n/a', 'de')).toBe('n/a');
  });

  it('hands out the Intl options it writes money with, so a page without this module (the game frame) writes the same', () => {
    for (const [currency, locale] of [['EUR', 'de'], ['KZT', 'kk'], ['BTC', 'pl'], ['USD', 'tr']] as const) {
      const money = moneyFormatOptions(currency, locale);
      expect(new Intl.NumberFormat(money.locale, money.options).format(1269.9)).toBe(formatMoney(1269.9, currency, locale));
    }
  });
});

describe('Kazakh, whose formatting data Chromium leaves out', () => {
  // Node has CLDR's Kazakh data: what the formatter writes must be what Kazakh writes (Intl's 'kk' here).
  const amounts = [0, 5, 1234.5, -1234567.89];
  const dates = Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1, month * 2, month * 5));
  const styles = { date: { dateStyle: 'medium' }, dateTime: { dateStyle: 'medium', timeStyle: 'short' }, time: { timeStyle: 'short' } } as const;

  function expectKazakh(format: typeof import('./format'), Real: { NumberFormat: typeof Intl.NumberFormat; DateTimeFormat: typeof Intl.DateTimeFormat }) {
    for (const currency of ['EUR', 'USD', 'RUB', 'KZT', 'PLN', 'TRY']) {
      for (const amount of amounts) expect(format.formatMoney(amount, currency, 'kk')).toBe(new Real.NumberFormat('kk', { style: 'currency', currency }).format(amount));
    }
    expect(format.formatMoney(10000, 'KZT', 'kk', { whole: true })).toBe(new Real.NumberFormat('kk', { style: 'currency', currency: 'KZT', maximumFractionDigits: 0 }).format(10000));
    expect(format.formatMoney(0.5, 'USDT', 'kk')).toBe('0,5 USDT');
    for (const amount of amounts) expect(format.formatNumber(amount, 'kk')).toBe(new Real.NumberFormat('kk').format(amount));
    expect(format.formatNumber(0.125, 'kk', { style: 'percent' })).toBe(new Real.NumberFormat('kk', { style: 'percent' }).format(0.125));
    for (const date of dates) {
      for (const [style, options] of Object.entries(styles)) {
        expect(format.formatDate(date, 'kk', style as keyof typeof styles)).toBe(new Real.DateTimeFormat('kk', options).format(date));
      }
    }
  }

  it('writes money, numbers and dates as Kazakh does', () => {
    expectKazakh(jest.requireActual('./format'), Intl);
  });

  it('writes the same in a runtime without Kazakh data, as Chromium is (the server and the browser agree)', () => {
    const Real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
    // Chromium formats 'kk' with ICU's root data: "€ 1,234.50", "2026 M01 5".
    const rootForKazakh = <T extends object>(Constructor: T) =>
      new Proxy(Constructor, {
        construct: (target, [locales, options]) => Reflect.construct(target as never, [locales === 'kk' ? 'und' : locales, options]),
      });
    Intl.NumberFormat = rootForKazakh(Real.NumberFormat);
    Intl.DateTimeFormat = rootForKazakh(Real.DateTimeFormat);
    try {
      const euros = { style: 'currency', currency: 'EUR' } as const;
      expect(new Intl.NumberFormat('kk', euros).format(1234.5)).not.toBe(new Real.NumberFormat('kk', euros).format(1234.5));
      jest.isolateModules(() => expectKazakh(jest.requireActual('./format'), Real)); // a fresh module: no formatter built yet
    } finally {
      Object.assign(Intl, Real);
    }
  });
});

describe('dates on a server-rendered page', () => {
  it('are written in UTC, saying so, when asked: the server and the hydrating browser write the same', () => {
    const utc = new Date(Date.UTC(2026, 2, 7, 9, 5));
    expect(formatDate(utc, 'en', 'dateTime', 'UTC')).toBe('Mar 7, 2026, 9:05 AM UTC');
    expect(formatDate(utc, 'kk', 'time', 'UTC')).toBe('09:05 UTC');
    expect(formatDate(utc, 'de', 'date', 'UTC')).toBe('07.03.2026');
  });
});
