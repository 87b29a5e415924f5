import { useTranslation } from './react';

/**
 * The one per-language formatter of money, numbers and dates (the product rule: every page formats them alike).
 * Intl formatters are costly to build, so each (language, options) pair is built once.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An amount in the player's currency: "€1,234.50" in en, "1.234,50 €" in de; a code Intl does not know (a coin) as "0.5 BTC". */
export function formatMoney(amount: number | string, currency: string, locale: string, options: { whole?: boolean } = {}): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    const digits = options.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {};
    return cached(`money|${locale}|${currency}|${options.whole ? 1 : 0}`, () =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }),
    ).format(value);
  } catch {
    return `${cached(`number|${locale}|8`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 8 })).format(value)} ${currency}`;
  }
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

export type DateStyle = 'date' | 'dateTime' | 'time';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

/** A date as the language writes it; an unreadable value is shown as it came. */
export function formatDate(value: string | number | Date, locale: string, style: DateStyle = 'date'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return cached(`date|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style])).format(date);
}

/** The formatters bound to the page's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return {
    locale,
    money: (amount: number | string, currency: string, options?: { whole?: boolean }) => formatMoney(amount, currency, locale, options),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    date: (value: string | number | Date, style?: DateStyle) => formatDate(value, locale, style),
  };
}
