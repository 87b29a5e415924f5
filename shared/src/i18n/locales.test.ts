import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../api/contract/locales';

/**
 * Every app's strings exist in all ten languages: a key present in en but missing or empty in another language, or a
 * missing locale file, fails here (no fallback language at run time, see i18n.ts).
 */
const repoRoot = path.resolve(__dirname, '../../..');
const APPS = ['host', 'remote-games', 'remote-account', 'remote-content', 'remote-promotions', 'shared'];

type Strings = { [key: string]: string | Strings };

function flatten(strings: Strings, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(name, value);
    else for (const [nested, text] of flatten(value, name)) keys.set(nested, text);
  }
  return keys;
}

function readLocale(app: string, lang: string): Map<string, string> | null {
  const file = path.join(repoRoot, app, 'src/locales', `${lang}.json`);
  if (!fs.existsSync(file)) return null;
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Strings);
}

/**
 * Texts that are the same as the English in a language, and right there: names and brand words in every language,
 * and words each language writes as English does ("Total" in Spanish, "Status" in German). Anything else equal to the
 * English in a non-English file is a string left untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Casino', 'Bonus', 'Cashback', 'Demo', 'E-mail', 'SMS', 'Blog', 'Megaways',
  'Jackpot', 'Jackpots', 'Poker', 'Blackjack', 'Roulette', 'Baccarat', 'Slots',
  'Visa', 'Mastercard', 'Skrill', 'Bitcoin', 'USDT (TRC-20)',
]);
const SAME_IN: Partial<Record<string, string[]>> = {
  ca: ['Total', 'Mode', 'Secret:', 'Documents', 'min', '{{count}} min', 'Bonus: {{amount}}'],
  es: ['Total', 'min', '{{count}} min'],
  fr: ['Total', 'Messages', 'Points', 'Type', 'Mode', 'Date', 'Actions', 'Documents', 'bonus {{amount}}', 'Promotions', 'Place',
    'Place {{place}}', 'Places {{from}}–{{to}}', '{{points}} points = {{amount}}', 'Pages', 'Page {{page}}', 'min', '{{count}} min', 'Session {{time}}'],
  pl: ['Status', 'Operator', 'bonus {{amount}}', 'Bonus: {{amount}}', 'min', '{{count}} min', 'Limit: {{amount}}.'],
  pt: ['Total', 'min', '{{count}} min'],
  tr: ['bonus {{amount}}', 'Bonus: {{amount}}', 'Limit: {{amount}}.'],
  de: ['Status', 'Support:', 'Bonus: {{amount}}', 'Limits', 'Limit: {{amount}}.'],
};

/** A text with words (placeholders and tags aside) that reads exactly as the English one and is not on the lists. */
function leftInEnglish(lang: string, english: string, text: string | undefined): boolean {
  if (text !== english || !/\p{L}/u.test(english.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ''))) return false;
  return !SAME_IN_EVERY_LANGUAGE.has(english) && !(SAME_IN[lang] ?? []).includes(english);
}

/**
 * German addresses the player as "Sie" everywhere (docs/translation-style.md): the informal form's pronouns and the
 * informal imperatives of the sentences the site uses flag a text. "Versuche" alone is the plural noun (attempts).
 */
const INFORMAL_GERMAN = /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|versuche es|prüfe|gib|schau|sieh|melde dich|wende dich|registriere dich|tausche|tippe|klicke|wähle|öffne|lies|teste|nimm|starte|nutze|probiere|drücke|hast du|bist du|kannst du|willst du)(?!\p{L})/iu;

describe('the form of address check', () => {
  it('flags the informal German form, not the formal one or the noun "Versuche"', () => {
    expect(INFORMAL_GERMAN.test('Bitte versuche es erneut.')).toBe(true);
    expect(INFORMAL_GERMAN.test('Dein Kontostand')).toBe(true);
    expect(INFORMAL_GERMAN.test('Melde dich an.')).toBe(true);
    expect(INFORMAL_GERMAN.test('Tippe bei einem Spiel auf den Stern.')).toBe(true);
    expect(INFORMAL_GERMAN.test('Tippen Sie bei einem Spiel auf den Stern.')).toBe(false);
    expect(INFORMAL_GERMAN.test('Zu viele Versuche. Bitte versuchen Sie es erneut.')).toBe(false);
    expect(INFORMAL_GERMAN.test('Ihr Guthaben, Ihre Dienste')).toBe(false);
  });

  it.each(APPS)('finds only "Sie" in the German strings of %s', (app) => {
    const informal = [...(readLocale(app, 'de') ?? new Map())].filter(([, text]) => INFORMAL_GERMAN.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(informal).toEqual([]);
  });
});

describe('the untranslated-text check', () => {
  it('flags an English sentence in a German file, not a brand word, a placeholder or a word German writes alike', () => {
    expect(leftInEnglish('de', 'Try again', 'Try again')).toBe(true);
    expect(leftInEnglish('de', 'Cashback', 'Cashback')).toBe(false);
    expect(leftInEnglish('de', '{{name}} ({{total}})', '{{name}} ({{total}})')).toBe(false);
    expect(leftInEnglish('de', 'Status', 'Status')).toBe(false);
    expect(leftInEnglish('ru', 'Status', 'Status')).toBe(true);
  });
});

describe.each(APPS)('%s translations', (app) => {
  const english = readLocale(app, 'en');

  it('has an English file with strings', () => {
    expect(english).not.toBeNull();
    expect(english?.size).toBeGreaterThan(0);
  });

  it.each(LOCALES.filter((lang) => lang !== 'en'))('has every English key in %s, none empty', (lang) => {
    const strings = readLocale(app, lang);
    expect(strings).not.toBeNull();
    const missing = [...(english ?? new Map()).keys()].filter((key) => !strings?.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('has every plural form %s needs for each counted text (Intl.PluralRules)', (lang) => {
    const strings = readLocale(app, lang) ?? new Map<string, string>();
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const counted = new Set([...strings.keys()].map((key) => /^(.*)_(?:zero|one|two|few|many|other)$/.exec(key)?.[1]).filter((base) => base !== undefined));
    const missing = [...counted].flatMap((base) => needed.filter((form) => !strings.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((lang) => lang !== 'en'))('has no text left in English in %s', (lang) => {
    const strings = readLocale(app, lang);
    const untranslated = [...(english ?? new Map())].filter(([key, text]) => leftInEnglish(lang, text, strings?.get(key))).map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
