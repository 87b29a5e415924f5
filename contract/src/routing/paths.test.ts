import { DISPLAY_PAGES, localeOfPath, localePath, playerPagePath, SECTION_PATHS, switchLocalePath } from './paths';

describe('locale-aware paths', () => {
  it('prefixes a section path with the language', () => {
    expect(localePath('en', SECTION_PATHS.tournamentsList)).toBe('/en/tournaments/list');
    expect(localePath('ru', '/display/aboutus')).toBe('/ru/display/aboutus');
    expect(playerPagePath('de', 'balance')).toBe('/de/player/balance');
  });

  it('gives the home page of a language without a trailing slash', () => {
    expect(localePath('kk')).toBe('/kk');
    expect(localePath('kk', '/')).toBe('/kk');
  });

  it('reads the language of a path and ignores unknown prefixes', () => {
    expect(localeOfPath('/pt/blog/3')).toBe('pt');
    expect(localeOfPath('/xx/blog/3')).toBeNull();
    expect(localeOfPath('/')).toBeNull();
  });

  it('switches the language of the same page', () => {
    expect(switchLocalePath('/en/blog/7', 'de')).toBe('/de/blog/7');
    expect(switchLocalePath('/en', 'tr')).toBe('/tr');
    expect(switchLocalePath('/tournaments/list', 'fr')).toBe('/fr/tournaments/list');
  });

  it('knows the display pages of SPEC.md section 2', () => {
    expect(DISPLAY_PAGES).toContain('aboutus');
    expect(DISPLAY_PAGES).toHaveLength(16);
  });
});
