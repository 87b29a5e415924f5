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

/*
 * Kazakh is the one of the ten languages whose formatting data Chromium leaves out of its ICU: a Kazakh page there
 * read "€ 1,234.50" and "2026 M01 5" where Kazakh writes "1 234,50 €" and "2026 ж. 05 қаң.". Node, which renders the
 * page on the server, has the data, so every server-rendered kk page with money or a date also failed to hydrate
 * (React error 418). kk is therefore formatted from data every runtime has: numbers by Russian's rules, which are
 * Kazakh's (space grouping, decimal comma, the symbol after), with the tenge's sign and Kazakh's percent; dates from
 * their numeric parts and CLDR's Kazakh month abbreviations. format.test.ts checks both against Node's Kazakh data.
 */
const numbersOf = (locale: string) => (locale === 'kk' ? 'ru' : locale);
const KAZAKH_MONTHS = ['қаң.', 'ақп.', 'нау.', 'сәу.', 'мам.', 'мау.', 'шіл.', 'там.', 'қыр.', 'қаз.', 'қар.', 'жел.'];

/** Kazakh's medium date ("2026 ж. 05 қаң."), its short time ("09:05") or both. */
function formatKazakhDate(date: Date, style: DateStyle, timeZone: 'UTC' | undefined): string {
  const numeric = cached(`date|kk-parts|${timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
  );
  const part = Object.fromEntries(numeric.formatToParts(date).map(({ type, value }) => [type, value]));
  const day = `${part.year} ж. ${part.day} ${KAZAKH_MONTHS[Number(part.month) - 1]}`;
  const time = `${part.hour}:${part.minute}`;
  return style === 'date' ? day : style === 'time' ? time : `${day}, ${time}`;
}

/**
 * Coins whose amounts have more minor digits than Intl gives an unknown code (two): written with all of them, as the
 * API sends them (issue 30: a BTC limit of "0.00022000" read "BTC 0.00").
 */
const COIN_DIGITS: Record<string, number> = { BTC: 8 };

/**
 * The Intl locale and options an amount in `currency` is written with in `locale`: what `formatMoney` uses, and what the
 * API's game frame (api/src/modules/play/slot-page.ts) hands its script, so the frame writes money as the site does.
 */
export function moneyFormatOptions(
  currency: string,
  locale: string,
  options: { whole?: boolean } = {},
): { locale: string; options: Intl.NumberFormatOptions } {
  const coin = COIN_DIGITS[currency];
  const digits = options.whole
    ? { maximumFractionDigits: 0, minimumFractionDigits: 0 }
    : coin
      ? { maximumFractionDigits: coin, minimumFractionDigits: coin }
      : {};
  // Russian's symbol for the tenge is its code; Kazakh writes the sign.
  const display = locale === 'kk' && currency === 'KZT' ? { currencyDisplay: 'narrowSymbol' as const } : {};
  return { locale: numbersOf(locale), options: { style: 'currency', currency, ...display, ...digits } };
}

/** An amount in the player's currency: "€1,234.50" in en, "1.234,50 €" in de; a code Intl does not know (a coin) as "0.5 BTC". */
export function formatMoney(amount: number | string, currency: string, locale: string, options: { whole?: boolean } = {}): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return cached(`money|${locale}|${currency}|${options.whole ? 1 : 0}`, () => {
      const money = moneyFormatOptions(currency, locale, options);
      return new Intl.NumberFormat(money.locale, money.options);
    }).format(value);
  } catch {
    return `${formatNumber(value, locale, { maximumFractionDigits: 8 })} ${currency}`;
  }
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const text = cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(numbersOf(locale), options)).format(value);
  return locale === 'kk' ? text.replace(/[\s\u00a0\u202f]%/g, '%') : text; // Kazakh writes "13%", Russian "13 %"
}

/**
 * A percentage the API sends as a number of percent ("96.12"): "96.12%" in en, "96,12 %" in de, with the digits it came
 * with (at most two); an unreadable value is shown as it came.
 */
export function formatPercent(percent: number | string, locale: string): string {
  const value = typeof percent === 'number' ? percent : Number(percent);
  if (!Number.isFinite(value)) return String(percent);
  const written = typeof percent === 'string' ? (percent.split('.')[1]?.length ?? 0) : undefined;
  const digits = written === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: Math.min(2, written), maximumFractionDigits: 2 };
  return formatNumber(value / 100, locale, { style: 'percent', ...digits });
}

export type DateStyle = 'date' | 'dateTime' | 'time';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

/**
 * A date as the language writes it, in the runtime's time zone, or in UTC when asked (a time then says so: "14:30
 * UTC"); an unreadable value is shown as it came.
 */
export function formatDate(value: string | number | Date, locale: string, style: DateStyle = 'date', timeZone?: 'UTC'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const text =
    locale === 'kk'
      ? formatKazakhDate(date, style, timeZone)
      : cached(`date|${locale}|${style}|${timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone })).format(date);
  return timeZone && style !== 'date' ? `${text} ${timeZone}` : text;
}

