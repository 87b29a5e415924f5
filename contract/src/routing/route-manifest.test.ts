import { LOCALES } from '../schemas/locales';
import { REMOTE_NAMES } from '../release';
import { matchRoute, ROUTE_TABLE, type RouteEntry } from './route-table';
import { foreignClaims, pageOwner, parseRouteManifest, routeManifestOf, sectionOwner, SECTIONS, type RouteManifest } from './route-manifest';

/** One concrete path per route of SPEC.md section 2 (parameters filled in), without the language prefix. */
const SPEC_SECTION_2_PATHS = [
  'games/blue-orca/book-of-gold',
  'slots/top/blue-orca/book-of-gold',
  'games-book-of-gold',
  'auth/external',
  'blog',
  'blog/some-article',
  'blog/author/anna',
  'blog/tag/slots',
  'bonus/code',
  'bonuses',
  'confirm/email/a/b/abc123',
  'contribution',
  'display/aboutus',
  'game/play/book-of-gold',
  'help/faq',
  'login',
  'news/list',
  'news/show/5',
  'player/balance',
  'player/bonus-campaigns',
  'player/feedback/advertisement',
  'player/history',
  'player/history/bonus',
  'player/history/payments',
  'player/history/points',
  'player/history/rounds',
  'player/profile',
  'player/profile/password',
  'player/profile/security',
  'player/profile/subscriptions',
  'player/profile/view',
  'player/self-exclusion',
  'player/verification',
  'points',
  'races/list',
  'races/stages/show/3',
  'registration',
  'reset-password/abc123',
  'rules/book-of-gold',
  'social/_auth',
  'social/check-mailru',
  'social/check-vkontakte',
  'social/check-yandex',
  'tournaments/list',
  'tournaments/show/7',
  'unsubscribe/a/b/news',
  '',
];

/** What each remote's build writes (shared/federation/route-manifest.cjs), through JSON as the edge reads it. */
const manifests: RouteManifest[] = REMOTE_NAMES.map(
  (remote) => parseRouteManifest(JSON.parse(JSON.stringify(routeManifestOf(remote, ROUTE_TABLE))))!,
);
const tableOf = (manifest: RouteManifest): RouteEntry[] => manifest.routes.map((route) => ({ ...route, remote: manifest.remote }));

describe('sections and route manifests', () => {
  it.each(LOCALES)('every SPEC section 2 route in %s has exactly one owner: its section and its manifest agree', (lang) => {
    for (const rest of SPEC_SECTION_2_PATHS) {
      const path = rest ? `/${lang}/${rest}` : `/${lang}`;
      const owner = sectionOwner(path);
      const claimedBy = manifests.filter((manifest) => matchRoute(path, tableOf(manifest)).kind === 'page').map((m) => m.remote);
      expect({ path, owner, claimedBy }).toEqual({ path, owner: claimedBy[0], claimedBy: [owner] });
    }
  });

  it('the catch-all redirect is no remote page: the host answers it', () => {
    for (const lang of LOCALES) expect(matchRoute(`/${lang}/games/x/redirect`).kind).toBe('redirect-only');
  });

  it('no two remotes own a first segment, and every route lives in its remote sections', () => {
    const seen = new Map<string, string>();
    for (const remote of REMOTE_NAMES) {
      for (const segment of SECTIONS[remote].segments) {
        expect(seen.get(segment)).toBeUndefined();
        seen.set(segment, remote);
      }
    }
    for (const manifest of manifests) expect({ remote: manifest.remote, claims: foreignClaims(manifest) }).toEqual({ remote: manifest.remote, claims: [] });
  });

  it('names the routes of a manifest that claims another remote section', () => {
    const promotions = manifests.find((m) => m.remote === 'promotions')!;
    const greedy: RouteManifest = {
      ...promotions,
      routes: [...promotions.routes, { id: 'my-blog', pattern: 'blog/promo', layout: 'default', access: 'public' }, { id: 'anything', pattern: ':id', layout: 'default', access: 'public' }],
    };
    expect(foreignClaims(greedy)).toEqual(['my-blog: blog (content)', 'anything: :id']);
  });

  it("leaves to a section's remote only the paths its known routes have no shape for", () => {
    expect(pageOwner('/en/bonuses/spring')).toEqual({ remote: 'promotions', hasLocalePrefix: true, known: false });
    expect(pageOwner('/en/bonuses')).toEqual({ remote: 'promotions', hasLocalePrefix: true, known: true });
    expect(pageOwner('/en/blog/category/x')).toBeNull(); // blog/:typeby/:id, typeby neither author nor tag
    expect(pageOwner('/en/player/history/nothing')).toBeNull();
    expect(pageOwner('/bonuses/spring')).toBeNull();
    expect(pageOwner('/en/games/x/redirect')).toBeNull();
  });

  it('a path outside every section has no owner', () => {
    expect(sectionOwner('/en/nowhere')).toBeNull();
    expect(sectionOwner('/en/promo-spring')).toBeNull();
  });

  it('refuses JSON that is not a route manifest', () => {
    expect(parseRouteManifest({ remote: 'casino', routes: [] })).toBeNull();
    expect(parseRouteManifest({ remote: 'games', routes: [{ id: 1 }] })).toBeNull();
    expect(parseRouteManifest('x')).toBeNull();
  });
});
