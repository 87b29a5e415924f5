import fs from 'node:fs';
import path from 'node:path';
import { matchInSections } from '@casino/contract/routing/route-manifest';
import type { RouteEntry } from '@casino/contract/routing/route-match';
import { LOCALES } from '@casino/contract/schemas/locales';
import { remoteBuild, tempDir, testReleaseConfig } from './test-support/fixtures';
import { SPEC_MANIFESTS } from './test-support/spec-routes';
import { ReleaseService } from './release/service';
import { devManifestReader, ServedRoutes } from './route-manifests';
import { answerForPath } from './route-remotes';
import { rendersOnServer } from './ssr';
import { staticPublicPaths } from './seo';

const answer = (path: string, table: readonly RouteEntry[]) => answerForPath(matchInSections(path, table));
const promotions = SPEC_MANIFESTS.find((manifest) => manifest.remote === 'promotions')!;

const SPRING = { id: 'bonuses-spring', pattern: 'bonuses/spring', layout: 'default' as const, access: 'public' as const };

describe('the edge answers from the route manifests of the versions it serves', () => {
  let root: string;
  let service: ReleaseService;
  beforeEach(() => {
    root = tempDir('served-routes');
    service = new ReleaseService(testReleaseConfig(root));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  async function publishPromotions(marker: string, extra: (typeof SPRING)[] = []) {
    const files = remoteBuild({ remote: 'promotions', marker });
    files.set('route-manifest.json', Buffer.from(JSON.stringify({ ...promotions, routes: [...promotions.routes, ...extra] })));
    return (await service.publish({ remote: 'promotions', files, packageVersion: '1.0.0', actor: 'publisher:promotions' })).record.version;
  }

  it('a page a new promotions version adds is a page (200, preloaded, rendered on the server) for that version only', async () => {
    const withPage = await publishPromotions('new', [SPRING]);
    const without = await publishPromotions('old');
    const served = new ServedRoutes(testReleaseConfig(root).cdnDir);
    const state = service.store.read();
    const newTable = served.tableFor({ promotions: { version: withPage } }, state);
    const oldTable = served.tableFor({ promotions: { version: without } }, state);
    for (const lang of LOCALES) {
      expect(answer(`/${lang}/bonuses/spring`, newTable)).toEqual({ remote: 'promotions', status: 200 });
      expect(answer(`/${lang}/bonuses/spring`, oldTable)).toEqual({ remote: null, status: 404 });
      expect(answer(`/${lang}/bonuses`, oldTable)).toEqual({ remote: 'promotions', status: 200 });
    }
    expect(rendersOnServer(matchInSections('/en/bonuses/spring', newTable), {}, {})).toBe(true);
    expect(staticPublicPaths(newTable)).toContain('/bonuses/spring');
    expect(staticPublicPaths(oldTable)).not.toContain('/bonuses/spring');
    // A remote that is not served has no pages: there is no host table to answer for it.
    expect(answer('/en/login', newTable)).toEqual({ remote: null, status: 404 });
  });

  it('serves no page of a version published without a route manifest', async () => {
    const files = remoteBuild({ remote: 'promotions', marker: 'no routes', routes: null });
    const { version } = (await service.publish({ remote: 'promotions', files, packageVersion: '1.0.0', actor: 'publisher:promotions' })).record;
    const table = new ServedRoutes(testReleaseConfig(root).cdnDir).tableFor({ promotions: { version } }, service.store.read());
    expect(table).toEqual([]);
  });

  it('makes the table of a set of versions once: the same array on every page view', async () => {
    const version = await publishPromotions('new', [SPRING]);
    const served = new ServedRoutes(testReleaseConfig(root).cdnDir);
    const state = service.store.read();
    expect(served.tableFor({ promotions: { version } }, state)).toBe(served.tableFor({ promotions: { version } }, state));
  });

  it('ignores a manifest changed on the CDN after publish, and one that claims another remote section', async () => {
    const version = await publishPromotions('new', [SPRING]);
    const cdnDir = testReleaseConfig(root).cdnDir;
    const file = path.join(cdnDir, 'promotions', version, 'route-manifest.json');
    const tampered = JSON.parse(fs.readFileSync(file, 'utf8'));
    tampered.routes.push({ id: 'fake-login', pattern: 'login', layout: 'default', access: 'public' });
    fs.writeFileSync(file, JSON.stringify(tampered));
    const table = new ServedRoutes(cdnDir).tableFor({ promotions: { version } }, service.store.read());
    expect(answer('/en/bonuses/spring', table).status).toBe(404);
    expect(answer('/en/bonuses', table).status).toBe(404);
  });

  it('never reads outside the CDN folder for a version name', () => {
    const state = service.store.read();
    state.registry.versions.promotions = { '../x': { routeManifestSha256: 'a'.repeat(64) } as never };
    const table = new ServedRoutes(root).tableFor({ promotions: { version: '../x' } }, state);
    expect(table).toEqual([]);
  });
});

describe('`pnpm dev`: the dev remotes\' route manifests', () => {
  const MANIFEST_URL = 'http://localhost:3201/mf-manifest.json';
  const games = SPEC_MANIFESTS.find((manifest) => manifest.remote === 'games')!;

  it('lets the first request after start wait for a dev remote\'s manifest instead of answering without its pages (404)', async () => {
    // The edge starts while the dev server still compiles: its first answer is a refusal, the next one the manifest.
    const fetchJson = jest.fn<Promise<unknown>, [string]>().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValue(games);
    const read = devManifestReader(fetchJson);
    expect(read('games', MANIFEST_URL)).toBeNull(); // asked at start, refused
    await Promise.resolve();
    await read.ready({ games: MANIFEST_URL });
    expect(fetchJson).toHaveBeenLastCalledWith('http://localhost:3201/route-manifest.json');
    const manifest = read('games', MANIFEST_URL);
    expect(manifest?.remote).toBe('games');
    expect(matchInSections('/en/games', new ServedRoutes('/nowhere', read).tableOf([manifest!])).kind).toBe('page');
    // Read once: the next requests wait for nothing.
    const calls = fetchJson.mock.calls.length;
    await read.ready({ games: MANIFEST_URL });
    expect(fetchJson.mock.calls.length).toBe(calls);
  });

  it('waits no longer than the wait it is given for a dev server that never answers, and not at all for one that is down', async () => {
    // The wait is the timer it is given, not the machine's speed: fake timers say when it ends, no clock is read.
    jest.useFakeTimers();
    try {
      const hanging = devManifestReader(() => new Promise(() => undefined));
      let waited = false;
      const ready = hanging.ready({ games: MANIFEST_URL }, 50).then(() => (waited = true));
      await jest.advanceTimersByTimeAsync(49);
      expect(waited).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await ready;
      expect(waited).toBe(true);
      expect(jest.getTimerCount()).toBe(0); // its timer cleared: nothing left to keep the process up
      expect(hanging('games', MANIFEST_URL)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    const down = devManifestReader(() => Promise.reject(new Error('ECONNREFUSED')));
    await down.ready({ games: MANIFEST_URL });
    expect(down('games', MANIFEST_URL)).toBeNull();
  });
});
