import { matchInSections } from '@casino/contract/routing/route-manifest';
import { guardedPageRedirect } from './guarded-pages';
import { SPEC_TABLE } from './test-support/spec-routes';

const redirectFor = (path: string, cookies: Record<string, string> = {}) => {
  const [pathname = '', query = ''] = path.split('?');
  return guardedPageRedirect(matchInSections(pathname, SPEC_TABLE), cookies, query ? `?${query}` : '');
};

describe('guarded pages at the edge (issue 34)', () => {
  it('sends a guest from player pages and real-money games to sign in, with the page as the return path', () => {
    const paths = ['player/balance', 'player/history/payments', 'player/profile/view', 'player/verification', 'player/self-exclusion', 'games/favorites', 'games/last', 'game/play/book-of-gold'];
    for (const page of paths) {
      const path = `/pl/${page}`;
      const match = matchInSections(path, SPEC_TABLE);
      expect(match.kind === 'page' && ['player-only', 'real-money'].includes(match.entry.access)).toBe(true);
      expect(redirectFor(path)).toBe(`/pl/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('keeps the query inside the return path, so it cannot add parameters of its own to the sign-in page', () => {
    expect(redirectFor('/en/player/history/payments?page=2&redirect=//evil.example')).toBe(
      '/en/login?redirect=%2Fen%2Fplayer%2Fhistory%2Fpayments%3Fpage%3D2%26redirect%3D%2F%2Fevil.example',
    );
  });

  it('lets a session cookie through, and takes a cookie that cannot be a token for none', () => {
    expect(redirectFor('/en/player/balance', { auth_token: 'eyJhbGciOi.payload.sig' })).toBeNull();
    expect(redirectFor('/en/game/play/book-of-gold', { auth_token: 'eyJhbGciOi.payload.sig' })).toBeNull();
    expect(redirectFor('/en/player/balance', { auth_token: '<script>' })).toBe('/en/login?redirect=%2Fen%2Fplayer%2Fbalance');
    expect(redirectFor('/en/player/balance', { auth_token: '' })).toBe('/en/login?redirect=%2Fen%2Fplayer%2Fbalance');
  });

  it('leaves public, guest-only and unknown pages alone', () => {
    for (const path of ['/en', '/en/tournaments/list', '/en/races/list', '/en/login', '/en/registration', '/en/games', '/en/no-such/page']) {
      expect(redirectFor(path)).toBeNull();
    }
  });
});
