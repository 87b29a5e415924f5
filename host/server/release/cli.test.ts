import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerReleaseApi } from './api';
import { ReleaseService } from './service';
import { remoteBuild, TEST_GRANTS, TEST_MANAGER_TOKEN, tempDir, testPublisherToken, testReleaseConfig } from '../test-support/fixtures';

jest.setTimeout(240_000);

/**
 * `pnpm release clear-quarantine` (docs/releases.md "Quarantine"): the CLI clears a quarantine as the HTTP API does,
 * on the store directly and through an edge, with the same rights (a release manager; a publisher cannot) and the
 * revision the operator saw. The CLI runs as the release manager runs it: its own process, through tsx.
 */
describe('pnpm release clear-quarantine', () => {
  let root: string;
  let service: ReleaseService;
  let quarantined: string;

  const cli = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      const { RELEASE_API_URL: _unset, RELEASE_TOKEN: _none, ...inherited } = process.env;
      execFile(
        process.execPath,
        [require.resolve('tsx/cli'), path.join(__dirname, 'cli.ts'), ...args],
        {
          env: {
            ...inherited,
            RELEASE_DIR: service.config.releaseDir,
            CDN_DIR: service.config.cdnDir,
            CDN_URL: service.config.cdnUrl,
            HOST_DIST: service.config.hostDist,
            RELEASE_TOKENS: JSON.stringify(TEST_GRANTS),
            ...env,
          },
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });
  const revision = () => String(service.store.read().map.revision);

  beforeEach(async () => {
    root = tempDir('cli-quarantine');
    service = new ReleaseService(testReleaseConfig(root));
    const live = (await service.publish({ remote: 'games', files: remoteBuild({ marker: 'live' }), packageVersion: '1.0.0', actor: 'p' })).record.version;
    // No CDN runs here: the checks would fail on the manifest; what is tested is the quarantine, not the switch.
    await service.switchLive('games', live, { actor: 'rm', force: true });
    quarantined = (await service.publish({ remote: 'games', files: remoteBuild({ marker: 'loops' }), packageVersion: '2.0.0', actor: 'p' })).record.version;
    // As the edge does when the version's server build broke a render worker.
    await service.quarantine('games', quarantined, 'a render worker was lost while rendering it');
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('shows the quarantine in status, refuses a publisher, a stale or missing revision, then clears it for the release manager', async () => {
    const status = await cli(['status', '--token', TEST_MANAGER_TOKEN]);
    expect(status.code).toBe(0);
    expect(status.output).toContain(`quarantined ${quarantined}`);
    expect(status.output).toContain(`pnpm release clear-quarantine games ${quarantined} --revision ${revision()}`);

    const publisher = await cli(['clear-quarantine', 'games', quarantined, '--revision', revision(), '--token', testPublisherToken('games')]);
    expect(publisher).toMatchObject({ code: 1, output: expect.stringContaining('refused (403)') });
    const stale = await cli(['clear-quarantine', 'games', quarantined, '--revision', String(Number(revision()) - 1), '--token', TEST_MANAGER_TOKEN]);
    expect(stale).toMatchObject({ code: 1, output: expect.stringContaining('refused (412)') });
    const missing = await cli(['clear-quarantine', 'games', quarantined, '--token', TEST_MANAGER_TOKEN]);
    expect(missing).toMatchObject({ code: 2, output: expect.stringContaining('--revision is required') });
    const noVersion = await cli(['clear-quarantine', 'games', '--revision', revision(), '--token', TEST_MANAGER_TOKEN]);
    expect(noVersion).toMatchObject({ code: 2, output: expect.stringContaining('version is required') });
    expect(service.isQuarantined('games', quarantined)).toBe(true);

    const cleared = await cli(['clear-quarantine', 'games', quarantined, '--revision', revision(), '--reason', 'publisher fixed the loop', '--token', TEST_MANAGER_TOKEN]);
    expect(cleared).toMatchObject({ code: 0, output: expect.stringContaining(`games ${quarantined} is no longer quarantined`) });
    expect(service.isQuarantined('games', quarantined)).toBe(false);
    expect((await service.history(1, 'games'))[0]).toMatchObject({ actor: 'rm-test', action: 'clear-quarantine', from: quarantined, reason: 'publisher fixed the loop' });
    expect((await service.store.verify()).ok).toBe(true);

    const again = await cli(['clear-quarantine', 'games', quarantined, '--revision', revision(), '--token', TEST_MANAGER_TOKEN]);
    expect(again).toMatchObject({ code: 1, output: expect.stringContaining('refused (404)') });
  });

  it('on a first start without a terminal (the stack under a test harness, CI) names the credentials file and prints no token', async () => {
    const fresh = path.join(root, 'fresh-release');
    const first = await cli(['status'], { RELEASE_DIR: fresh, RELEASE_TOKENS: '' });
    expect(first.code).toBe(0);
    const file = path.join(fresh, 'credentials.json');
    expect(first.output).toContain(`Release credentials created in ${file}`);
    const tokens = (JSON.parse(fs.readFileSync(file, 'utf8')) as { credentials: { token: string }[] }).credentials.map((c) => c.token);
    expect(tokens).toHaveLength(5);
    for (const token of tokens) expect(first.output).not.toContain(token);
  });

  describe('through an edge (RELEASE_API_URL)', () => {
    let app: FastifyInstance;
    let apiUrl: string;

    beforeEach(async () => {
      app = Fastify();
      registerReleaseApi(app, service, { grants: () => TEST_GRANTS, publicUrl: 'http://casino.test', publishBodyLimit: 1024 * 1024 });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    afterEach(() => app.close());

    it('sends the revision as If-Match and the release manager clears it; a publisher is refused by the edge', async () => {
      const publisher = await cli(['clear-quarantine', 'games', quarantined, '--revision', revision(), '--token', testPublisherToken('games')], { RELEASE_API_URL: apiUrl });
      expect(publisher).toMatchObject({ code: 1, output: expect.stringContaining('refused (403)') });
      const stale = await cli(['clear-quarantine', 'games', quarantined, '--revision', '0', '--token', TEST_MANAGER_TOKEN], { RELEASE_API_URL: apiUrl });
      expect(stale).toMatchObject({ code: 1, output: expect.stringContaining('refused (412)') });
      expect(service.isQuarantined('games', quarantined)).toBe(true);

      const cleared = await cli(['clear-quarantine', 'games', quarantined, '--revision', revision(), '--token', TEST_MANAGER_TOKEN, '--json'], { RELEASE_API_URL: apiUrl });
      expect(cleared.code).toBe(0);
      expect(JSON.parse(cleared.output)).toEqual({ remote: 'games', version: quarantined, cleared: true });
      expect(service.isQuarantined('games', quarantined)).toBe(false);
      expect((await service.history(1, 'games'))[0]).toMatchObject({ actor: 'rm-test', action: 'clear-quarantine', from: quarantined });
    });
  });
});
