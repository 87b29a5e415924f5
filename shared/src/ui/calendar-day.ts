/**
 * A calendar day as a language writes it in a form ("11/27/2026" in en, "27.11.2026" in de, "27/11/2026" in fr), and
 * back: what DateField shows and accepts. A native `<input type="date">` writes the browser's language, not the page's
 * (a German page in an English browser asked for "mm/dd/yyyy"), so the field is a text input with this pattern.
 *
 * The order of day, month and year and the separator come from Intl's numeric date of the language. Kazakh's data is
 * missing from Chromium's ICU (formatters.ts): Kazakh writes its numeric date as Russian does (27.11.2026), so it is read
 * from Russian's, the same on the server and in the browser.
 */

export type CalendarPart = 'day' | 'month' | 'year';

export interface CalendarDayPattern {
  /** The three parts in the order the language writes them. */
  order: CalendarPart[];
  /** What the language puts between them ("/", ".", "-"). */
  separator: string;
}

const patterns = new Map<string, CalendarDayPattern>();

export function calendarDayPattern(locale: string): CalendarDayPattern {
  let pattern = patterns.get(locale);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(locale === 'kk' ? 'ru' : locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(
      Date.UTC(2026, 10, 27),
    );
    const order = parts.map((part) => part.type).filter((type): type is CalendarPart => type === 'day' || type === 'month' || type === 'year');
    const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
    pattern = { order, separator };
    patterns.set(locale, pattern);
  }
  return pattern;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-27" (the address's and the API's form) as the language writes it; anything else as it came. */
export function formatCalendarDay(isoDay: string, locale: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return isoDay;
  const [, year = '', month = '', day = ''] = match;
  const value: Record<CalendarPart, string> = { year, month, day };
  const { order, separator } = calendarDayPattern(locale);
  return order.map((part) => value[part]).join(separator);
}

/** A real day of the Gregorian calendar, as "YYYY-MM-DD"; null for 2026-02-30 and the like. */
function isoDayOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * What a player typed, read in the language's order: "27.11.2026", "27.11.2026 ", "7/3/2026" (one digit is fine, any
 * of . / - or a space between). A year has four digits. The address's own form "2026-11-27" is also read (pasted from
 * a link). Null when it is not a real day.
 */
export function parseCalendarDay(text: string, locale: string): string | null {
  const typed = text.trim();
  const iso = ISO_DAY.exec(typed);
  if (iso) return isoDayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = typed.split(/\s*[./\-\s]\s*/);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d+$/.test(n))) return null;
  const { order } = calendarDayPattern(locale);
  const value = Object.fromEntries(order.map((part, index) => [part, numbers[index]])) as Record<CalendarPart, string>;
  if (value.year.length !== 4 || value.month.length > 2 || value.day.length > 2) return null;
  return isoDayOf(Number(value.year), Number(value.month), Number(value.day));
}
