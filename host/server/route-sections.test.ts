import { LOCALES } from '@casino/contract/schemas/locales';
import { REMOTE_NAMES } from '@casino/contract/release';
import { matchRoute as matchIn, type RouteEntry } from '@casino/contract/routing/route-match';
import { foreignClaims, pageOwner as ownerIn, parseRouteManifest, sectionOwner, SECTIONS, tableOf as tableOfAll, type RouteManifest } from '@casino/contract/routing/route-manifest';
import { PLAYER_PAGES, playerPagePath, SECTION_PATHS } from '@casino/contract/routing/paths';
import { SPEC_MANIFESTS } from './test-support/spec-routes';

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
const manifests: RouteManifest[] = SPEC_MANIFESTS.map((manifest) => parseRouteManifest(JSON.parse(JSON.stringify(manifest)))!);
const ALL = tableOfAll(manifests);
const matchRoute = (path: string, table: readonly RouteEntry[] = ALL) => matchIn(path, table);
const pageOwner = (path: string) => ownerIn(path, ALL);
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

  it('every path builder of the contract (SECTION_PATHS, PLAYER_PAGES) lands on a page some remote declares', () => {
    const sample = (path: string) => (['news/show', 'tournaments/show', 'races/stages/show', 'help', 'display', 'rules', 'game/play', 'blog/author', 'blog/tag'].includes(path) ? `${path}/7` : path);
    for (const path of Object.values(SECTION_PATHS).filter((path) => path !== 'player')) {
      expect({ path, kind: matchRoute(`/en/${sample(path)}`).kind }).toEqual({ path, kind: 'page' });
    }
    for (const page of PLAYER_PAGES) expect({ page, kind: matchRoute(playerPagePath('en', page)).kind }).toEqual({ page, kind: 'page' });
  });

  it("the player area's navigation is the account pages that declare a place in it, in their order", () => {
    const area = ALL.filter((entry) => entry.playerArea).sort((a, b) => a.playerArea!.order - b.playerArea!.order);
    expect(area.map((entry) => [entry.remote, entry.pattern])).toEqual([
      ['account', 'player/balance'],
      ['account', 'player/bonus-campaigns'],
      ['account', 'player/history'],
      ['account', 'player/profile'],
      ['account', 'player/verification'],
      ['account', 'player/feedback/advertisement'],
      ['account', 'player/limits'],
      ['account', 'player/self-exclusion'],
    ]);
  });

  it('refuses JSON that is not a route manifest', () => {
    expect(parseRouteManifest({ remote: 'casino', routes: [] })).toBeNull();
    expect(parseRouteManifest({ remote: 'games', routes: [{ id: 1 }] })).toBeNull();
    expect(parseRouteManifest('x')).toBeNull();
    expect(parseRouteManifest({ remote: 'games', routes: [{ id: 'a', pattern: 'games', layout: 'default', access: 'public', titleKey: 7 }] })).toBeNull();
    expect(parseRouteManifest({ remote: 'games', routes: [{ id: 'a', pattern: 'games', layout: 'default', access: 'public', playerArea: { order: 'x' } }] })).toBeNull();
    // The share text the build writes (shared/federation/route-manifest.cjs): a title per language, or no manifest.
    const page = { id: 'a', pattern: 'games', layout: 'default', access: 'public', clientOnly: true };
    expect(parseRouteManifest({ remote: 'games', routes: [{ ...page, shareText: { de: { title: 'Spiele', description: 'Alle' } } }] })).not.toBeNull();
    expect(parseRouteManifest({ remote: 'games', routes: [{ ...page, shareText: { de: { title: 7 } } }] })).toBeNull();
    expect(parseRouteManifest({ remote: 'games', routes: [{ ...page, shareText: ['Spiele'] }] })).toBeNull();
  });
});
