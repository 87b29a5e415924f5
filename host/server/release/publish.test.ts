import fs from 'node:fs';
import path from 'node:path';
import { remoteBuild, tempDir, testReleaseConfig } from '../test-support/fixtures';
import { ReleaseService } from './service';

describe('publishing into the immutable registry', () => {
  let root: string;
  let service: ReleaseService;
  beforeEach(() => {
    root = tempDir('publish');
    service = new ReleaseService(testReleaseConfig(root));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const publish = (marker: string, version?: string) =>
    service.publish({ remote: 'promotions', files: remoteBuild({ remote: 'promotions', marker }), packageVersion: '1.4.0', actor: 'publisher:promotions', ...(version ? { version } : {}) });

  it('copies the build to <remote>/<version>/ and registers manifest URL, digest, exposes and shared deps', async () => {
    const { status, record } = await publish('first');
    expect(status).toBe('published');
    expect(record.version).toMatch(/^1\.4\.0-[0-9a-f]{8}$/);
    expect(record).toMatchObject({
      remote: 'promotions',
      manifestUrl: `http://127.0.0.1:9/promotions/${record.version}/mf-manifest.json`,
      federationName: 'remote_promotions',
      exposes: ['./routes'],
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      shared: [expect.objectContaining({ name: 'react', version: '19.3.1', singleton: true }), expect.objectContaining({ name: 'react-dom' })],
    });
    expect(record.manifestSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(path.join(root, 'cdn', 'promotions', record.version, 'static/js/412.3f2a9c1b.js'), 'utf8')).toContain('first');
    expect((await service.history(1))[0]).toMatchObject({ action: 'publish', actor: 'publisher:promotions', to: record.version });
  });

  it('records the route manifest hash and refuses, naming the route, a manifest that claims another remote section', async () => {
    const routes = (list: object[], remote = 'promotions') => {
      const files = remoteBuild({ remote: 'promotions', marker: JSON.stringify(list) });
      files.set('route-manifest.json', Buffer.from(JSON.stringify({ remote, routes: list })));
      return service.publish({ remote: 'promotions', files, packageVersion: '1.4.0', actor: 'publisher:promotions' });
    };
    const own = { id: 'bonuses-spring', pattern: 'bonuses/spring', layout: 'default', access: 'public' };
    const { record } = await routes([own]);
    expect(record).toMatchObject({ routes: ['bonuses/spring'], routeManifestSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await expect(routes([own, { id: 'fake-login', pattern: 'login', layout: 'default', access: 'public' }])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^sections: .*fake-login: login \(account\)/),
    });
    await expect(routes([{ id: 'everything', pattern: ':id', layout: 'default', access: 'public' }])).rejects.toMatchObject({ status: 400, message: expect.stringContaining('everything: :id') });
    await expect(routes([own], 'games')).rejects.toMatchObject({ status: 400, message: expect.stringContaining("games remote's") });
    await expect(routes([{ id: 1 }])).rejects.toMatchObject({ status: 400 });
    expect(fs.readdirSync(path.join(root, 'cdn', 'promotions'))).toHaveLength(1);
  });

  it('gives a rebuilt change a new default version, so it never collides', async () => {
    const first = await publish('first');
    const second = await publish('second');
    expect(second.record.version).not.toBe(first.record.version);
  });

  it('treats the same content again as a no-op and other content under the same version as 409', async () => {
    await publish('first', '2.0.0');
    const again = await publish('first', '2.0.0');
    expect(again.status).toBe('unchanged');
    await expect(publish('changed', '2.0.0')).rejects.toMatchObject({ status: 409 });
    expect(fs.readFileSync(path.join(root, 'cdn', 'promotions', '2.0.0', 'remoteEntry.js'), 'utf8')).toContain('first');
    expect((await service.history()).filter((e) => e.action === 'publish')).toHaveLength(1);
  });

  it('never overwrites a version folder that exists without a registry entry', async () => {
    fs.mkdirSync(path.join(root, 'cdn', 'promotions', '3.0.0'), { recursive: true });
    fs.writeFileSync(path.join(root, 'cdn', 'promotions', '3.0.0', 'remoteEntry.js'), 'someone else');
    await expect(publish('mine', '3.0.0')).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a build without a manifest, an unsafe path or an unsafe version', async () => {
    await expect(service.publish({ remote: 'games', files: new Map([['index.js', Buffer.from('')]]), packageVersion: '1.0.0', actor: 'p' })).rejects.toMatchObject({ status: 400 });
    const files = remoteBuild();
    files.set('../escape.js', Buffer.from(''));
    await expect(service.publish({ remote: 'games', files, packageVersion: '1.0.0', actor: 'p' })).rejects.toMatchObject({ status: 400 });
    await expect(publish('x', '../1.0.0')).rejects.toMatchObject({ status: 400 });
  });
});
