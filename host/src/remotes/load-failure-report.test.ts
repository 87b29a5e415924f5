import * as runtime from '@module-federation/enhanced/runtime';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { loadExposedModule, RemoteUnavailableError } from './load-exposed-module';
import { startRealUserMeasures } from './real-user-measures';
import { registerReleaseMap } from './remote-registry';

const double = runtime as typeof runtime & {
  __setEntry(entry: string, value: unknown): void;
  __reset(): void;
};

const CANARY = 'http://cdn/games/2.1.0/mf-manifest.json';
const LIVE = 'http://cdn/games/2.0.0/mf-manifest.json';

/** This browser is in the canary cohort of games 2.1.0; the live 2.0.0 is its last known-good fallback. */
const canaryMap: BrowserReleaseMap = {
  revision: 7,
  buildId: 'test',
  reportUrl: '/_release/report',
  reportToken: 'signed-by-the-edge',
  remotes: {
    games: {
      name: 'remote_games',
      version: '2.1.0',
      manifestUrl: CANARY,
      channel: 'canary',
      fallback: { version: '2.0.0', manifestUrl: LIVE },
    },
  },
};

const routes = { routes: [] };

describe('the load failure report the edge counts canary failures by', () => {
  const reports: { token?: string; failures: { remote: string; version: string; channel: string }[] }[] = [];

  beforeEach(() => {
    double.__reset();
    reports.length = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      reports.push(JSON.parse(String(init?.body)));
      return { status: 200 } as Response;
    }) as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('names the canary channel for the canary version, and the live channel once the fallback (live) version fails', async () => {
    registerReleaseMap(canaryMap);
    startRealUserMeasures(canaryMap);
    double.__setEntry(CANARY, new Error('remoteEntry.js 404'));
    double.__setEntry(LIVE, routes);
    await expect(loadExposedModule('games', './routes')).resolves.toBe(routes);
    // The signed report token of this page goes with it: the edge counts no canary report without one.
    expect(reports).toEqual([
      expect.objectContaining({ token: 'signed-by-the-edge', failures: [expect.objectContaining({ remote: 'games', version: '2.1.0', channel: 'canary' })] }),
    ]);

    // Later on the same page, the known-good version this page now uses fails too: that is not a canary failure.
    double.__setEntry(LIVE, new Error('remoteEntry.js 503'));
    await expect(loadExposedModule('games', './routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(reports).toHaveLength(2);
    expect(reports[1]!.failures[1]).toEqual(expect.objectContaining({ remote: 'games', version: '2.0.0', channel: 'live' }));
  });
});
