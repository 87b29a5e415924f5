import fs from 'node:fs';
import path from 'node:path';
import { routeManifestOf } from '@casino/contract/routing/route-manifest';
import { LOCALES } from '@casino/contract/schemas/locales';
import { ROUTE_TABLE } from '@casino/contract/routing/route-table';
import { remoteBuild, tempDir, testReleaseConfig } from './test-support/fixtures';
import { ReleaseService } from './release/service';
import { ServedRoutes } from './route-manifests';
import { answerForPath } from './route-remotes';
import { rendersOnServer } from './ssr';
import { staticPublicPaths } from './seo';

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
    const manifest = routeManifestOf('promotions', ROUTE_TABLE);
    files.set('route-manifest.json', Buffer.from(JSON.stringify({ ...manifest, routes: [...manifest.routes, ...extra] })));
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
      expect(answerForPath(`/${lang}/bonuses/spring`, newTable)).toEqual({ remote: 'promotions', status: 200 });
      expect(answerForPath(`/${lang}/bonuses/spring`, oldTable)).toEqual({ remote: null, status: 404 });
      expect(answerForPath(`/${lang}/bonuses/spring`)).toEqual({ remote: null, status: 404 });
    }
    expect(rendersOnServer('/en/bonuses/spring', {}, {}, newTable)).toBe(true);
    expect(staticPublicPaths(newTable)).toContain('/bonuses/spring');
    expect(staticPublicPaths(oldTable)).not.toContain('/bonuses/spring');
    // The other remotes keep their pages: their versions have no manifest, the host's table answers for them.
    expect(answerForPath('/en/login', newTable)).toEqual({ remote: 'account', status: 200 });
  });

  it('ignores a manifest changed on the CDN after publish, and one that claims another remote section', async () => {
    const version = await publishPromotions('new', [SPRING]);
    const cdnDir = testReleaseConfig(root).cdnDir;
    const file = path.join(cdnDir, 'promotions', version, 'route-manifest.json');
    const tampered = JSON.parse(fs.readFileSync(file, 'utf8'));
    tampered.routes.push({ id: 'fake-login', pattern: 'login', layout: 'default', access: 'public' });
    fs.writeFileSync(file, JSON.stringify(tampered));
    const table = new ServedRoutes(cdnDir).tableFor({ promotions: { version } }, service.store.read());
    expect(answerForPath('/en/bonuses/spring', table).status).toBe(404);
    expect(answerForPath('/en/login', table)).toEqual({ remote: 'account', status: 200 });
  });

  it('never reads outside the CDN folder for a version name', () => {
    const state = service.store.read();
    state.registry.versions.promotions = { '../x': { routeManifestSha256: 'a'.repeat(64) } as never };
    const table = new ServedRoutes(root).tableFor({ promotions: { version: '../x' } }, state);
    expect(table.filter((entry) => entry.remote === 'promotions')).toEqual(ROUTE_TABLE.filter((entry) => entry.remote === 'promotions'));
  });
});
