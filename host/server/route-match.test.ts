import { LOCALES } from '@casino/contract/schemas/locales';
import { declaredQuery, matchPattern, matchRoute as matchIn, pathInLocale } from '@casino/contract/routing/route-match';
import { SPEC_TABLE as ROUTE_TABLE } from './test-support/spec-routes';

/** The pages of the four remotes' manifests, matched as the edge and the host do (contract route-match.ts). */
const matchRoute = (path: string) => matchIn(path, ROUTE_TABLE);

const pageId = (path: string) => {
  const m = matchRoute(path);
  return m.kind === 'page' ? m.entry.id : m.kind;
};

describe('the pages the four remotes declare', () => {
  it('/ and /{lang} are home in every language', () => {
    expect(pageId('/')).toBe('home');
    for (const lang of LOCALES) {
      expect(matchRoute(`/${lang}`)).toMatchObject({ kind: 'page', locale: lang, entry: { id: 'home' } });
      expect(pageId(`/${lang}/`)).toBe('home');
    }
  });

  it('every SPEC section 2 route exists under each language prefix with its owner, layout and access', () => {
    const cases: [string, string, string, string, string][] = [
      ['auth/external', 'auth-external', 'account', 'blank', 'public'],
      ['blog', 'blog', 'content', 'blog', 'public'],
      ['blog/some-article', 'blog-article', 'content', 'blog', 'public'],
      ['blog/author/anna', 'blog-by', 'content', 'blog', 'public'],
      ['blog/tag/slots', 'blog-by', 'content', 'blog', 'public'],
      ['bonus/code', 'bonus-code', 'promotions', 'default', 'public'],
      ['bonuses', 'bonuses', 'promotions', 'default', 'public'],
      ['confirm/email/a/b/abc123', 'confirm-email', 'account', 'default', 'public'],
      ['contribution', 'contribution', 'content', 'default', 'public'],
      ['display/aboutus', 'display', 'content', 'default', 'public'],
      ['game/play/book-of-ra', 'game-play', 'games', 'game-play', 'real-money'],
      ['help', 'help-index', 'content', 'default', 'public'],
      ['help/faq', 'help', 'content', 'default', 'public'],
      ['login', 'login', 'account', 'default', 'public'],
      ['news/list', 'news-list', 'content', 'default', 'public'],
      ['news/show/5', 'news-show', 'content', 'default', 'public'],
      ['player/balance', 'player-balance', 'account', 'dashboard', 'player-only'],
      ['player/bonus-campaigns', 'player-bonus-campaigns', 'account', 'dashboard', 'player-only'],
      [
        'player/feedback/advertisement',
        'player-feedback-advertisement',
        'account',
        'dashboard',
        'player-only',
      ],
      ['player/history', 'player-history', 'account', 'dashboard', 'player-only'],
      ['player/history/rounds', 'player-history-section', 'account', 'dashboard', 'player-only'],
      ['player/profile/security', 'player-profile-section', 'account', 'dashboard', 'player-only'],
      ['player/self-exclusion', 'player-self-exclusion', 'account', 'dashboard', 'player-only'],
      ['player/verification', 'player-verification', 'account', 'dashboard', 'player-only'],
      ['points', 'points', 'promotions', 'default', 'public'],
      ['races/list', 'races-list', 'promotions', 'default', 'public'],
      ['races/stages/show/3', 'races-stage', 'promotions', 'default', 'public'],
      ['registration', 'registration', 'account', 'default', 'guest-only'],
      ['reset-password/h4sh', 'reset-password', 'account', 'default', 'public'],
      ['rules/book-of-ra', 'game-rules', 'games', 'default', 'public'],
      ['social/_auth', 'social-auth', 'account', 'blank', 'public'],
      ['tournaments/list', 'tournaments-list', 'promotions', 'default', 'public'],
      ['tournaments/show/9', 'tournaments-show', 'promotions', 'default', 'public'],
      ['unsubscribe/news/letters/email', 'unsubscribe', 'account', 'default', 'public'],
      ['games/favorites', 'games-favorites', 'games', 'default', 'player-only'],
    ];
    for (const lang of LOCALES) {
      for (const [path, id, remote, layout, access] of cases) {
        const match = matchRoute(`/${lang}/${path}`);
        expect({ path, match }).toMatchObject({
          path,
          match: { kind: 'page', locale: lang, entry: { id, remote, layout, access } },
        });
      }
    }
  });

  it('the catch-all accepts games/slots slugs and bare games- ids, rejects anything else', () => {
    expect(matchRoute('/en/games/x/1')).toMatchObject({
      kind: 'page',
      entry: { id: 'game-by-slug', remote: 'games' },
      params: { slug: 'games/x', id: '1' },
    });
    expect(pageId('/en/slots/1')).toBe('game-by-slug');
    expect(pageId('/en/slots/a/b/c/1')).toBe('game-by-slug');
    expect(matchRoute('/en/games-abc-1')).toMatchObject({
      kind: 'page',
      entry: { id: 'game-by-id' },
      params: { id: 'games-abc-1' },
    });
    expect(matchRoute('/en/foo/1')).toEqual({
      kind: 'not-found',
      locale: 'en',
      hasLocalePrefix: true,
      pathname: '/en/foo/1',
    });
    expect(pageId('/en/games-')).toBe('not-found');
    expect(pageId('/en/games-a_b')).toBe('not-found');
    expect(pageId('/en/foo')).toBe('not-found');
  });

  it('blog typeby is exactly author or tag', () => {
    expect(pageId('/en/blog/category/x')).toBe('not-found');
    expect(pageId('/en/blog/Author/x')).toBe('not-found');
  });

  it('player history and profile accept only their children', () => {
    expect(pageId('/en/player/history/bonus')).toBe('player-history-section');
    expect(pageId('/en/player/history/other')).toBe('not-found');
    expect(pageId('/en/player/profile/view')).toBe('player-profile-section');
    expect(pageId('/en/player/profile/nope')).toBe('not-found');
  });

  it('social callbacks answer with and without a language prefix', () => {
    for (const p of ['mailru', 'vkontakte', 'yandex']) {
      expect(pageId(`/social/check-${p}`)).toBe(`social-check-${p}`);
      expect(pageId(`/de/social/check-${p}`)).toBe(`social-check-${p}`);
    }
    expect(pageId('/social/_auth')).toBe('social-auth');
  });

  it('paths ending in /redirect are left to the server-driven redirect guard', () => {
    expect(pageId('/en/old/promo/redirect')).toBe('redirect-only');
  });

  it('unknown paths are Page Not Found with the full path', () => {
    expect(matchRoute('/en/nope/at/all/x')).toMatchObject({
      kind: 'not-found',
      pathname: '/en/nope/at/all/x',
    });
  });

  it('every route names one of the four remotes and one of the five layouts', () => {
    for (const entry of ROUTE_TABLE) {
      expect(['games', 'account', 'content', 'promotions']).toContain(entry.remote);
      expect(['blank', 'blog', 'dashboard', 'default', 'game-play']).toContain(entry.layout);
    }
  });

  it('matchPattern lets a splat sit in the middle', () => {
    expect(matchPattern('confirm/email/*slug/:hash', ['confirm', 'email', 'a', 'b', 'h'])).toEqual({
      slug: 'a/b',
      hash: 'h',
    });
    expect(matchPattern('confirm/email/*slug/:hash', ['confirm', 'email', 'h'])).toBeNull();
  });

  it('pathInLocale keeps the path and swaps the language', () => {
    expect(pathInLocale('/en/player/balance', 'de')).toBe('/de/player/balance');
    expect(pathInLocale('/', 'fr')).toBe('/fr');
    expect(pathInLocale('/social/_auth', 'fr')).toBe('/fr/social/_auth');
  });
});

describe('declared query parameters', () => {
  const entry = (path: string) => {
    const m = matchRoute(path);
    if (m.kind !== 'page') throw new Error(`${path} is not a page`);
    return m.entry;
  };

  it('keeps only what the route declares, first non-empty value, in the declared order', () => {
    expect(declaredQuery(entry('/en/blog'), '?cb=123&page=2&page=3&utm_source=x')).toBe('?page=2');
    expect(declaredQuery(entry('/en/blog'), '?page=&page=4')).toBe('?page=4');
    expect(declaredQuery(entry('/en/games'), '?sort=new&cb=1&tab=slots&q=book')).toBe('?tab=slots&q=book&sort=new');
    expect(declaredQuery(entry('/en/tournaments/list'), '?finished=2&page=9')).toBe('?finished=2');
    // Home reads no parameter: a cache-buster is nothing.
    expect(declaredQuery(entry('/en'), '?cb=1&page=2')).toBe('');
    expect(declaredQuery(undefined, '?page=2')).toBe('');
  });

  it('keeps the parameters that name another page in the canonical link, not the views', () => {
    expect(declaredQuery(entry('/en/news/list'), '?page=3&cb=1', ['canonical'])).toBe('?page=3');
    expect(declaredQuery(entry('/en/games'), '?tab=slots&q=book', ['canonical'])).toBe('');
  });
});
