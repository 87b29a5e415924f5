import { interpolate, Translations } from './translations';

function withStrings(strings: Record<string, Record<string, object>>) {
  const translations = new Translations('shared');
  for (const [namespace, byLanguage] of Object.entries(strings)) {
    translations.setLoader(namespace, async (language) => (byLanguage[language] ?? {}) as never);
  }
  return translations;
}

describe('Translations', () => {
  it('looks up dotted keys in the default or the given namespace, with the key itself when missing', async () => {
    const translations = withStrings({ shared: { en: { menu: { home: 'Home' } } }, games: { en: { title: 'Games' } } });
    await translations.changeLanguage('en');
    expect(translations.t('menu.home')).toBe('Home');
    expect(translations.t('title', { ns: 'games' })).toBe('Games');
    expect(translations.t('menu.nothing')).toBe('menu.nothing');
    expect(translations.t('menu')).toBe('menu'); // an object is not a string
    expect(translations.t('menu.nothing', { defaultValue: 'Hi {{name}}', name: 'Ana' })).toBe('Hi Ana');
    expect(translations.t('games:title')).toBe('Games'); // the namespace named in the key
    expect(translations.t('games:title', { ns: 'shared' })).toBe('Games');
    expect(translations.t('Note: none')).toBe('Note: none'); // a colon that names no namespace is part of the key
  });

  it('fills placeholders, nested values too, and leaves a placeholder without a value as written', () => {
    expect(interpolate('{{count}} games for {{ player.name }}', { count: 3, player: { name: 'Ana' } })).toBe('3 games for Ana');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('{{amount}}', { amount: 0 })).toBe('0');
  });

  it('picks the plural form of the language when the strings have one, else the key itself', async () => {
    const translations = withStrings({
      shared: { ru: { spins_one: '{{count}} вращение', spins_few: '{{count}} вращения', spins_many: '{{count}} вращений', seats: '{{count}} мест' } },
    });
    await translations.changeLanguage('ru');
    expect([1, 3, 5, 21].map((count) => translations.t('spins', { count }))).toEqual(['1 вращение', '3 вращения', '5 вращений', '21 вращение']);
    expect(translations.t('seats', { count: 2 })).toBe('2 мест');
  });

  it('switches language only once every namespace is loaded in it, the last of overlapping switches winning', async () => {
    let releaseGames: () => void = () => undefined;
    const translations = new Translations('shared');
    translations.setLoader('shared', async (language) => ({ hello: `hello ${language}` }));
    translations.setLoader('games', (language) =>
      language === 'de' ? new Promise((resolve) => (releaseGames = () => resolve({ title: 'Spiele' }))) : Promise.resolve({ title: language }),
    );
    await translations.changeLanguage('en');
    const toGerman = translations.changeLanguage('de');
    await Promise.resolve();
    expect(translations.language).toBe('en'); // German games strings not there yet: still all English
    const toFrench = translations.changeLanguage('fr');
    releaseGames();
    await Promise.all([toGerman, toFrench]);
    expect(translations.language).toBe('fr');
    expect(translations.t('title', { ns: 'games' })).toBe('fr');
  });

  it('tells its subscribers of every change, and a failed load shows keys instead of waiting for ever', async () => {
    const translations = new Translations('shared');
    translations.setLoader('shared', async (language) => (language === 'pl' ? Promise.reject(new Error('offline')) : { ok: 'OK' }));
    const listener = jest.fn();
    translations.subscribe(listener);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await translations.changeLanguage('en');
    expect(listener).toHaveBeenCalled();
    await translations.changeLanguage('pl');
    expect(translations.whenReady('pl', 'shared')).toBeUndefined();
    expect(translations.t('ok')).toBe('ok');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('pl strings of shared'), expect.any(Error));
  });

  it('gives a view in another language over the same strings (a server request)', async () => {
    const translations = withStrings({ shared: { en: { hi: 'Hi' }, de: { hi: 'Hallo' } } });
    await translations.changeLanguage('en');
    const german = translations.forLanguage('de');
    await german.loadNamespaces('shared');
    expect([translations.t('hi'), german.t('hi')]).toEqual(['Hi', 'Hallo']);
    expect(translations.hasResourceBundle('de', 'shared')).toBe(true);
  });
});
