import { remoteForPath } from './route-remotes';

describe('remoteForPath: the remote whose code the edge preloads for a full page load', () => {
  it('gives the home page to content, as the host route table does', () => {
    expect(remoteForPath('/')).toBe('content');
    expect(remoteForPath('/en')).toBe('content');
    expect(remoteForPath('/en/')).toBe('content');
  });

  it('follows the section after the language', () => {
    expect(remoteForPath('/en/games')).toBe('games');
    expect(remoteForPath('/en/display/aboutus')).toBe('content');
    expect(remoteForPath('/en/tournaments/list')).toBe('promotions');
    expect(remoteForPath('/de/player/balance')).toBe('account');
  });

  it('falls to games for an unknown section (its catch-all game pages)', () => {
    expect(remoteForPath('/en/some-provider/some-game')).toBe('games');
  });
});
