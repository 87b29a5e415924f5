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
});
