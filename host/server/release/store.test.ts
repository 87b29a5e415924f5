import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { remoteBuild, tempDir, testReleaseConfig } from '../test-support/fixtures';
import { hashEntry, verifyLog, type AuditEntry } from './audit';
import { LOCK_STALE_MS, withFileLock } from './lock';
import { ReleaseService } from './service';
import type { ReleaseStore } from './store';

/** These tests look at the file store's own files. */
const fileStore = (service: ReleaseService) => service.store as ReleaseStore;

const CDN_URL = 'http://127.0.0.1:9';
const HOST_DIR = path.resolve(__dirname, '..', '..');
const WORKER = path.resolve(__dirname, '..', 'test-support', 'switch-worker.ts');

/** A service whose manifest fetch reads the CDN folder, so checks pass without running the origin. */
function offlineService(root: string): ReleaseService {
  const config = testReleaseConfig(root, { cdnUrl: CDN_URL });
  return new ReleaseService(config, {
    fetchManifest: async (url) => ({ status: 200, body: fs.readFileSync(path.join(config.cdnDir, ...url.slice(CDN_URL.length + 1).split('/'))) }),
  });
}

async function publishVersions(service: ReleaseService, versions: string[]): Promise<void> {
  for (const version of versions) {
    await service.publish({ remote: 'games', files: remoteBuild({ marker: version }), version, packageVersion: '1.0.0', actor: 'publisher' });
  }
}

function runWorker(root: string, versions: string[], loop = false) {
  // node --import tsx keeps the worker one process, so SIGKILL really kills the writer (the tsx CLI would fork a child).
  return spawn(process.execPath, ['--import', 'tsx', WORKER, root, CDN_URL, versions.join(','), ...(loop ? ['loop'] : [])], {
    cwd: HOST_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const logLines = (service: ReleaseService): AuditEntry[] =>
  fs.readFileSync(fileStore(service).logFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as AuditEntry);

describe('the release map store', () => {
  let root: string;
  let service: ReleaseService;

  beforeEach(async () => {
    root = tempDir('store');
    service = offlineService(root);
    await publishVersions(service, ['1.0.0', '1.1.0', '1.2.0']);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a change based on a stale revision with 412 and changes nothing', async () => {
    await service.switchLive('games', '1.0.0', { actor: 'rm', expectedRevision: 0 });
    await expect(service.switchLive('games', '1.1.0', { actor: 'rm', expectedRevision: 0 })).rejects.toMatchObject({ status: 412 });
    expect(service.store.read().map).toMatchObject({ revision: 1, remotes: { games: { live: '1.0.0' } } });
    await service.switchLive('games', '1.1.0', { actor: 'rm', expectedRevision: 1 });
    expect(service.store.read().map.revision).toBe(2);
  });

  it('rolls back to the previous live version in one logged step', async () => {
    await service.switchLive('games', '1.0.0', { actor: 'rm' });
    await service.switchLive('games', '1.1.0', { actor: 'rm' });
    await service.switchLive('games', '1.2.0', { actor: 'rm' });
    expect(await service.rollback('games', { actor: 'alice' })).toMatchObject({ from: '1.2.0', to: '1.1.0' });
    expect(await service.rollback('games', { actor: 'alice' })).toMatchObject({ from: '1.1.0', to: '1.0.0' });
    await expect(service.rollback('games', { actor: 'alice' })).rejects.toMatchObject({ status: 409 });
    expect((await service.history(2)).map((e) => [e.action, e.actor, e.from, e.to])).toEqual([
      ['rollback', 'alice', '1.1.0', '1.0.0'],
      ['rollback', 'alice', '1.2.0', '1.1.0'],
    ]);
  });

  it('chains every entry so that verify finds an edited line', async () => {
    await service.switchLive('games', '1.0.0', { actor: 'rm' });
    await service.switchLive('games', '1.1.0', { actor: 'rm', reason: 'new lobby' });
    await service.rollback('games', { actor: 'rm' });
    expect((await service.store.verify())).toEqual({ ok: true, entries: 6 });

    const lines = fs.readFileSync(fileStore(service).logFile, 'utf8').split('\n');
    lines[4] = lines[4]!.replace('"actor":"rm"', '"actor":"mallory"');
    fs.writeFileSync(fileStore(service).logFile, lines.join('\n'));
    expect((await service.store.verify())).toMatchObject({ ok: false, brokenAt: 5, problem: expect.stringContaining('edited') });
  });

  it('catches a forged last line (edited and re-hashed) through the copy kept with the map', async () => {
    await service.switchLive('games', '1.0.0', { actor: 'rm' });
    const lines = fs.readFileSync(fileStore(service).logFile, 'utf8').split('\n').filter(Boolean);
    const { hash: _hash, ...last } = { ...(JSON.parse(lines.at(-1)!) as AuditEntry), actor: 'mallory' };
    lines[lines.length - 1] = JSON.stringify({ ...last, hash: hashEntry(last) });
    fs.writeFileSync(fileStore(service).logFile, `${lines.join('\n')}\n`);
    expect(verifyLog(fileStore(service).logFile).ok).toBe(true);
    expect((await service.store.verify())).toMatchObject({ ok: false, brokenAt: 4 });
  });

  it('takes over a lock its holder stopped refreshing (killed), and waits for a live holder', async () => {
    const lock = path.join(fileStore(service).dir, 'release.lock');
    // proper-lockfile's lock is a folder whose mtime its holder refreshes; a killed holder leaves it to age.
    fs.mkdirSync(lock);
    const aged = new Date(Date.now() - LOCK_STALE_MS - 1000);
    fs.utimesSync(lock, aged, aged);
    await service.switchLive('games', '1.0.0', { actor: 'rm' });
    expect(fs.existsSync(lock)).toBe(false);

    let release = () => {};
    let holding = () => {};
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const held = withFileLock(lock, () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    // The holder has the lock (a loaded machine may take longer than any fixed wait to get it).
    await taken;
    let done = false;
    const waiting = service.switchLive('games', '1.1.0', { actor: 'rm' }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    release();
    await held;
    await waiting;
    expect(service.store.read().map.remotes.games?.live).toBe('1.1.0');
  });

  it('never takes over a lock whose holder is alive, however long it works', async () => {
    const lock = path.join(fileStore(service).dir, 'release.lock');
    let done = false;
    let holding = () => {};
    const taken = new Promise<void>((resolve) => (holding = resolve));
    const held = withFileLock(lock, () => {
      holding();
      return new Promise<void>((resolve) => setTimeout(resolve, LOCK_STALE_MS + 1500));
    });
    await taken;
    const waiting = service.switchLive('games', '1.0.0', { actor: 'rm' }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, LOCK_STALE_MS + 1000));
    expect(done).toBe(false); // refreshed every second: never stale
    await held;
    await waiting;
    expect(service.store.read().map.remotes.games?.live).toBe('1.0.0');
  });

  it('re-appends an entry whose map write landed but whose log append did not (crash between the two)', async () => {
    await service.switchLive('games', '1.0.0', { actor: 'rm' });
    const lines = fs.readFileSync(fileStore(service).logFile, 'utf8').split('\n').filter(Boolean);
    // The process died mid-append: a torn last line.
    fs.writeFileSync(fileStore(service).logFile, `${lines.slice(0, -1).join('\n')}\n${lines.at(-1)!.slice(0, 40)}`);
    await service.switchLive('games', '1.1.0', { actor: 'rm' });
    expect((await service.store.verify())).toEqual({ ok: true, entries: 5 });
    expect(logLines(service).slice(-2).map((e) => e.to)).toEqual(['1.0.0', '1.1.0']);
  });
});

describe('two processes changing the map at once', () => {
  // Child processes on a busy 2-core machine: the server config's timeout, also when host's jest runs every project.
  jest.setTimeout(60_000);
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lose nothing: 2 x 50 switches give 100 log entries and revision + 100', async () => {
    root = tempDir('concurrent');
    const service = offlineService(root);
    const a = Array.from({ length: 50 }, (_, i) => `2.0.${i}`);
    const b = Array.from({ length: 50 }, (_, i) => `3.0.${i}`);
    await publishVersions(service, ['1.0.0', ...a, ...b]);
    await service.switchLive('games', '1.0.0', { actor: 'rm' });
    const before = service.store.read().map.revision;

    const results = await Promise.all(
      [a, b].map(
        (versions) =>
          new Promise<string>((resolve, reject) => {
            const worker = runWorker(root, versions);
            let out = '';
            let err = '';
            worker.stdout.on('data', (chunk) => (out += chunk));
            worker.stderr.on('data', (chunk) => (err += chunk));
            worker.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`worker exited ${code}: ${err}`))));
          }),
      ),
    );
    expect(results).toEqual(['done 50', 'done 50']);

    const map = service.store.read().map;
    expect(map.revision).toBe(before + 100);
    const switches = logLines(service).filter((e) => e.action === 'switch' && e.actor.startsWith('worker-'));
    expect(switches).toHaveLength(100);
    expect(new Set(switches.map((e) => e.revision)).size).toBe(100);
    expect(new Set(switches.map((e) => e.actor)).size).toBe(2);
    expect((await service.store.verify()).ok).toBe(true);
  });

  it('a process killed mid-write leaves a valid map and log', async () => {
    root = tempDir('killed');
    const service = offlineService(root);
    await publishVersions(service, ['1.0.0', '1.1.0']);
    for (let round = 0; round < 4; round += 1) {
      const worker = runWorker(root, ['1.0.0', '1.1.0'], true);
      const target = 5 + Math.floor(Math.random() * 10);
      await new Promise<void>((resolve) => {
        let seen = 0;
        worker.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString().split('\n').filter(Boolean).length;
          if (seen >= target) {
            worker.kill('SIGKILL');
            resolve();
          }
        });
      });
      await new Promise((resolve) => worker.on('exit', resolve));

      const raw = fs.readFileSync(fileStore(service).mapFile, 'utf8');
      const map = JSON.parse(raw) as { revision: number; remotes: { games?: { live: string } } };
      expect(['1.0.0', '1.1.0']).toContain(map.remotes.games?.live);
      // The next change recovers the lock of the killed process and completes the log.
      await service.switchLive('games', map.remotes.games?.live === '1.0.0' ? '1.1.0' : '1.0.0', { actor: 'rm', expectedRevision: map.revision });
      expect((await service.store.verify()).ok).toBe(true);
      const entries = logLines(service);
      expect(entries.filter((e) => e.revision !== undefined).map((e) => e.revision)).toEqual(
        Array.from({ length: service.store.read().map.revision }, (_, i) => i + 1),
      );
    }
  });
});
