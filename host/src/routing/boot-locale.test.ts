import { bootLocale } from './boot-locale';

/** SPEC.md section 2 / issue 4: the language the first page is shown in, hence the one i18n must start in. */
describe('the language i18n starts in', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; path=/; max-age=0';
  });

  it('is the language of the path when it has one, whatever the browser prefers', () => {
    expect(bootLocale('/de/games', ['en-US'], 'fr')).toBe('de');
  });

  it('on "/" is the browser language when it is one of the ten (an English browser starts in en, not ru)', () => {
    expect(bootLocale('/', ['en-GB', 'en'], null)).toBe('en');
    expect(bootLocale('/', ['ja', 'pt-BR'], 'fr')).toBe('pt');
  });

  it('on "/" is the remembered language when the browser has none of the ten, else ru', () => {
    expect(bootLocale('/', ['ja'], 'fr')).toBe('fr');
    expect(bootLocale('/', ['ja'], 'xx')).toBe('ru');
    expect(bootLocale('/', ['ja'], null)).toBe('ru');
  });

  it('reads the browser languages and the i18n_redirected cookie of this page by default', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    document.cookie = 'i18n_redirected=kk; path=/';
    window.history.replaceState(null, '', '/');
    expect(bootLocale()).toBe('kk');
  });
});
