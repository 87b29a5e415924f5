import { ENDPOINTS } from '@casino/contract';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient, createQueryClient, EMPTY_PLAYER, FALLBACK_SETTINGS, PLAYER_QUERY_KEY, settingsQuery } from '@casino/shared';
import { isAuthAtom, isTermsPopupAtom } from '@casino/shared/session-store';
import { createNavigationLoader, createRouteDataFetcher } from './navigation-loader';
import type { FetchRouteData } from './server-redirect-guard';

function setup(routeData: FetchRouteData = async () => ({ redirect: null }), loadRemoteStrings?: (remote: string) => Promise<unknown>) {
  const store = createStore();
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery().queryKey, { ...FALLBACK_SETTINGS, retiredLocales: ['it'] });
  const leave = jest.fn();
  const loader = createNavigationLoader({
    store,
    queryClient,
    ready: async () => undefined,
    fetchRouteData: routeData,
    leave,
    browserLanguages: () => ['de-DE'],
    ...(loadRemoteStrings ? { loadRemoteStrings } : {}),
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
  return { store, queryClient, router, go, leave };
}

function signIn(store: ReturnType<typeof createStore>, queryClient: QueryClient, player: Partial<typeof EMPTY_PLAYER> = {}) {
  apiClient.storeToken('tok');
  store.set(isAuthAtom, true);
  queryClient.setQueryData(PLAYER_QUERY_KEY, { ...EMPTY_PLAYER, isAuth: true, ...player });
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
      queryClient: createQueryClient(),
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
    const { store, queryClient, go } = setup();
    signIn(store, queryClient, { isTermsRequired: true });
    expect(await go('/fr/bonuses')).toBe('/fr');
    expect(store.get(isTermsPopupAtom)).toBe(true);
    expect(await go('/fr/display/terms')).toBe('/fr/display/terms');
  });

  it('sends a signed-in player from registration home, and a blocked one from real-money play with the notification', async () => {
    const { store, queryClient, go } = setup();
    signIn(store, queryClient, { isBlocked: true });
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
  it('keeps an answer in the page query cache for a while, and asks again after a failure', async () => {
    let now = 1_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const get = jest.spyOn(apiClient, 'call').mockResolvedValue({ redirect: null });
    const queryClient = createQueryClient();
    const fetchRouteData = createRouteDataFetcher(queryClient);
    await Promise.all([fetchRouteData('/en/a'), fetchRouteData('/en/a')]); // a prefetch and the guard share one call
    await fetchRouteData('/en/a');
    expect(get).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['routeData.get', { query: { path: '/en/a' } }])).toEqual({ redirect: null });
    now += 60_001;
    await fetchRouteData('/en/a');
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith(ENDPOINTS['routeData.get'], { query: { path: '/en/a' } }, expect.anything());
    get.mockRejectedValueOnce(new Error('offline'));
    await expect(fetchRouteData('/en/b')).rejects.toThrow('offline'); // no retry: the guard treats it as "no redirect"
    await expect(fetchRouteData('/en/b')).resolves.toEqual({ redirect: null });
    expect(get).toHaveBeenCalledTimes(4);
    get.mockRestore();
    clock.mockRestore();
  });
});

describe('the player area navigation strings', () => {
  it('loads the strings of every remote with a player-area page before a dashboard page shows, and not for other pages', async () => {
    // A playerArea page a promotions version adds is labelled in the promotions namespace: without its strings the
    // link showed its key ("nav.springMine") until promotions loaded for another reason.
    const loadRemoteStrings = jest.fn(async (remote: string) => remote);
    const { store, queryClient, go } = setup(undefined, loadRemoteStrings);
    signIn(store, queryClient);
    expect(await go('/en/games')).toBe('/en/games');
    expect(loadRemoteStrings).not.toHaveBeenCalled();
    expect(await go('/en/player/balance')).toBe('/en/player/balance');
    expect(loadRemoteStrings).toHaveBeenCalledWith('account');
  });
});
