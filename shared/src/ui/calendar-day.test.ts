import { calendarDayPattern, formatCalendarDay, parseCalendarDay } from './calendar-day';
import { formatDate } from '../i18n/formatters';

/** Each language's numeric day as it writes it, and a day typed loosely (one digit, other separators) that it reads. */
const LANGUAGES: [lang: string, written: string, typedLoosely: string][] = [
  ['en', '11/07/2026', '11/7/2026'],
  ['ca', '07/11/2026', '7/11/2026'],
  ['es', '07/11/2026', '7-11-2026'],
  ['fr', '07/11/2026', '7/11/2026'],
  ['kk', '07.11.2026', '7.11.2026'],
  ['pl', '07.11.2026', '7.11.2026'],
  ['pt', '07/11/2026', '07/11/2026 '],
  ['ru', '07.11.2026', '7 11 2026'],
  ['tr', '07.11.2026', '7.11.2026'],
  ['de', '07.11.2026', '7.11.2026'],
];

describe('a calendar day in the page language', () => {
  it.each(LANGUAGES)('%s writes 2026-11-07 as %s and reads it back', (lang, written, typedLoosely) => {
    expect(formatCalendarDay('2026-11-07', lang)).toBe(written);
    expect(parseCalendarDay(written, lang)).toBe('2026-11-07');
    expect(parseCalendarDay(typedLoosely, lang)).toBe('2026-11-07');
    // the address's own form, pasted, is read in every language
    expect(parseCalendarDay('2026-11-07', lang)).toBe('2026-11-07');
  });

  it.each(LANGUAGES)('%s refuses what is not a real day', (lang) => {
    for (const typed of ['', '31.02.2026', '31/02/2026', '02/31/2026', '7.11.26', '7/11', 'tomorrow', '2026-02-30', '1.1.1.2026', '13/13/2026'])
      expect(parseCalendarDay(typed, lang)).toBeNull();
  });

  it('reads day and month in the order the language writes them, not the browser', () => {
    expect(parseCalendarDay('03/04/2026', 'en')).toBe('2026-03-04');
    expect(parseCalendarDay('03/04/2026', 'fr')).toBe('2026-04-03');
    expect(parseCalendarDay('03.04.2026', 'de')).toBe('2026-04-03');
  });

  it('follows the order of the dates the site shows (formatDate) in each language', () => {
    for (const [lang] of LANGUAGES) {
      const { order } = calendarDayPattern(lang);
      expect(order).toHaveLength(3);
      expect(new Set(order)).toEqual(new Set(['day', 'month', 'year']));
    }
    // German shows "07.11.2026" on its pages: the field writes the same
    expect(formatDate('2026-11-07T12:00:00Z', 'de')).toBe(formatCalendarDay('2026-11-07', 'de'));
  });

  it('leaves a value that is not a day as it came', () => {
    expect(formatCalendarDay('', 'de')).toBe('');
    expect(formatCalendarDay('yesterday', 'de')).toBe('yesterday');
  });
});
