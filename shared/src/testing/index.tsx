/**
 * '@casino/shared/testing': what the remotes' jest tests need to render a page as the host shows it. For tests only:
 * production code never imports it, and the builds leave this path alone (it is not part of the shared singleton).
 */
import { Suspense } from 'react';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useRoutes, type RouteObject } from 'react-router-dom';
import { EMPTY_PLAYER, i18n, initI18n, SessionContext, type Player, type Session } from '@casino/shared';

/** A session as the host would provide it; a guest unless a player is given. */
export function testSession(player: Partial<Player> = {}): Session {
  const merged = { ...EMPTY_PLAYER, ...player };
  return {
    player: merged,
    isAuth: merged.isAuth,
    isTermsRequired: false,
    isTermsPopup: false,
    signIn: jest.fn(),
    signInExternal: jest.fn(),
    register: jest.fn(),
    signOut: jest.fn(),
    toggleFavorite: jest.fn(),
    acceptTerms: jest.fn(),
    declineTerms: jest.fn(),
    refreshPlayer: jest.fn(),
    openTermsPopup: jest.fn(),
  };
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

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Makes a remote's `renderRemoteRoute(path, session?)`: renders its exposed routes at `path` (/{lang}/...) as the host
 * mounts them, with its translation namespace loaded. The routes load after i18n starts (they register the namespace).
 */
export function remoteRouteRenderer(namespace: string, loadRoutes: () => Promise<{ routes: RouteObject[] }>) {
  return async function renderRemoteRoute(path: string, session: Session = testSession()): Promise<void> {
    await initI18n('en');
    const { routes } = await loadRoutes();
    await i18n.changeLanguage(path.split('/')[1] ?? 'en');
    await i18n.loadNamespaces(namespace);
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <SessionContext.Provider value={session}>
            <Suspense fallback="loading">
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path=":lang/*" element={<RouteTree routes={routes} />} />
                </Routes>
              </MemoryRouter>
            </Suspense>
          </SessionContext.Provider>
        </I18nextProvider>,
      );
    });
  };
}
