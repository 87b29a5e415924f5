import * as runtime from '@module-federation/enhanced/runtime';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { prefetchFirstPageRemote } from './first-page-prefetch';
import { exposedModuleLoad } from './load-exposed-module';
import { registerReleaseMap } from './remote-registry';

const double = runtime as typeof runtime & {
  __setRemote(id: string, value: unknown): void;
  __reset(): void;
  loadRemote: jest.Mock;
};

const release = (remote: string, name: string) => ({ name, version: '1.0.0', manifestUrl: `http://cdn/${remote}/1.0.0/mf-manifest.json`, channel: 'live' as const });
const MAP: BrowserReleaseMap = {
  revision: 1,
  buildId: 'test',
  reportUrl: '/_release/report',
  remotes: { content: release('content', 'remote_content'), promotions: release('promotions', 'remote_promotions') },
};

describe('prefetchFirstPageRemote', () => {
  const loadSpy = double.loadRemote;
  beforeEach(() => {
    double.__reset();
    loadSpy.mockClear();
    registerReleaseMap(MAP);
  });

  it("starts loading the owning remote's routes at boot, and the page's region gets that same load", async () => {
    const routes = { routes: [] };
    double.__setRemote('remote_promotions/routes', routes);
    prefetchFirstPageRemote('/en/tournaments/list');
    expect(loadSpy).toHaveBeenCalledWith('remote_promotions/routes');
    const calls = loadSpy.mock.calls.length;
    await expect(exposedModuleLoad('promotions', './routes')).resolves.toBe(routes);
    expect(loadSpy.mock.calls.length).toBe(calls); // the region's load is the prefetched one, not a second fetch
  });

  it('gives the home page to its remote (content), with or without the language', () => {
    prefetchFirstPageRemote('/');
    expect(loadSpy).toHaveBeenLastCalledWith('remote_content/routes');
  });

  it('loads nothing for a page the route table does not know (Page Not Found is the host alone)', () => {
    prefetchFirstPageRemote('/en/not-a-page/1');
    expect(loadSpy).not.toHaveBeenCalled();
  });
});
