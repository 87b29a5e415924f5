/**
 * '@casino/shared/testing': what the remotes' jest tests need to render a page as the host shows it. For tests only:
 * production code never imports it, and the builds leave this path alone (it is not part of the shared singleton).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GameCard } from '@casino/contract/schemas';
import {
  createQueryClient,
  EMPTY_PLAYER,
  i18n,
  I18nProvider,
  initI18n,
  PLAYER_QUERY_KEY,
  type Player,
  queryClientContext,
  type SessionActions,
  type SessionState,
  SessionStateContext,
  usePlayer,
} from '@casino/shared';

/**
 * A catalogue game as the API answers it (`GameCard`): a demo-able slot of "Acme" with no badge, named `Game <id>`,
 * its picture the API's SVG. A test states only what it is about (`gameCard(3, { name: 'Book of Ra', isLive: true })`).
 */
export const gameCard = (id: number, over: Partial<GameCard> = {}): GameCard => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  provider: { slug: 'acme', name: 'Acme' },
  category: 'slots',
  thumbnail: `/api/v1/games/${id}/thumbnail.svg`,
  isNew: false,
  isPopular: false,
  isLive: false,
  hasDemo: true,
  hasJackpot: false,
  isFavorite: false,
  ...over,
});

/** A session as the host would provide it, with the player its query cache would hold (signed in only). */
export interface TestSession extends SessionState {
  actions: { [K in keyof SessionActions]: jest.Mock };
  player: Player;
}

/** A session as the host would provide it; a guest unless a signed-in player is given (`{ isAuth: true, ... }`). */
export function testSession(player: Partial<Player> = {}): TestSession {
  const merged = { ...EMPTY_PLAYER, ...player };
  return {
    player: merged,
    isAuth: merged.isAuth,
    isTermsPopup: merged.isTermsPopup,
    actions: {
      signIn: jest.fn(),
      signInExternal: jest.fn(),
      register: jest.fn(),
      signOut: jest.fn(),
      toggleFavorite: jest.fn(),
      acceptTerms: jest.fn(),
      declineTerms: jest.fn(),
      openTermsPopup: jest.fn(),
    },
  };
}

/** Puts a signed-in test session's player where the host keeps it: the page's query cache (`playerQuery`). */
export function seedTestPlayer(queryClient: QueryClient, session: TestSession): void {
  if (session.isAuth) queryClient.setQueryData(PLAYER_QUERY_KEY, session.player);
}

/**
 * Provides a test session below a QueryClientProvider: the session flags and actions through the context, the player
 * in the query cache, as the host's SessionProvider and session store do.
 */
export function TestSessionProvider({ session, children }: { session: TestSession; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => seedTestPlayer(queryClient, session));
  return <SessionStateContext.Provider value={session}>{children}</SessionStateContext.Provider>;
}

type Answer = { status?: number; body: unknown };

/** jsdom has no Response: the few members the API client reads. */
function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return { status, ok: status < 400, statusText: '', text: async () => text, json: async () => body } as Response;
}
/**
 * Replaces fetch (the edge of the product: the API) with answers per path, e.g. { '/api/v1/game/sections': {...} }.
 * Returns the mock so a test can check what was asked and change an answer (to recover after an error).
 */
export function mockApi(answers: Record<string, Answer | ((url: URL) => Answer)>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (!answer) return jsonResponse(404, { status: 'error', errors: [{ field: 'path', code: 'not_found', message: 'not found' }] });
    const { status = 200, body } = typeof answer === 'function' ? answer(url) : answer;
    return jsonResponse(status, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Reads the player as the host's header always does, so the player query is active (a mutation refetches it). */
function HeaderStandIn() {
  usePlayer();
  return null;
}

/** How many times the page asked GET /player/display-data (the player query) through a `mockApi` mock. */
export const playerFetches = (fetchMock: jest.Mock): number =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v1/player/display-data').length;

/**
 * Makes a remote's `renderRemoteRoute(path, session?)`: renders its exposed routes at `path` (/{lang}/...) as the host
 * mounts them: in a data router under /:lang, loaders priming a fresh query cache through the router context, with
 * its translation namespace loaded, a signed-in session's player in that cache and read as the host's header reads it.
 * The routes load after i18n starts (they register the namespace).
 */
export function remoteRouteRenderer(namespace: string, loadRoutes: () => Promise<{ routes: RouteObject[] }>) {
  return async function renderRemoteRoute(path: string, session: TestSession = testSession()): Promise<ReturnType<typeof createMemoryRouter>> {
    await initI18n('en');
    const { routes } = await loadRoutes();
    await i18n.changeLanguage(path.split('/')[1] ?? 'en');
    await i18n.loadNamespaces(namespace);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    seedTestPlayer(queryClient, session);
    const router = createMemoryRouter([{ path: ':lang', children: routes }], {
      initialEntries: [path],
      future: { v8_middleware: true },
      getContext: () => new RouterContextProvider(new Map([[queryClientContext, queryClient]])),
    });
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SessionStateContext.Provider value={session}>
              <HeaderStandIn />
              <Suspense fallback="loading">
                <RouterProvider router={router} />
              </Suspense>
            </SessionStateContext.Provider>
          </QueryClientProvider>
        </I18nProvider>,
      );
    });
    // The test's own router: where the page's address is now, and the browser's back and forward (router.navigate(-1)).
    return router;
  };
}
