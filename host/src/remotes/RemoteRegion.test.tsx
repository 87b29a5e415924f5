import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import * as runtime from '@module-federation/enhanced/runtime';
import { i18n, I18nProvider, initI18n, registerNamespace } from '@casino/shared';
import type { BrowserReleaseMap } from '@casino/contract/release';
import en from '../locales/en.json';
import { registerReleaseMap } from './remote-registry';
import { createRouteDiscovery } from './remote-route-discovery';
import { RemoteRouteRegion } from './RemoteRouteRegion';
import { AttachRemoteRoutesContext, RemoteRoutes } from './RemoteRoutes';

const double = runtime as typeof runtime & {
  __setRemote(id: string, value: unknown): void;
  __setEntry(entry: string, value: unknown): void;
  __reset(): void;
  __registered: { name: string; entry: string }[];
};

const LIVE = 'http://cdn/games/2.0.0/mf-manifest.json';
const KNOWN_GOOD = 'http://cdn/games/1.9.0/mf-manifest.json';

function releaseMap(withFallback: boolean): BrowserReleaseMap {
  return {
    revision: 3,
    buildId: 'test',
    reportUrl: '/_release/report',
    remotes: {
      games: {
        name: 'remote_games',
        version: '2.0.0',
        manifestUrl: LIVE,
        channel: 'live',
        ...(withFallback ? { fallback: { version: '1.9.0', manifestUrl: KNOWN_GOOD } } : {}),
      },
    },
  };
}

const lobby = (text: string) => ({ routes: [{ path: 'games', element: <p>{text}</p> }] });

/**
 * The host's arrangement in small: a data router whose catch-all page is the remote's region, route discovery joining
 * the remote's routes when they load, and the region's Retry attaching them. React 19 wants an awaited act around a
 * render that suspends on a promise it did not create.
 */
async function renderGamesRegion() {
  const discovery = createRouteDiscovery({
    parentId: 'root',
    regionRoute: (remote) => ({ element: <RemoteRouteRegion remote={remote} /> }),
  });
  const router = createMemoryRouter([{ id: 'root', children: [{ path: '*', element: <RemoteRoutes remote="games" /> }] }], {
    initialEntries: ['/en/games'],
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  const attach = (pathname: string, routes: RouteObject[]) => {
    if (discovery.attach(pathname, routes, (id, children) => router.patchRoutes(id, children))) void router.navigate(pathname, { replace: true });
  };
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback="loading">
          <AttachRemoteRoutesContext.Provider value={attach}>
            <RouterProvider router={router} />
          </AttachRemoteRoutesContext.Provider>
        </Suspense>
      </I18nProvider>,
    );
  });
}

describe('a remote region', () => {
  const reports: unknown[] = [];

  beforeAll(async () => {
    registerNamespace(
      'host',
      async (lang) => (await import(`../locales/${lang}.json`)) as { default: object },
    );
    await initI18n('en');
  });

  beforeEach(() => {
    double.__reset();
    reports.length = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      reports.push(JSON.parse(String(init?.body)));
      return { status: 200 } as Response;
    }) as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('mounts the route subtree the remote exposes', async () => {
    registerReleaseMap(releaseMap(false));
    double.__setRemote('remote_games/routes', lobby('the lobby'));
    await renderGamesRegion();
    expect(await screen.findByText('the lobby')).toBeTruthy();
    expect(double.__registered).toEqual([{ name: 'remote_games', entry: LIVE }]);
  });

  it('shows the translated fallback when the remote is down, reports it, and Retry loads it once it is back', async () => {
    registerReleaseMap(releaseMap(false));
    double.__setRemote('remote_games/routes', new Error('manifest: 503'));
    await renderGamesRegion();
    expect(
      await screen.findByText(en.remoteUnavailable.title, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(reports).toEqual([
      { failures: [{ remote: 'games', version: '2.0.0', channel: 'live', error: 'Error: manifest: 503' }] },
    ]);

    double.__setRemote('remote_games/routes', lobby('back again'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.remoteUnavailable.retry }));
    });
    expect(await screen.findByText('back again')).toBeTruthy();
    // Retry registered the remote anew (force) so the runtime fetches its manifest again.
    expect(double.__registered.length).toBeGreaterThan(2);
  });

  it('falls back to the last known-good version when the live one fails', async () => {
    registerReleaseMap(releaseMap(true));
    double.__setEntry(LIVE, new Error('remoteEntry.js 404'));
    double.__setEntry(KNOWN_GOOD, lobby('known-good lobby'));
    await renderGamesRegion();
    expect(await screen.findByText('known-good lobby', {}, { timeout: 3000 })).toBeTruthy();
    expect(reports).toEqual([{ failures: [expect.objectContaining({ remote: 'games', version: '2.0.0' })] }]);
    await waitFor(() =>
      expect(double.__registered.at(-1)).toEqual({ name: 'remote_games', entry: KNOWN_GOOD }),
    );
  });

  it('keeps a render error of the remote inside its region', async () => {
    registerReleaseMap(releaseMap(false));
    function Broken(): never {
      throw new Error('the remote page crashed');
    }
    double.__setRemote('remote_games/routes', { routes: [{ path: 'games', element: <Broken /> }] });
    await renderGamesRegion();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(
      screen.getByText(en.remoteUnavailable.text.games),
    ).toBeTruthy();
  });
});
