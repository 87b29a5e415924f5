import { QueryClient } from '@tanstack/react-query';
import { queryClientContext, type LoaderFunctionArgs, type RouteObject } from '@casino/shared';
import { createRouteDiscovery } from '../remotes/remote-route-discovery';
import { createPagePrefetcher, PREFETCH_AGAIN_AFTER_MS } from './page-prefetcher';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const calls: string[] = [];
  const loaderArgs: LoaderFunctionArgs[] = [];
  const gamesRoutes: RouteObject[] = [
    {
      path: 'games',
      loader: (args) => {
        loaderArgs.push(args);
        calls.push('lobby loader');
        return null;
      },
      lazy: async () => {
        calls.push('lobby code');
        return {};
      },
    },
    {
      path: 'rules/:id',
      loader: () => {
        calls.push('rules loader');
        return null;
      },
    },
  ];
  const discovery = createRouteDiscovery({
    parentId: 'root',
    regionRoute: (remote) => ({
      loader: () => {
        calls.push(`${remote} region loader`);
        return null;
      },
    }),
  });
  let clock = 0;
  const queryClient = new QueryClient();
  const prefetch = createPagePrefetcher({
    placement: discovery.placement,
    queryClient,
    now: () => clock,
    load: (async (remote: string) => {
      calls.push(`load ${remote}`);
      if (remote !== 'games') throw new Error('down');
      return { routes: gamesRoutes };
    }) as never,
  });
  return { calls, loaderArgs, prefetch, queryClient, discovery, tick: (ms: number) => (clock += ms) };
}

describe('page prefetch (SPEC.md section 9: the next page ready before the click)', () => {
  it("downloads the page's code and runs its loaders with its params and the page's query cache", async () => {
    const { calls, loaderArgs, prefetch, queryClient } = setup();
    prefetch('/en/games?tab=new');
    await flush();
    expect(calls).toEqual(['load games', 'games region loader', 'lobby code', 'lobby loader']);
    expect(loaderArgs[0]?.params).toEqual({ lang: 'en' });
    expect(new URL(loaderArgs[0]!.request.url).search).toBe('?tab=new');
    expect((loaderArgs[0]!.context as { get: (c: unknown) => unknown }).get(queryClientContext)).toBe(queryClient);
  });

  it('does not join the routes to the router: the navigation that follows does (no render of the page for a guess)', async () => {
    const { prefetch, discovery } = setup();
    prefetch('/en/games');
    await flush();
    const patched: unknown[] = [];
    expect(discovery.attach('/en/games', [{ path: 'games' }], (...args) => void patched.push(args))).toBe(true);
    expect(patched).toHaveLength(1);
  });

  it('asks a page once in PREFETCH_AGAIN_AFTER_MS, and is silent when the remote cannot load', async () => {
    const { calls, prefetch, tick } = setup();
    prefetch('/en/rules/book-of-dead');
    prefetch('/en/rules/book-of-dead');
    await flush();
    expect(calls.filter((c) => c === 'rules loader')).toHaveLength(1);
    tick(PREFETCH_AGAIN_AFTER_MS);
    prefetch('/en/rules/book-of-dead');
    await flush();
    expect(calls.filter((c) => c === 'rules loader')).toHaveLength(2);
    prefetch('/en/blog');
    await flush();
    expect(calls).toContain('load content');
  });
});
