import { createStore } from 'jotai';
import { apiClient, AUTH_TOKEN_KEY, createQueryClient, playerIn, readAuthToken } from '@casino/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isAuthAtom, isTermsPopupAtom, sessionEnvironmentAtom } from './atoms';
import {
  acceptTermsAtom,
  declineTermsAtom,
  restoreSessionAtom,
  signInAtom,
  signOutAtom,
  toggleFavoriteAtom,
} from './actions';
import { connectApiClient } from './SessionProvider';

type Handler = (
  url: string,
  init: RequestInit,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** The player as the pages see it: the query cache's answer with the session's signed-in flag. */
const playerOf = (store: ReturnType<typeof createStore>, queryClient: QueryClient) => ({ ...playerIn(queryClient), isAuth: store.get(isAuthAtom) });
const termsRequired = (store: ReturnType<typeof createStore>, queryClient: QueryClient) => store.get(isAuthAtom) && playerIn(queryClient).isTermsRequired;

const ok = (data: unknown) => ({ status: 200, body: { status: 'ok', data } });
const displayData = {
  id: 1,
  login: 'anna',
  email: 'anna@example.com',
  balance: '10.00',
  favorites: ['3'],
  isTermsRequired: false,
};

function fakeApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  apiClient.configure({
    fetch: (async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
      calls.push(key);
      const handler = routes[key];
      const { status, body } = handler
        ? await handler(url, init)
        : { status: 404, body: { status: 'error', errors: [{ field: 'path', message: 'not found' }] } };
      return {
        ok: status < 300,
        status,
        statusText: '',
        text: async () => JSON.stringify(body),
      } as unknown as Response;
    }) as unknown as typeof fetch,
  });
  return calls;
}

function setup() {
  const store = createStore();
  const queryClient = createQueryClient();
  const navigate = jest.fn();
  const notify = jest.fn();
  store.set(sessionEnvironmentAtom, {
    navigate,
    notify,
    currentLocale: () => 'de',
    translate: (k: string) => `t(${k})`,
    queryClient,
  });
  connectApiClient(store);
  return { store, navigate, notify, queryClient };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${AUTH_TOKEN_KEY}=; path=/; max-age=0`;
});

describe('session store', () => {
  it('sign-in stores the token in the cookie and localStorage and loads the player with defaults', async () => {
    const calls = fakeApi({
      'POST /sign-in': () => ok({ token: 'tok-1' }),
      'GET /player/display-data': (_u, init) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer tok-1'
          ? ok(displayData)
          : { status: 401, body: {} },
    });
    const { store, queryClient } = setup();
    await store.set(signInAtom, { login: 'anna', password: 'secret123' });
    expect(document.cookie).toContain('auth_token=tok-1');
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(playerOf(store, queryClient)).toMatchObject({
      isAuth: true,
      login: 'anna',
      balance: '10.00',
      statusName: 'iron',
      bonus: '0.00',
      points: '0.00',
    });
    expect(calls).toEqual(['POST /sign-in', 'GET /player/display-data']);
  });

  it('a failed sign-in leaves the store signed out and surfaces the API error', async () => {
    fakeApi({
      'POST /sign-in': () => ({
        status: 401,
        body: { status: 'error', errors: [{ field: 'login', message: 'wrong login or password' }] },
      }),
    });
    const { store } = setup();
    await expect(store.set(signInAtom, { login: 'anna', password: 'nope' })).rejects.toMatchObject({
      status: 401,
    });
    expect(store.get(isAuthAtom)).toBe(false);
    expect(readAuthToken()).toBeNull();
  });

  it('concurrent sign-outs share one logout call, reset the store and go to the locale home once', async () => {
    let release!: () => void;
    const calls = fakeApi({
      'GET /player/display-data': () => ok(displayData),
      'GET /logout': () => new Promise((resolve) => (release = () => resolve(ok({ handled: true })))),
    });
    const { store, navigate, queryClient } = setup();
    apiClient.storeToken('tok-1');
    await store.set(restoreSessionAtom);
    const first = store.set(signOutAtom);
    const second = store.set(signOutAtom);
    expect(second).toBe(first);
    await new Promise((r) => setTimeout(r, 0));
    release();
    await Promise.all([first, second]);
    expect(calls.filter((c) => c === 'GET /logout')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/de');
    expect(playerOf(store, queryClient)).toMatchObject({ isAuth: false, login: '' });
    expect(readAuthToken()).toBeNull();
  });

  it('a logout API failure is only logged: the player is still signed out', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({
      'GET /player/display-data': () => ok(displayData),
      'GET /logout': () => ({ status: 500, body: {} }),
    });
    const { store, navigate, notify } = setup();
    apiClient.storeToken('tok-1');
    await store.set(restoreSessionAtom);
    await store.set(signOutAtom);
    expect(warn).toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(store.get(isAuthAtom)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/de');
    warn.mockRestore();
  });

  it('toggling a favourite adds an absent game and removes a present one', async () => {
    let favorites = ['3'];
    fakeApi({
      'GET /player/display-data': () => ok(displayData),
      'POST /player/favorite/games/7': () => {
        favorites = favorites.includes('7') ? favorites.filter((f) => f !== '7') : ['7', ...favorites];
        return ok({ gameId: 7, isFavorite: favorites.includes('7'), favorites: favorites.map(Number) });
      },
    });
    const { store, queryClient } = setup();
    apiClient.storeToken('tok-1');
    await store.set(restoreSessionAtom);
    await store.set(toggleFavoriteAtom, 7);
    expect(playerOf(store, queryClient).favorites).toEqual(['7', '3']);
    await store.set(toggleFavoriteAtom, '7');
    expect(playerOf(store, queryClient).favorites).toEqual(['3']);
  });

  it('accepting terms (ok and handled) clears the flag and closes the popup', async () => {
    fakeApi({
      'GET /player/display-data': () => ok({ ...displayData, isTermsRequired: true }),
      'POST /terms/accept': () => ok({ handled: true }),
    });
    const { store, queryClient } = setup();
    apiClient.storeToken('tok-1');
    await store.set(restoreSessionAtom);
    store.set(isTermsPopupAtom, true);
    expect(termsRequired(store, queryClient)).toBe(true);
    await expect(store.set(acceptTermsAtom)).resolves.toBe(true);
    expect(termsRequired(store, queryClient)).toBe(false);
    expect(store.get(isTermsPopupAtom)).toBe(false);
  });

  it('terms accept not handled, or failing, shows the generic error toast and keeps the popup', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: { status: number; body: unknown } = ok({ handled: false });
    fakeApi({
      'GET /player/display-data': () => ok({ ...displayData, isTermsRequired: true }),
      'POST /terms/accept': () => answer,
    });
    const { store, notify, queryClient } = setup();
    apiClient.storeToken('tok-1');
    await store.set(restoreSessionAtom);
    store.set(isTermsPopupAtom, true);
    await expect(store.set(acceptTermsAtom)).resolves.toBe(false);
    answer = { status: 500, body: { status: 'error', errors: [] } };
    await expect(store.set(acceptTermsAtom)).resolves.toBe(false);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', text: 't(shared:session.errors.generic)' });
    expect(store.get(isTermsPopupAtom)).toBe(true);
    expect(termsRequired(store, queryClient)).toBe(true);
    warn.mockRestore();
  });

  it('declining terms shows the authentication error toast, signs out and closes the popup', async () => {
    const calls = fakeApi({
      'GET /player/display-data': () => ok({ ...displayData, isTermsRequired: true }),
      'GET /logout': () => ok({ handled: true }),
    });
    const { store, notify, navigate } = setup();
    apiClient.storeToken('tok-1');
    await store.set(restoreSessionAtom);
    store.set(isTermsPopupAtom, true);
    await store.set(declineTermsAtom);
    expect(notify).toHaveBeenCalledWith({ type: 'error', text: 't(shared:session.errors.authentication)' });
    expect(calls).toContain('GET /logout');
    expect(store.get(isTermsPopupAtom)).toBe(false);
    expect(store.get(isAuthAtom)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/de');
  });

  it('a lost session (refresh refused) resets the store and goes to /', async () => {
    fakeApi({
      'GET /player/display-data': (_u, init) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer good'
          ? ok(displayData)
          : { status: 401, body: { status: 'error', errors: [] } },
      'GET /token/refresh': () => ({ status: 401, body: { status: 'error', errors: [] } }),
    });
    const { store, navigate } = setup();
    apiClient.storeToken('expired');
    await store.set(restoreSessionAtom);
    expect(store.get(isAuthAtom)).toBe(false);
    expect(readAuthToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
