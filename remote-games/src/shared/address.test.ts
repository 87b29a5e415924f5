import { addressOfPath, gameSlugOfAddress } from './address';

describe('the game a catch-all address names', () => {
  it.each([
    ['games/blue-orca/book-of-gold', 'book-of-gold'],
    ['slots/top/blue-orca/book-of-gold', 'book-of-gold'],
    ['games-book-of-gold', 'book-of-gold'],
    ['games/x/1', '1'],
  ])('%s -> %s', (address, slug) => expect(gameSlugOfAddress(address)).toBe(slug));

  it.each(['games/x/Bad Slug', 'games-', 'foo', 'foo/1', 'games'])('%s names no game', (address) =>
    expect(gameSlugOfAddress(address)).toBeNull(),
  );
});

describe('the address under the language prefix', () => {
  it('drops the language', () => expect(addressOfPath('/en/games-book-of-gold')).toBe('games-book-of-gold'));
});
