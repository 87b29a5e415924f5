import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hostDist, remoteBuild, startCdn, tempDir, testReleaseConfig } from '../test-support/fixtures';
import { readHostShared } from './host-shared';
import { ReleaseService } from './service';

describe('checks before a version may go live', () => {
  let root: string;
  let cdn: { url: string; close: () => Promise<void> };
  let service: ReleaseService;

  beforeEach(async () => {
    root = tempDir('checks');
    cdn = await startCdn(path.join(root, 'cdn'));
    service = new ReleaseService(testReleaseConfig(root, { cdnUrl: cdn.url }));
  });
  afterEach(async () => {
    await cdn.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const publish = async (build = remoteBuild(), version?: string) =>
    (await service.publish({ remote: 'games', files: build, packageVersion: '1.0.0', actor: 'test', ...(version ? { version } : {}) })).record.version;

  const failed = (outcome: { results: { id: string; ok: boolean; detail: string }[] }) =>
    Object.fromEntries(outcome.results.filter((r) => !r.ok).map((r) => [r.id, r.detail]));

  it('passes a compatible version served by the CDN', async () => {
    const version = await publish();
    const outcome = await service.check('games', version);
    expect(failed(outcome)).toEqual({});
    expect(outcome.ok).toBe(true);
  });

  it('refuses a remote built against another React major and names both versions', async () => {
    const version = await publish(remoteBuild({ reactVersion: '18.3.1' }));
    const outcome = await service.check('games', version);
    expect(outcome.ok).toBe(false);
    expect(failed(outcome).shared).toContain('react: remote built with 18.3.1 (requires ^18.3.1), host provides 19.3.1 (requires ^19.3.1)');
    await expect(service.switchLive('games', version, { actor: 'rm' })).rejects.toMatchObject({ status: 422, message: expect.stringContaining('18.3.1') });
  });

  it('refuses a remote that expects a singleton the host no longer shares', async () => {
    // A remote built while react-router was still shared as a package would run a second router of its own.
    const version = await publish(remoteBuild({ moreSingletons: ['react-router'] }));
    const outcome = await service.check('games', version);
    expect(failed(outcome).shared).toContain('react-router: the remote shares it as a singleton, the host provides none');
  });

  it('checks a remote that brings no copy of a package against the range it was built for', async () => {
    // Browser builds only consume the singletons (`import: false`): their manifest names no version of their own.
    expect(failed(await service.check('games', await publish(remoteBuild({ consumeOnly: true }))))).toEqual({});
    const old = await publish(remoteBuild({ consumeOnly: true, reactVersion: '18.3.1', marker: 'react 18' }));
    expect(failed(await service.check('games', old)).shared).toContain('react: remote requires ^18.3.1 and brings no copy, host provides 19.3.1');
  });

  it('refuses a remote that imports a @casino/shared export the live host does not provide, naming it', async () => {
    // Built against a newer @casino/shared: the package version is the same (2.0.0), the surface is not.
    const version = await publish(remoteBuild({ runtimeRequires: ['apiClient', 'useFormat', 'usePlayerQuery', 'endpointMutation'], marker: 'newer runtime' }));
    const outcome = await service.check('games', version);
    expect(failed(outcome)).toEqual({
      surface: 'needs @casino/shared exports the live host does not provide: usePlayerQuery, endpointMutation (release a host that has them first)',
    });
    await expect(service.switchLive('games', version, { actor: 'rm' })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('surface: needs @casino/shared exports the live host does not provide: usePlayerQuery, endpointMutation'),
    });
  });

  it('refuses a remote whose build recorded nothing it needs from the singleton, or imports it whole', async () => {
    const unrecorded = await publish(remoteBuild({ runtimeRequires: null, marker: 'old build' }));
    expect(failed(await service.check('games', unrecorded)).surface).toContain('does not record what the remote imports');
    const namespace = await publish(remoteBuild({ runtimeRequires: ['*'], marker: 'namespace' }));
    expect(failed(await service.check('games', namespace)).surface).toContain('imports @casino/shared as a namespace');
  });

  it('refuses a remote that brings its own copy of i18next or react-i18next, bundled or as a shared fallback', async () => {
    // The minified code of each package, as a remote that imported them itself instead of through @casino/shared.
    const bundled = await publish(remoteBuild({ bundled: 'var k=Symbol.for("i18next/PATH_KEY");warnOnce(i,"NO_I18NEXT_INSTANCE","x");', marker: 'own i18n' }));
    const copies = failed(await service.check('games', bundled)).copies;
    expect(copies).toContain('i18next: ');
    expect(copies).toContain('react-i18next: ');
    expect(copies).toContain('412.3f2a9c1b.js bundles its own copy');
    await expect(service.switchLive('games', bundled, { actor: 'rm' })).rejects.toMatchObject({ status: 422 });
    // A manifest that shares its own version (a fallback copy among its assets) instead of only consuming the host's.
    const fallback = await publish(remoteBuild({ moreSingletons: ['i18next'], marker: 'fallback' }));
    expect(failed(await service.check('games', fallback)).copies).toContain('i18next: the manifest shares its own copy (1.0.0)');
  });

  it('refuses a remote built with another Module Federation version than the host, which lends it its runtime', async () => {
    const other = await publish(remoteBuild({ federationVersion: '2.10.0' }));
    expect(failed(await service.check('games', other)).runtime).toBe(
      'built with Module Federation 2.10.0, the host runs 2.9.2 and lends the remote its runtime: build with 2.9.2',
    );
    const unnamed = await publish(remoteBuild({ federationVersion: null, marker: 'unnamed' }));
    expect(failed(await service.check('games', unnamed)).runtime).toContain('does not name the Module Federation version');
  });

  it('refuses a version whose manifest is unreachable', async () => {
    const version = await publish();
    await cdn.close();
    const outcome = await service.check('games', version);
    expect(failed(outcome).manifest).toMatch(/unreachable/);
    await expect(service.switchLive('games', version, { actor: 'rm' })).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a manifest that answers 404 or whose bytes changed after publishing', async () => {
    const version = await publish();
    const manifest = path.join(root, 'cdn', 'games', version, 'mf-manifest.json');
    fs.appendFileSync(manifest, ' ');
    expect(failed(await service.check('games', version)).manifest).toMatch(/differs from the registered/);
    fs.rmSync(manifest);
    expect(failed(await service.check('games', version)).manifest).toMatch(/answered 404/);
  });

  describe('the route manifest, read again from the CDN at switch, canary and override', () => {
    const refusals = async (version: string, reason: string | RegExp) => {
      const named = expect.objectContaining({ status: 422, message: typeof reason === 'string' ? expect.stringContaining(reason) : expect.stringMatching(reason) });
      await expect(service.switchLive('games', version, { actor: 'rm' })).rejects.toEqual(named);
      await expect(service.setCanary('games', version, 10, { actor: 'rm' })).rejects.toEqual(named);
      await expect(service.overrideLink('games', version, 10, { actor: 'rm', baseUrl: 'http://edge.test' })).rejects.toEqual(named);
    };

    it('refuses a version whose route manifest was changed on the CDN after publish (a claim on the sign-in page)', async () => {
      await service.switchLive('games', await publish(), { actor: 'rm' }); // a live version, so a canary may start
      const version = await publish(remoteBuild({ marker: 'v2' }));
      expect(failed(await service.check('games', version))).toEqual({});
      // Someone with write access to the CDN folder, not to release control, rewrites the published file.
      const file = path.join(root, 'cdn', 'games', version, 'route-manifest.json');
      fs.writeFileSync(file, JSON.stringify({ remote: 'games', routes: [{ id: 'login', pattern: 'login', layout: 'blank', access: 'public' }] }));
      expect(failed(await service.check('games', version)).routes).toMatch(/^route-manifest.json changed on the CDN after publish: sha256 \w+ differs from the registered \w+$/);
      await refusals(version, /routes: route-manifest.json changed on the CDN after publish/);
      fs.rmSync(file);
      expect(failed(await service.check('games', version)).routes).toMatch(/route-manifest.json answered 404/);
    });

    it('refuses a registered version whose route manifest claims another remote\'s section, though its bytes are the published ones', async () => {
      // A record publish's check never saw (written by an older edge, or sections that moved since): the switch is
      // where the live host's sections are applied again.
      await service.switchLive('games', await publish(), { actor: 'rm' });
      const version = await publish(remoteBuild({ marker: 'v2' }));
      const claim = Buffer.from(JSON.stringify({ remote: 'games', routes: [{ id: 'bonus-wall', pattern: 'bonuses', layout: 'default', access: 'public' }] }));
      fs.writeFileSync(path.join(root, 'cdn', 'games', version, 'route-manifest.json'), claim);
      await service.store.transaction((state) => {
        const record = { ...state.registry.versions.games![version]!, routeManifestSha256: crypto.createHash('sha256').update(claim).digest('hex') };
        return { registry: { versions: { ...state.registry.versions, games: { ...state.registry.versions.games, [version]: record } } },
          audit: { actor: 'older-edge', action: 'publish', remote: 'games', from: null, to: version, reason: 'a record publish did not check' },
          value: undefined,
        };
      });
      expect(failed(await service.check('games', version))).toEqual({ routes: 'claims paths outside the games sections: bonus-wall: bonuses (promotions)' });
      await refusals(version, 'routes: claims paths outside the games sections: bonus-wall: bonuses (promotions)');
    });

    it('refuses a version published without a route manifest: it would declare no pages', async () => {
      const version = await publish(remoteBuild({ routes: null }));
      expect(failed(await service.check('games', version)).routes).toMatch(/published without a route-manifest.json/);
    });
  });

  describe('fragments: what a version places against what its owners serve', () => {
    const publishAs = async (remote: 'games' | 'content' | 'promotions', options: Parameters<typeof remoteBuild>[0]) =>
      (await service.publish({ remote, files: remoteBuild({ remote, ...options }), packageVersion: '1.0.0', actor: 'test' })).record.version;
    const SPRING = 'content/spring-offers';

    it('refuses a page version placing a fragment its owner does not expose, naming the fragment; passes once the owner ships it', async () => {
      // An attacker or a hurried team: games places content's new fragment before content has shipped it.
      await service.switchLive('content', await publishAs('content', { marker: 'content without' }), { actor: 'rm' });
      const placing = await publishAs('games', { places: [SPRING, 'promotions/game-campaigns'], marker: 'places spring' });
      const without = (service.status().remotes as Record<string, { live: string | null }>).content!.live!;
      expect(failed(await service.check('games', placing)).fragments).toBe(
        `places ${SPRING}, which content ${without} (live) does not expose`,
      );
      await expect(service.switchLive('games', placing, { actor: 'rm' })).rejects.toMatchObject({ status: 422, message: expect.stringContaining(`fragments: places ${SPRING}`) });

      const withIt = await publishAs('content', { exposes: ['./routes', './fragments/spring-offers'], marker: 'content with' });
      await service.switchLive('content', withIt, { actor: 'rm' });
      // promotions has no live version yet: its campaigns slot waits for it (the first start of a site).
      expect(failed(await service.check('games', placing))).toEqual({});
      await service.switchLive('games', placing, { actor: 'rm' });

      // A content canary without it would leave the slot empty for its players: refused, and so is a games version
      // checked while such a canary runs (forced here, as a release manager could).
      await service.setCanary('content', without, 10, { actor: 'rm', force: true });
      expect(failed(await service.check('games', placing)).fragments).toBe(`places ${SPRING}, which content ${without} (canary) does not expose`);
      // ...and promotions' first version must expose the campaigns box the live games version places.
      expect(failed(await service.check('promotions', await publishAs('promotions', { marker: 'no box' }))).fragments).toBe(
        `games ${placing} (live) places promotions/game-campaigns, which this version does not expose`,
      );
    });

    it('refuses an owner version that drops a fragment a served page version places', async () => {
      const withIt = await publishAs('content', { exposes: ['./routes', './fragments/spring-offers'], marker: 'content with' });
      await service.switchLive('content', withIt, { actor: 'rm' });
      const placing = await publishAs('games', { places: [SPRING], marker: 'places spring' });
      await service.switchLive('games', placing, { actor: 'rm' });
      const dropping = await publishAs('content', { marker: 'content without' });
      expect(failed(await service.check('content', dropping)).fragments).toBe(`games ${placing} (live) places ${SPRING}, which this version does not expose`);
      await expect(service.setCanary('content', dropping, 10, { actor: 'rm' })).rejects.toMatchObject({ status: 422, message: expect.stringContaining(SPRING) });
    });

    it("refuses an owner version that drops a fragment the live host places itself, naming it (the host's chat and quick search)", async () => {
      // The host's shell places content/chat and its header games/quick-search; its build records them as a remote's does.
      const hostPlaces = ['content/chat', 'games/quick-search'];
      const hostRoot = path.join(root, 'host-placing');
      hostDist(hostRoot, undefined, { places: hostPlaces });
      service = new ReleaseService(testReleaseConfig(root, { cdnUrl: cdn.url, hostDist: hostRoot }));
      expect(readHostShared(hostRoot, path.join(root, 'no-package.json'), root).fragmentPlaces).toEqual(hostPlaces);

      // A content version without ./fragments/chat would leave the chat button's dialog empty on every page.
      const noChat = await publishAs('content', { marker: 'content without chat' });
      expect(failed(await service.check('content', noChat)).fragments).toBe('the live host places content/chat, which this version does not expose (./fragments/chat)');
      await expect(service.switchLive('content', noChat, { actor: 'rm' })).rejects.toMatchObject({ status: 422, message: expect.stringContaining('content/chat') });
      await expect(service.setCanary('content', noChat, 10, { actor: 'rm' })).rejects.toMatchObject({ status: 422, message: expect.stringContaining('content/chat') });
      const noSearch = await publishAs('games', { marker: 'games without quick search' });
      expect(failed(await service.check('games', noSearch)).fragments).toBe('the live host places games/quick-search, which this version does not expose (./fragments/quick-search)');

      // Versions that expose them pass; a remote the host places nothing of is not held to them.
      const withChat = await publishAs('content', { exposes: ['./routes', './fragments/chat'], marker: 'content with chat' });
      expect(failed(await service.check('content', withChat))).toEqual({});
      await service.switchLive('content', withChat, { actor: 'rm' });
      expect(failed(await service.check('games', await publishAs('games', { exposes: ['./routes', './fragments/quick-search'], marker: 'games with search' })))).toEqual({});
      expect(failed(await service.check('promotions', await publishAs('promotions', { marker: 'promotions' })))).toEqual({});
    });

    it('refuses a build that recorded nothing it places, or a name it could not read', async () => {
      expect(failed(await service.check('games', await publishAs('games', { places: null, marker: 'old' }))).fragments).toContain('does not record which fragments');
      expect(failed(await service.check('games', await publishAs('games', { places: ['*'], marker: 'dynamic' }))).fragments).toContain('could not read');
      expect(failed(await service.check('games', await publishAs('games', { places: ['casino/evil'], marker: 'no owner' }))).fragments).toBe('places casino/evil, but no remote is called "casino"');
    });
  });

  it("refuses a manifest whose name is not the remote's federation name", async () => {
    const version = await publish(remoteBuild({ name: 'remote_gamez' }));
    expect(failed(await service.check('games', version)).name).toBe('name is "remote_gamez", expected "remote_games"');
  });

  it('refuses a version that does not expose what the host mounts', async () => {
    const version = await publish(remoteBuild({ exposes: ['./Lobby'] }));
    expect(failed(await service.check('games', version)).exposes).toContain('does not expose ./routes');
  });

  it('refuses a manifest on an origin that is not allowed', async () => {
    const version = await publish();
    const strict = new ReleaseService({ ...service.config, allowedOrigins: ['https://cdn.example.com'] });
    expect(failed(await strict.check('games', version)).origin).toContain('is not one of the allowed origins (https://cdn.example.com)');
  });

  it('lets a release manager force a failing version, and records it', async () => {
    const version = await publish(remoteBuild({ reactVersion: '18.3.1' }));
    await service.switchLive('games', version, { actor: 'rm', force: true, reason: 'hotfix' });
    const [entry] = (await service.history(1));
    expect(entry).toMatchObject({ action: 'switch', forced: true, to: version, reason: 'hotfix' });
    expect(entry?.checks?.find((c) => c.id === 'shared')?.ok).toBe(false);
  });
});

describe("the host's shared ranges", () => {
  it('come from the host build manifest, else from host/package.json pins', () => {
    const root = tempDir('host-shared');
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { react: '19.3.1', jotai: '3.0.1', fastify: '5.12.8' } }));
    const fromPackage = readHostShared(dist, path.join(root, 'package.json'), root);
    expect(fromPackage.shared).toEqual([
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
      { name: 'jotai', version: '3.0.1', requiredVersion: '^3.0.1' },
    ]);
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.2', requiredVersion: '~19.3.0' }] }));
    expect(readHostShared(dist, path.join(root, 'package.json'), root)).toEqual({
      source: path.join(dist, 'mf-manifest.json'),
      shared: [{ name: 'react', version: '19.3.2', requiredVersion: '~19.3.0' }],
    });
    fs.rmSync(root, { recursive: true, force: true });
  });
});
