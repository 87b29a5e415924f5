import { ENDPOINTS } from '@casino/contract';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { apiClient, EMPTY_PLAYER } from '@casino/shared';
import { isAuthAtom, isTermsPopupAtom, playerDataAtom } from '@casino/shared/session-store';
import { settingsAtom, FALLBACK_SETTINGS } from '../shell/settings';
import { createNavigationLoader, createRouteDataFetcher } from './navigation-loader';
import type { FetchRouteData } from './server-redirect-guard';

function setup(routeData: FetchRouteData = async () => ({ redirect: null })) {
  const store = createStore();
  store.set(settingsAtom, { ...FALLBACK_SETTINGS, retiredLocales: ['it'] });
  const leave = jest.fn();
  const loader = createNavigationLoader({
    store,
    ready: async () => undefined,
    fetchRouteData: routeData,
    leave,
    browserLanguages: () => ['de-DE'],
  });
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader,
        shouldRevalidate: () => true,
        children: [{ index: true }, { path: '*' }],
      },
    ],
    { initialEntries: ['/en'] },
  );
  const settled = () =>
    new Promise<void>((resolve) => {
      if (router.state.navigation.state === 'idle' && router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (state.navigation.state === 'idle' && state.initialized) {
          stop();
          resolve();
        }
      });
    });
  const go = async (to: string) => {
    await settled();
    await router.navigate(to);
    await settled();
    return `${router.state.location.pathname}${router.state.location.search}`;
  };
  return { store, router, go, leave };
}

function signIn(store: ReturnType<typeof createStore>, player: Partial<typeof EMPTY_PLAYER> = {}) {
  apiClient.storeToken('tok');
  store.set(isAuthAtom, true);
  store.set(playerDataAtom, { ...EMPTY_PLAYER, isAuth: true, ...player });
}

afterEach(() => apiClient.forgetToken());

describe('navigation loader (guards on every navigation)', () => {
  it('runs on the first load and on each navigation: a visitor without the cookie is sent home from player pages', async () => {
    const { go } = setup();
    expect(await go('/en/player/balance')).toBe('/en');
    expect(await go('/de/game/play/book')).toBe('/de');
    expect(await go('/en/tournaments/list')).toBe('/en/tournaments/list');
  });

  it('applies the guards to the very first load', async () => {
    const store = createStore();
    const loader = createNavigationLoader({
      store,
      ready: async () => undefined,
      fetchRouteData: async () => ({ redirect: null }),
      leave: jest.fn(),
      browserLanguages: () => [],
    });
    const router = createMemoryRouter(
      [{ path: '/', loader, shouldRevalidate: () => true, children: [{ path: '*' }] }],
      {
        initialEntries: ['/en/player/history'],
      },
    );
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    });
    expect(router.state.location.pathname).toBe('/en');
  });

  it('keeps a player under terms on home (opening the popup) and on the terms pages only', async () => {
    const { store, go } = setup();
    signIn(store, { isTermsRequired: true });
    expect(await go('/fr/bonuses')).toBe('/fr');
    expect(store.get(isTermsPopupAtom)).toBe(true);
    expect(await go('/fr/display/terms')).toBe('/fr/display/terms');
  });

  it('sends a signed-in player from registration home, and a blocked one from real-money play with the notification', async () => {
    const { store, go } = setup();
    signIn(store, { isBlocked: true });
    expect(await go('/en/registration')).toBe('/en');
    expect(await go('/en/game/play/book')).toBe('/en?notification=playerBlockedByLite');
  });

  it('replaces a retired locale and gives a language to a path without one', async () => {
    const { go } = setup();
    expect(await go('/it/blog?page=2')).toBe('/ru/blog?page=2');
    expect(await go('/social/check-vkontakte?code=1')).toBe('/de/social/check-vkontakte?code=1');
  });

  it('follows internal server-driven redirects and leaves the app for external ones', async () => {
    const routeData: FetchRouteData = async (path) =>
      path === '/en/old-promo'
        ? { redirect: { type: 'internal', to: '/en/bonuses', permanent: true } }
        : path === '/en/partner'
          ? { redirect: { type: 'external', url: 'https://partner.example/', permanent: false } }
          : { redirect: null };
    const { go, leave, router } = setup(routeData);
    expect(await go('/en/old-promo')).toBe('/en/bonuses');
    void router.navigate('/en/partner');
    await new Promise((r) => setTimeout(r, 0));
    expect(leave).toHaveBeenCalledWith('https://partner.example/');
  });
});

describe('route data fetcher', () => {
  it('remembers an answer for a while', async () => {
    const get = jest.spyOn(apiClient, 'call').mockResolvedValue({ redirect: null });
    let now = 0;
    const fetchRouteData = createRouteDataFetcher(() => now);
    await Promise.all([fetchRouteData('/en/a'), fetchRouteData('/en/a')]); // a prefetch and the guard share one call
    await fetchRouteData('/en/a');
    expect(get).toHaveBeenCalledTimes(1);
    now = 60_001;
    await fetchRouteData('/en/a');
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith(ENDPOINTS['routeData.get'], { query: { path: '/en/a' } });
    get.mockRestore();
  });
});
