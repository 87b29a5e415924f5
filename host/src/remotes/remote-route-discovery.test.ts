import type { RouteObject } from 'react-router';
import { createRouteDiscovery, HOME_AT_ROOT_ROUTE_ID, remoteRouteId } from './remote-route-discovery';

const contentRoutes: RouteObject[] = [{ children: [{ index: true }, { path: 'display/:id' }] }];
const accountRoutes: RouteObject[] = [{ children: [{ path: 'login' }, { path: 'social/_auth' }] }];

function discovery(modules: Record<string, RouteObject[] | Error>) {
  const loads: string[] = [];
  const patches: { parent: string | null; children: RouteObject[] }[] = [];
  const d = createRouteDiscovery({
    parentId: 'root',
    regionRoute: (remote) => ({ handle: { region: remote } }),
    load: (async (remote: string) => {
      loads.push(remote);
      const found = modules[remote];
      if (!found || found instanceof Error) throw found ?? new Error('none');
      return { routes: found };
    }) as never,
  });
  const patch = (parent: string | null, children: RouteObject[]) => void patches.push({ parent, children });
  return { d, loads, patches, patch };
}

describe('route discovery (remote routes join the data router)', () => {
  it("joins the owner's routes under /:lang the first time a path needs them, once", async () => {
    const { d, loads, patches, patch } = discovery({ content: contentRoutes });
    await d.patchRoutesOnNavigation({ path: '/en/display/aboutus', patch });
    await d.patchRoutesOnNavigation({ path: '/de/display/terms', patch });
    expect(loads).toEqual(['content', 'content']); // the load itself is cached per attempt (load-exposed-module)
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ parent: 'root', children: [{ id: remoteRouteId('content'), path: ':lang', children: contentRoutes }] });
  });

  it('joins only the home route at "/", and the rest again under /:lang', async () => {
    const { d, patches, patch } = discovery({ content: contentRoutes });
    await d.patchRoutesOnNavigation({ path: '/', patch });
    expect(patches[0]?.children[0]).toMatchObject({ id: HOME_AT_ROOT_ROUTE_ID });
    expect(JSON.stringify(patches[0]?.children[0]?.children)).not.toContain('display');
    await d.patchRoutesOnNavigation({ path: '/en', patch });
    expect(patches[1]?.children[0]).toMatchObject({ id: remoteRouteId('content'), path: ':lang' });
  });

  it('joins the social callbacks without a language, without the home route', async () => {
    const { d, patches, patch } = discovery({ account: accountRoutes });
    await d.patchRoutesOnNavigation({ path: '/social/_auth?code=1', patch });
    expect(patches[0]?.children[0]).toMatchObject({ id: `${remoteRouteId('account')}:no-locale` });
    expect(patches[0]?.children[0]?.path).toBeUndefined();
  });

  it("loads the section's remote for a page the host's table does not list, so a new remote page needs no host change", async () => {
    const promotionsRoutes: RouteObject[] = [{ children: [{ path: 'bonuses/spring' }] }];
    const { d, loads, patches, patch } = discovery({ promotions: promotionsRoutes });
    await d.patchRoutesOnNavigation({ path: '/pl/bonuses/spring', patch });
    expect(loads).toEqual(['promotions']);
    expect(patches[0]).toMatchObject({ children: [{ id: remoteRouteId('promotions'), path: ':lang', children: promotionsRoutes }] });
    // Outside every section, and without a language prefix, nothing loads.
    await d.patchRoutesOnNavigation({ path: '/pl/spring', patch });
    await d.patchRoutesOnNavigation({ path: '/bonuses/spring', patch });
    expect(loads).toEqual(['promotions']);
  });

  it('patches nothing for a path no route accepts, or a remote that cannot load (the host page shows its fallback)', async () => {
    const { d, loads, patches, patch } = discovery({ games: new Error('down') });
    await d.patchRoutesOnNavigation({ path: '/en/no-such/page/here', patch });
    await d.patchRoutesOnNavigation({ path: '/en/games', patch });
    expect(loads).toEqual(['games']);
    expect(patches).toEqual([]);
  });

  it('leaves the routes to the next navigation when the one that asked for them was interrupted meanwhile', async () => {
    const { d, patches, patch } = discovery({ games: [{ children: [{ path: 'games' }] }] });
    // React Router's patch does nothing once the navigation's signal is aborted (a player's Back, a revalidation).
    const interrupted = new AbortController();
    const discovering = d.patchRoutesOnNavigation({ path: '/en/games', patch, signal: interrupted.signal });
    interrupted.abort();
    await discovering;
    expect(patches).toEqual([]);
    await d.patchRoutesOnNavigation({ path: '/en/games', patch, signal: new AbortController().signal });
    expect(patches).toHaveLength(1);
    expect(patches[0]?.children[0]).toMatchObject({ id: remoteRouteId('games'), path: ':lang' });
  });

  it('attaches routes a region loaded after a failure, once', () => {
    const { d, patches, patch } = discovery({});
    expect(d.attach('/en/login', accountRoutes, patch)).toBe(true);
    expect(d.attach('/en/login', accountRoutes, patch)).toBe(false);
    expect(patches).toHaveLength(1);
  });
});
