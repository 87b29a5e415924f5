import { isBlockedFromRealMoney } from './navigation-loader';
import { matchRoute } from '../routing/served-routes';
import { accessGuard } from './access-guard';
import { detectLocale, localeGuard } from './locale-guard';
import { runGuards, type GuardContext } from './run-guards';
import { isWebUrl, serverRedirectGuard, type FetchRouteData } from './server-redirect-guard';
import { termsGuard } from './terms-guard';
import type { LocaleSnapshot, Navigation, SessionSnapshot } from './types';

const nav = (pathname: string, from: string | null = '/en', search = ''): Navigation => ({
  pathname,
  search,
  hash: '',
  from,
  match: matchRoute(pathname),
});

const guest: SessionSnapshot = {
  isAuth: false,
  hasAuthCookie: false,
  isTermsRequired: false,
  isTermsPopup: false,
  isBlocked: false,
};
const player: SessionSnapshot = { ...guest, isAuth: true, hasAuthCookie: true };
const underTerms: SessionSnapshot = { ...player, isTermsRequired: true };
const locales: LocaleSnapshot = {
  retiredLocales: ['it', 'ua'],
  rememberedLocale: null,
  browserLanguages: [],
};

describe('terms guard', () => {
  it('does nothing for guests and players without required terms', () => {
    expect(termsGuard(nav('/en/player/balance'), guest)).toEqual({ kind: 'continue' });
    expect(termsGuard(nav('/en/player/balance'), player)).toEqual({ kind: 'continue' });
  });

  it('keeps the terms and privacy-policy pages reachable', () => {
    expect(termsGuard(nav('/en/display/terms'), underTerms)).toEqual({ kind: 'continue' });
    expect(termsGuard(nav('/de/display/privacypolicy'), underTerms)).toEqual({ kind: 'continue' });
  });

  it('sends any other page to the locale home', () => {
    expect(termsGuard(nav('/de/player/balance'), underTerms)).toEqual({ kind: 'redirect', to: '/de' });
    expect(termsGuard(nav('/fr/display/aboutus'), underTerms)).toEqual({ kind: 'redirect', to: '/fr' });
    expect(termsGuard(nav('/en/nope/x/y'), underTerms)).toEqual({ kind: 'redirect', to: '/en' });
  });

  it('opens the popup on arriving at home, unless it is already open', () => {
    expect(termsGuard(nav('/en', '/en/display/terms'), underTerms)).toEqual({
      kind: 'continue',
      openTermsPopup: true,
    });
    expect(termsGuard(nav('/en', '/en/display/terms'), { ...underTerms, isTermsPopup: true })).toEqual({
      kind: 'continue',
    });
  });
});

describe('locale guard', () => {
  it('moves a retired locale permanently to the remembered locale, keeping path and query', () => {
    expect(localeGuard(nav('/it/blog/x', null, '?a=1'), { ...locales, rememberedLocale: 'de' })).toEqual({
      kind: 'redirect',
      to: '/de/blog/x?a=1',
      permanent: true,
    });
  });

  it('falls back to ru when nothing or an unsupported locale is remembered', () => {
    expect(localeGuard(nav('/it/blog/x'), locales)).toMatchObject({ to: '/ru/blog/x', permanent: true });
    expect(localeGuard(nav('/ua'), { ...locales, rememberedLocale: 'it' })).toMatchObject({
      to: '/ru',
      permanent: true,
    });
  });

  it('leaves supported locales and home alone', () => {
    expect(localeGuard(nav('/en/blog'), locales)).toEqual({ kind: 'continue' });
    expect(localeGuard(nav('/'), locales)).toEqual({ kind: 'continue' });
  });

  it('gives a path without a language the visitor language', () => {
    expect(localeGuard(nav('/player/balance'), { ...locales, browserLanguages: ['pt-BR', 'en'] })).toEqual({
      kind: 'redirect',
      to: '/pt/player/balance',
    });
  });

  it('moves the fixed social callbacks under the visitor language, keeping the query', () => {
    expect(
      localeGuard(nav('/social/check-yandex', null, '?code=1'), { ...locales, rememberedLocale: 'kk' }),
    ).toEqual({
      kind: 'redirect',
      to: '/kk/social/check-yandex?code=1',
    });
  });

  it('detects the browser language first, then the remembered cookie, then ru', () => {
    expect(detectLocale({ browserLanguages: ['it-IT', 'de-AT'], rememberedLocale: 'fr' })).toBe('de');
    expect(detectLocale({ browserLanguages: ['it-IT'], rememberedLocale: 'fr' })).toBe('fr');
    expect(detectLocale({ browserLanguages: ['it-IT'], rememberedLocale: 'xx' })).toBe('ru');
    expect(detectLocale({ browserLanguages: [], rememberedLocale: null })).toBe('ru');
  });
});

describe('server-driven redirect guard', () => {
  it('follows an internal target as a route', async () => {
    const decision = await serverRedirectGuard(nav('/en/old-promo'), async () => ({
      redirect: { type: 'internal', to: '/en/bonuses', permanent: true },
    }));
    expect(decision).toEqual({ kind: 'redirect', to: '/en/bonuses', permanent: true });
  });

  it('leaves the app only for http and https targets', async () => {
    const to = (url: string) =>
      serverRedirectGuard(nav('/en/partner'), async () => ({
        redirect: { type: 'external', url, permanent: false },
      }));
    await expect(to('https://partner.example/x')).resolves.toEqual({
      kind: 'external',
      url: 'https://partner.example/x',
    });
    await expect(to('javascript:alert(1)')).resolves.toEqual({ kind: 'continue' });
    await expect(to('data:text/html,hi')).resolves.toEqual({ kind: 'continue' });
    expect(isWebUrl('http://a.example')).toBe(true);
    expect(isWebUrl('/en/x')).toBe(false);
  });

  it('never follows an internal target that would leave the app or loop', async () => {
    const internal = (to: string) =>
      serverRedirectGuard(nav('/en/a'), async () => ({
        redirect: { type: 'internal', to, permanent: false },
      }));
    await expect(internal('//evil.example/x')).resolves.toEqual({ kind: 'continue' });
    await expect(internal('/en/a')).resolves.toEqual({ kind: 'continue' });
  });

  it('shows the page when the route-data endpoint fails or has nothing', async () => {
    await expect(
      serverRedirectGuard(nav('/en/a'), async () => Promise.reject(new Error('down'))),
    ).resolves.toEqual({ kind: 'continue' });
    await expect(serverRedirectGuard(nav('/en/a'), async () => ({ redirect: null }))).resolves.toEqual({
      kind: 'continue',
    });
  });

  it('follows "/{anything}/redirect?to=" only to a path of this site (no open redirect)', async () => {
    const none = async () => ({ redirect: null });
    await expect(serverRedirectGuard(nav('/en/x/redirect', '/en', '?to=%2Fen%2Fbonuses'), none)).resolves.toEqual({
      kind: 'redirect',
      to: '/en/bonuses',
    });
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      await expect(
        serverRedirectGuard(nav('/en/x/redirect', '/en', `?to=${encodeURIComponent(target)}`), none),
      ).resolves.toEqual({ kind: 'continue' });
    }
    // Only on "/{anything}/redirect": a page's own "to" parameter is its business.
    await expect(serverRedirectGuard(nav('/en/games', '/en', '?to=%2Fen%2Fbonuses'), none)).resolves.toEqual({
      kind: 'continue',
    });
  });
});

describe('access guard', () => {
  it('sends a visitor without the auth_token cookie from player pages and real-money games home', () => {
    expect(accessGuard(nav('/en/player/balance'), guest)).toEqual({ kind: 'redirect', to: '/en' });
    expect(accessGuard(nav('/de/player/history/rounds'), guest)).toEqual({ kind: 'redirect', to: '/de' });
    expect(accessGuard(nav('/en/game/play/book'), guest)).toEqual({ kind: 'redirect', to: '/en' });
    expect(accessGuard(nav('/en/games/favorites'), guest)).toEqual({ kind: 'redirect', to: '/en' });
  });

  it('keeps tournaments, races and demo rules public', () => {
    for (const path of [
      '/en/tournaments/list',
      '/en/tournaments/show/1',
      '/en/races/list',
      '/en/races/stages/show/2',
      '/en/rules/x',
    ]) {
      expect(accessGuard(nav(path), guest)).toEqual({ kind: 'continue' });
    }
  });

  it('sends a signed-in player from registration home', () => {
    expect(accessGuard(nav('/pl/registration'), player)).toEqual({ kind: 'redirect', to: '/pl' });
    expect(accessGuard(nav('/pl/registration'), guest)).toEqual({ kind: 'continue' });
  });

  it('sends a blocked player from a real-money game home with playerBlockedByLite', () => {
    expect(accessGuard(nav('/en/game/play/book'), { ...player, isBlocked: true })).toEqual({
      kind: 'redirect',
      to: '/en?notification=playerBlockedByLite',
    });
    expect(accessGuard(nav('/en/game/play/book'), player)).toEqual({ kind: 'continue' });
  });
});

describe('runGuards', () => {
  const context = (
    session: SessionSnapshot,
    routeData: FetchRouteData = jest.fn(async () => ({ redirect: null })),
  ): GuardContext => ({
    session,
    locale: locales,
    fetchRouteData: routeData,
  });

  it('runs terms before everything else: no route-data call for a page the terms guard refuses', async () => {
    const routeData = jest.fn(async () => ({ redirect: null }));
    await expect(runGuards(nav('/en/player/balance'), context(underTerms, routeData))).resolves.toEqual({
      kind: 'redirect',
      to: '/en',
    });
    expect(routeData).not.toHaveBeenCalled();
  });

  it('runs the locale guard before the server-driven redirect', async () => {
    const routeData = jest.fn(async () => ({ redirect: null }));
    await expect(runGuards(nav('/it/blog'), context(guest, routeData))).resolves.toMatchObject({
      to: '/ru/blog',
    });
    expect(routeData).not.toHaveBeenCalled();
  });

  it('lets a server-driven redirect win over the access rules', async () => {
    const routeData = jest.fn(async () => ({
      redirect: { type: 'internal' as const, to: '/en/bonuses', permanent: false },
    }));
    await expect(runGuards(nav('/en/player/balance'), context(guest, routeData))).resolves.toMatchObject({
      to: '/en/bonuses',
    });
  });

  it('applies the access rules last and carries the popup effect through', async () => {
    await expect(runGuards(nav('/en/player/balance'), context(guest))).resolves.toEqual({
      kind: 'redirect',
      to: '/en',
    });
    await expect(runGuards(nav('/en', '/en/display/terms'), context(underTerms))).resolves.toEqual({
      kind: 'continue',
      openTermsPopup: true,
    });
    await expect(runGuards(nav('/en/player/balance'), context(player))).resolves.toEqual({
      kind: 'continue',
    });
  });
});

describe('real-money play and responsible gaming', () => {
  it('counts a self-excluded or cooling-off player as blocked from real-money play', () => {
    const player = { isBlocked: false, selfExclusionBlock: false, coolingOffBlock: false };
    expect(isBlockedFromRealMoney(player)).toBe(false);
    expect(isBlockedFromRealMoney({ ...player, selfExclusionBlock: true })).toBe(true);
    expect(isBlockedFromRealMoney({ ...player, coolingOffBlock: true })).toBe(true);
    expect(isBlockedFromRealMoney({ ...player, isBlocked: true })).toBe(true);
  });
});
