import { matchInSections } from '@casino/contract/routing/route-manifest';
import { guardedPageRedirect } from './guarded-pages';
import { SPEC_TABLE } from './test-support/spec-routes';

const redirectFor = (path: string, cookies: Record<string, string> = {}) => guardedPageRedirect(matchInSections(path, SPEC_TABLE), cookies);

describe('guarded pages at the edge (SPEC.md section 6)', () => {
  it('sends a guest from player pages and real-money games to the home page of the page language', () => {
    const paths = ['player/balance', 'player/history/payments', 'player/profile/view', 'player/verification', 'player/self-exclusion', 'games/favorites', 'games/last', 'game/play/book-of-gold'];
    for (const page of paths) {
      const path = `/pl/${page}`;
      const match = matchInSections(path, SPEC_TABLE);
      expect(match.kind === 'page' && ['player-only', 'real-money'].includes(match.entry.access)).toBe(true);
      expect(redirectFor(path)).toBe('/pl');
    }
  });

  it('lets a session cookie through, and takes a cookie that cannot be a token for none', () => {
    expect(redirectFor('/en/player/balance', { auth_token: 'eyJhbGciOi.payload.sig' })).toBeNull();
    expect(redirectFor('/en/game/play/book-of-gold', { auth_token: 'eyJhbGciOi.payload.sig' })).toBeNull();
    expect(redirectFor('/en/player/balance', { auth_token: '<script>' })).toBe('/en');
    expect(redirectFor('/en/player/balance', { auth_token: '' })).toBe('/en');
  });

  it('leaves public, guest-only and unknown pages alone', () => {
    for (const path of ['/en', '/en/tournaments/list', '/en/races/list', '/en/login', '/en/registration', '/en/games', '/en/no-such/page']) {
      expect(redirectFor(path)).toBeNull();
    }
  });
});
