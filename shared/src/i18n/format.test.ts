import { formatDate, formatMoney, formatNumber } from './format';

describe('the per-language formatter', () => {
  it('writes money the way each language does, in the player currency', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, 'USD', 'ru')).toMatch(/^1\s234,50\s\$$/);
    expect(formatMoney(10000, 'EUR', 'en', { whole: true })).toBe('€10,000');
  });

  it('falls back to the code for a currency Intl does not know, and keeps unreadable amounts', () => {
    expect(formatMoney(0.5, 'BTCX', 'en')).toBe('0.5 BTCX');
    expect(formatMoney('abc', 'EUR', 'en')).toBe('abc EUR');
  });

  it('writes numbers and dates per language', () => {
    expect(formatNumber(5000, 'de')).toBe('5.000');
    expect(formatDate('2026-03-01T12:00:00Z', 'en')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01T12:00:00Z', 'de')).toBe('01.03.2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
