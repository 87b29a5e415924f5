import type { RouteManifest } from '@casino/contract/routing/route-manifest';
import { releaseMapJson } from './html';
import { canaryBucket } from './release/canary';
import type { ReleaseState, VersionRecord } from './release/store';
import type { ServedRoutes } from './route-manifests';
import { ServedMaps } from './served-map';

const record = (version: string) =>
  ({ remote: 'games', version, manifestUrl: `http://cdn.test/games/${version}/mf-manifest.json`, federationName: 'remote_games', routeManifestSha256: 'x' }) as unknown as VersionRecord;

const state = (canaryPercent: number): ReleaseState => ({
  map: { revision: 3, updatedAt: '2026-11-27T00:00:00.000Z', remotes: { games: { live: '1.0.0', previous: [], ...(canaryPercent ? { canary: { version: '1.1.0', percent: canaryPercent, since: '2026-11-27T00:00:00.000Z' } } : {}) } } },
  registry: { versions: { games: { '1.0.0': record('1.0.0'), '1.1.0': record('1.1.0') } } },
});

/** Each version's manifest: one page whose pattern names the version, with share text the browser must not get. */
const routes = {
  manifestsFor: (versions: Record<string, { version: string } | undefined>) =>
    Object.entries(versions).map(([remote, served]) => ({ remote, routes: [{ pattern: `/games/v-${served!.version}`, access: 'public', shareText: 'edge only' }] }) as unknown as RouteManifest),
  tableOf: (manifests: RouteManifest[]) => manifests.flatMap((manifest) => manifest.routes.map((route) => ({ ...route, remote: manifest.remote }))),
} as unknown as ServedRoutes;

/** Visitor ids on each side of a 50 % canary. */
function visitors(): { inCanary: string[]; live: string[] } {
  const found = { inCanary: [] as string[], live: [] as string[] };
  for (let n = 0; found.inCanary.length < 3 || found.live.length < 3; n += 1) {
    const id = `visitor-${n}`;
    (canaryBucket(id, 'games') < 5000 ? found.inCanary : found.live).push(id);
  }
  return { inCanary: found.inCanary.slice(0, 3), live: found.live.slice(0, 3) };
}

describe('the release map made once per set of versions served', () => {
  it("gives each visitor its own cohort's versions and pages, the same map object to visitors of one cohort", () => {
    const maps = new ServedMaps(routes);
    const current = state(50);
    const { inCanary, live } = visitors();
    const served = [...inCanary, ...live].map((visitorId) => maps.for(current, { visitorId, buildId: 'b1' }));
    served.slice(0, 3).forEach((one) => {
      expect(one.map.remotes.games).toMatchObject({ version: '1.1.0', channel: 'canary' });
      expect(one.routes.map((route) => route.pattern)).toEqual(['/games/v-1.1.0']);
    });
    served.slice(3).forEach((one) => {
      expect(one.map.remotes.games).toMatchObject({ version: '1.0.0', channel: 'live' });
      expect(one.routes.map((route) => route.pattern)).toEqual(['/games/v-1.0.0']);
    });
    expect(new Set(served.map((one) => one.map)).size).toBe(2);
    // The browser's copy of the pages has no share text.
    expect(JSON.stringify(served[0]!.map)).not.toContain('edge only');
  });

  it('a shared map cannot be changed by one page view for the next (a report token goes on a copy)', () => {
    const maps = new ServedMaps(routes);
    const { map } = maps.for(state(0), { visitorId: 'visitor-a', buildId: 'b1' });
    expect(() => {
      (map as { reportToken?: string }).reportToken = 'visitor-a-token';
    }).toThrow(TypeError);
    expect(() => {
      map.remotes.games!.version = '6.6.6';
    }).toThrow(TypeError);
    expect(releaseMapJson({ ...map, reportToken: 'visitor-a-token' })).toContain('visitor-a-token');
    expect(releaseMapJson(maps.for(state(0), { visitorId: 'visitor-b', buildId: 'b1' }).map)).not.toContain('visitor-a-token');
  });

  it("never keeps a QA override's map (one browser's) for anyone else, and makes a new map for a new state or host build", () => {
    const maps = new ServedMaps(routes);
    const current = state(0);
    const overridden = maps.for(current, { visitorId: 'qa', buildId: 'b1', override: { remote: 'games', version: '1.1.0', exp: Date.UTC(2030, 0, 1) } });
    expect(overridden.map.remotes.games).toMatchObject({ version: '1.1.0', channel: 'override' });
    const guest = maps.for(current, { visitorId: 'qa', buildId: 'b1' });
    expect(guest.map.remotes.games).toMatchObject({ version: '1.0.0', channel: 'live' });
    expect(guest.map.override).toBeUndefined();
    expect(maps.for(current, { visitorId: 'other', buildId: 'b2' }).map.buildId).toBe('b2');
    const switched: ReleaseState = { ...current, map: { ...current.map, revision: 4, remotes: { games: { live: '1.1.0', previous: ['1.0.0'] } } } };
    expect(maps.for(switched, { visitorId: 'other', buildId: 'b1' }).map).toMatchObject({ revision: 4, remotes: { games: { version: '1.1.0' } } });
  });

  it("does not keep a map whose versions' pages are not all on this edge yet", () => {
    let copied = false;
    const later = { ...routes, manifestsFor: (versions: Record<string, { version: string }>) => (copied ? routes.manifestsFor(versions as never, state(0)) : []) } as unknown as ServedRoutes;
    const maps = new ServedMaps(later);
    const current = state(0);
    expect(maps.for(current, { visitorId: 'a', buildId: 'b1' }).routes).toEqual([]);
    copied = true;
    expect(maps.for(current, { visitorId: 'a', buildId: 'b1' }).routes).toHaveLength(1);
  });
});
