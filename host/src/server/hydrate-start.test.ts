import * as runtime from '@module-federation/enhanced/runtime';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { prefetchFirstPageRemote } from '../remotes/first-page-prefetch';
import { exposedModuleLoad } from '../remotes/load-exposed-module';
import { registerReleaseMap } from '../remotes/remote-registry';
import { prepareHydration } from './hydrate-start';
import type { ServerState } from './ssr-state';

const double = runtime as typeof runtime & {
  __setRemote(id: string, value: unknown): void;
  __reset(): void;
  loadRemote: jest.Mock;
};

const MAP: BrowserReleaseMap = {
  revision: 1,
  buildId: 'test',
  reportUrl: '',
  remotes: {
    promotions: {
      name: 'remote_promotions',
      version: '1.0.0',
      manifestUrl: 'http://cdn/promotions/1.0.0/mf-manifest.json',
      channel: 'live',
    },
  },
};

const PATH = '/en/tournaments/list';
const state: ServerState = {
  pathname: PATH,
  remote: 'promotions',
  router: { loaderData: {} },
  queries: { mutations: [], queries: [] },
  strings: { language: 'en', namespaces: {} },
};

describe('prepareHydration', () => {
  beforeEach(() => {
    double.__reset();
    double.loadRemote.mockClear();
    registerReleaseMap(MAP);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("resolves the matched page's lazy code into the route, so the first render is the server's tree", async () => {
    const Page = () => null;
    const routes = [{ path: 'tournaments/list', lazy: async () => ({ Component: Page }) }];
    double.__setRemote('remote_promotions/routes', { routes });

    const prepared = await prepareHydration(state, PATH);

    expect(prepared?.remoteRoutes?.routes[0]).toEqual({ path: 'tournaments/list', Component: Page });
  });

  it("waits on the boot prefetch's load of a remote that is down, and the app's own load gets that failure at once", async () => {
    double.__setRemote('remote_promotions/routes', new Error('Failed to get manifest'));
    prefetchFirstPageRemote(PATH);

    await expect(prepareHydration(state, PATH)).resolves.toBeUndefined();
    // One load with its retry, not a second round started beside it (each round is seconds of a blank page).
    const calls = double.loadRemote.mock.calls.length;
    expect(calls).toBe(2);
    await expect(exposedModuleLoad('promotions', './routes')).rejects.toThrow(
      'promotions remote is unavailable',
    );
    expect(double.loadRemote.mock.calls.length).toBe(calls);
  });
});
