import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RenderRequest } from '../../src/server/render-contract';
import { defaultWorkerCount, RenderWorkerPool, type RenderWorkerEvents, type RenderWorkerOptions } from './pool';
import { jsonForHtml } from '../html';
import { nextPoolEvent } from '../test-support/pool-events';

// Every test here starts Node processes under the permission model and waits on them: under a loaded CI machine that
// takes seconds. Nothing waits on the clock: each test waits for what the pool tells (RenderWorkerEvents) or for a render
// the test itself releases, so this is headroom, not a budget under test.
jest.setTimeout(60_000);

/**
 * A stand-in for host/dist/server/main.js: `renderPage` does what the request's url names, as a hostile remote's code
 * inside a render would, and says what happened in `html`.
 */
function fakeBuild(secretFile: string, markerFile: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-build-'));
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `const fs = require('node:fs');
     // A test holds a new worker's start while the file 'hold-start' is in the build's folder (sleeping, not spinning).
     while (fs.existsSync(require('node:path').join(__dirname, 'hold-start'))) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
     const attempt = (what) => { try { return 'got:' + String(what()).slice(0, 200); } catch (error) { return 'refused:' + (error.code || error.message); } };
     const held = [];
     // '/held' answers once the test sends the worker SIGUSR2 (before or after the render arrives): a render that takes as
     // long as the test decides, with no timer on either side.
     let released = false;
     const waiting = [];
     process.on('SIGUSR2', () => { released = true; waiting.splice(0).forEach((resolve) => resolve()); });
     exports.renderPage = async (request) => {
       const html = (text) => ({ kind: 'page', html: text, hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser: [] });
       switch (request.url) {
         case '/secrets': return html(JSON.stringify({
           read: attempt(() => fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8')),
           write: attempt(() => fs.writeFileSync(${JSON.stringify(markerFile)}, 'written by a server build')),
           spawn: attempt(() => require('node:child_process').execFileSync('id')),
           thread: attempt(() => new (require('node:worker_threads').Worker)('1', { eval: true })),
           environ: attempt(() => fs.readFileSync('/proc/' + process.ppid + '/environ', 'utf8')),
           env: JSON.stringify(process.env),
         }));
         case '/loop': for (;;) {}
         case '/held': if (!released) await new Promise((resolve) => waiting.push(resolve)); return html('released');
         case '/heap': { const grow = []; for (;;) grow.push(new Array(100000).fill({ n: grow.length })); }
         case '/hold': held.push(Buffer.alloc(160 * 1024 * 1024, 1)); return html('holding');
         case '/pid': return html(String(process.pid));
         // An API call that goes out and a body sanitised, as the content remote says it.
         case '/api-call': await fetch(request.apiUrl + '/api/v1/blog/articles').catch(() => undefined); return html('asked');
         case '/sanitise': require('node:diagnostics_channel').channel('casino:sanitise').publish({ chars: 10, ms: 2 }); return html('sanitised');
         default: return html('ok');
       }
     };
     exports.loadedRemoteVersions = async () => ['content@1.0.0'];`,
  );
  return path.join(dir, 'main.js');
}

const request = (url: string): RenderRequest => ({
  url,
  apiUrl: 'http://127.0.0.1:9',
  remotes: {},
  routes: [],
  acceptLanguage: 'en',
  rememberedLocale: null,
  userAgent: 'test',
  deviceHint: null,
  deadlineMs: 100,
});

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const htmlOf = async (pool: RenderWorkerPool, url: string) => {
  const result = await pool.renderPage(request(url));
  if (result.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(result)}`);
  return result.html;
};

describe('render workers', () => {
  let root: string;
  let secretFile: string;
  let markerFile: string;
  const pools: RenderWorkerPool[] = [];
  let events: EventEmitter<RenderWorkerEvents>;
  const pool = (options: Partial<RenderWorkerOptions> = {}) => {
    const created = new RenderWorkerPool({
      events,
      buildFile: fakeBuild(secretFile, markerFile),
      size: 1,
      timeoutMs: 2000,
      stallMs: 1000,
      heapLimitMb: 64,
      rssLimitMb: 512,
      maxInFlight: 4,
      maxQueued: 8,
      ...options,
    });
    pools.push(created);
    return created;
  };

  beforeEach(() => {
    events = new EventEmitter<RenderWorkerEvents>();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-edge-'));
    secretFile = path.join(root, 'credentials.json');
    markerFile = path.join(root, 'marker');
    fs.writeFileSync(secretFile, '{"token":"release-manager-secret-0123456789"}');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    pools.splice(0).forEach((created) => created.close());
    fs.rmSync(root, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it("renders in a process that cannot read the edge's secrets, write, spawn or start a thread", async () => {
    process.env.RELEASE_OVERRIDE_SECRET = 'override-secret-in-the-edge-environment';
    try {
      const seen = JSON.parse(await htmlOf(pool(), '/secrets')) as Record<string, string>;
      expect(seen.read).toBe('refused:ERR_ACCESS_DENIED');
      expect(seen.write).toBe('refused:ERR_ACCESS_DENIED');
      expect(seen.spawn).toBe('refused:ERR_ACCESS_DENIED');
      expect(seen.thread).toBe('refused:ERR_ACCESS_DENIED');
      expect(seen.environ).toBe('refused:ERR_ACCESS_DENIED');
      expect(JSON.parse(seen.env!)).toEqual({ NODE_ENV: 'production' });
      expect(fs.existsSync(markerFile)).toBe(false);
    } finally {
      delete process.env.RELEASE_OVERRIDE_SECRET;
    }
  });

  it('answers the edge within the time budget, while the worker is still rendering', async () => {
    // The stall budget is out of reach here: what is under test is that the edge stops waiting at `timeoutMs`.
    const workers = pool({ timeoutMs: 100, stallMs: 600_000 });
    await nextPoolEvent(events, 'ready');
    const [pid] = workers.pids();
    await expect(workers.renderPage(request('/loop'))).rejects.toThrow(/no answer within 100 ms/);
    expect(isRunning(pid!)).toBe(true);
    expect(workers.stats).toMatchObject({ timeouts: 1, stallKills: 0, restarts: 0 });
  });

  it('fails a render sent to a worker whose channel has just closed as a lost render, and the edge goes on', async () => {
    // A worker can go between being chosen and the send. Node reports a failed send as an 'error' event when no
    // callback is given, and an 'error' event nobody listens to stops the edge's process.
    const workers = pool({ timeoutMs: 60_000, stallMs: 600_000 });
    const [before] = await nextPoolEvent(events, 'ready');
    const exited = nextPoolEvent(events, 'exit', (pid) => pid === before);
    // The pool's own worker record (private): its channel closed from the edge's side, in the same turn as the render.
    const [worker] = (workers as unknown as { workers: { child: import('node:child_process').ChildProcess }[] }).workers;
    worker!.child.disconnect();
    await expect(workers.renderPage(request('/pid'))).rejects.toThrow(/could not be sent/);
    await exited;
    expect(Number(await htmlOf(workers, '/pid'))).not.toBe(before);
  });

  it('kills a worker whose event loop is blocked, and serves the next render on another', async () => {
    const workers = pool({ timeoutMs: 60_000, stallMs: 200 });
    const [before] = await nextPoolEvent(events, 'ready');
    const exited = nextPoolEvent(events, 'exit', (pid) => pid === before);
    await expect(workers.renderPage(request('/loop'))).rejects.toThrow(/stopped during the render \(stopped by the edge: its event loop was blocked/);
    await exited;
    expect(isRunning(before)).toBe(false);
    const after = Number(await htmlOf(workers, '/pid'));
    expect(after).not.toBe(before);
    expect(workers.stats).toMatchObject({ timeouts: 0, stallKills: 1, restarts: 1 });
  });

  it('keeps a worker that is only starved of CPU (no heartbeat, no CPU spent): it is not in a loop', async () => {
    const stallMs = 300;
    const workers = pool({ timeoutMs: 60_000, stallMs });
    const [pid] = await nextPoolEvent(events, 'ready');
    const held = workers.renderPage(request('/held'));
    // Stopped, the worker sends no heartbeat and spends no CPU: wait until the watchdog has looked at it silent for
    // longer than both the heartbeat allowance and the stall budget.
    const looked = nextPoolEvent(events, 'watch', (look) => look.pid === pid && look.silentMs > 2 * Math.max(stallMs, 400));
    process.kill(pid, 'SIGSTOP');
    try {
      const [look] = await looked;
      expect(look.killed).toBe(false);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    process.kill(pid, 'SIGUSR2');
    await expect(held).resolves.toMatchObject({ html: 'released' });
    expect(workers.stats).toMatchObject({ stallKills: 0, restarts: 0 });
  });

  it('a slow render (a cold start, a slow API) is not waited for past the budget, and its worker is kept', async () => {
    const workers = pool({ timeoutMs: 100, stallMs: 1000 });
    const [before] = await nextPoolEvent(events, 'ready');
    await expect(workers.renderPage(request('/held'))).rejects.toThrow(/no answer within 100 ms/);
    const lateAnswer = nextPoolEvent(events, 'answer', (pid, late) => pid === before && late);
    process.kill(before, 'SIGUSR2');
    await lateAnswer;
    // A render that takes longer than 100 ms on a loaded machine would be refused here: read the pid from the pool.
    expect(workers.pids()).toEqual([before]);
    expect(isRunning(before)).toBe(true);
    expect(workers.stats).toMatchObject({ timeouts: 1, stallKills: 0, restarts: 0 });
  });

  it('a worker that outgrows its heap budget stops, the render fails, another worker takes over, and the log says so in one line', async () => {
    const written: string[] = [];
    let told: () => void = () => undefined;
    const summary = new Promise<void>((resolve) => (told = resolve));
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      if (/reached its heap cap \(48 MB\)/.test(String(chunk))) told();
      return true;
    });
    // Only the heap cap may end it here (near the cap V8's collections spend seconds of CPU: a stall budget would).
    const workers = pool({ heapLimitMb: 48, timeoutMs: 60_000, stallMs: 600_000 });
    const before = Number(await htmlOf(workers, '/pid'));
    await expect(workers.renderPage(request('/heap'))).rejects.toThrow(/stopped during the render/);
    const after = Number(await htmlOf(workers, '/pid'));
    expect(after).not.toBe(before);
    expect(workers.stats.restarts).toBe(1);
    // V8's dump ("Last few GCs", "heap out of memory", a native stack) stays out of the edge's log (and out of jest's
    // sight: jest-worker took it for its own crash when the server suites ran in parallel).
    await summary;
    expect(written.filter((line) => /Last few GCs|heap out of memory|allocation failure;|0x[0-9a-f]+ /.test(line))).toEqual([]);
    expect(written.filter((line) => /reached its heap cap/.test(line))).toEqual([`[ssr] render worker ${before}: reached its heap cap (48 MB); it stops and another takes its place\n`]);
  });

  it('replaces a worker whose resident memory exceeds its budget', async () => {
    const workers = pool({ rssLimitMb: 120 });
    const before = Number(await htmlOf(workers, '/pid'));
    // Seen by the watchdog during the render (the render fails) or in the worker's answer (it is served): either way
    // the worker is replaced.
    await workers.renderPage(request('/hold')).catch(() => undefined);
    const after = Number(await htmlOf(workers, '/pid'));
    expect(after).not.toBe(before);
    expect(workers.stats.memoryKills).toBe(1);
  });

  it('keeps a pool of the configured size and spreads concurrent renders over it', async () => {
    const workers = pool({ size: 2 });
    const pids = await Promise.all([htmlOf(workers, '/pid'), htmlOf(workers, '/pid'), htmlOf(workers, '/pid'), htmlOf(workers, '/pid')]);
    expect(new Set(pids).size).toBe(2);
    expect(workers.pids()).toHaveLength(2);
    await expect(workers.loadedRemoteVersions()).resolves.toEqual(['content@1.0.0']);
  });

  it('counts what its workers did: renders, the API calls and sanitised bodies in them, the characters of the pages sent back', async () => {
    const api = http.createServer((_request, answer) => answer.end('{}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    // A real API call: more time than the other renders here on a loaded machine.
    const workers = pool({ timeoutMs: 15_000 });
    try {
      const asked = await workers.renderPage({ ...request('/api-call'), apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
      expect(asked).toMatchObject({ kind: 'page', html: 'asked' });
    } finally {
      api.close();
    }
    expect(await htmlOf(workers, '/sanitise')).toBe('sanitised');
    expect(await htmlOf(workers, '/')).toBe('ok');
    const work = await workers.renderWork();
    expect(work).toMatchObject({ workers: 1, renders: 3, apiCalls: 1, otherRequests: 0, sanitised: 1, sanitiseMs: 2, pageChars: 'asked'.length + 'sanitised'.length + 'ok'.length + 3 * '{}'.length });
    expect(work.cpuMs).toBeGreaterThan(0);
  });

  it('keeps a spare worker that takes no page while the first has room, and every page while the first is past its time budget', async () => {
    let seen = 0;
    const ready = nextPoolEvent(events, 'ready', () => ++seen === 2);
    const workers = pool({ size: 1, spares: 1 });
    await ready;
    expect(workers.pids()).toHaveLength(2);
    const [first, spare] = workers.pids() as [number, number];
    // Four at once fit the first worker (maxInFlight 4): the spare renders none of them.
    const pids = await Promise.all([htmlOf(workers, '/pid'), htmlOf(workers, '/pid'), htmlOf(workers, '/pid'), htmlOf(workers, '/pid')]);
    expect(pids.map(Number)).toEqual([first, first, first, first]);
    // A render on the first outlives its budget (the visitor got the browser's page): the spare takes the next pages.
    const held = workers.renderPage(request('/held'));
    await expect(held).rejects.toThrow('no answer within');
    expect(Number(await htmlOf(workers, '/pid'))).toBe(spare);
    // Once the first answers, it takes the pages again.
    const answered = nextPoolEvent(events, 'answer', (pid, late) => pid === first && late);
    process.kill(first, 'SIGUSR2');
    await answered;
    expect(Number(await htmlOf(workers, '/pid'))).toBe(first);
  });

  it('defaults to one worker per core in all, shared among the edges of the machine', () => {
    expect(defaultWorkerCount(2, 1)).toBe(2);
    expect(defaultWorkerCount(2, 2)).toBe(1);
    expect(defaultWorkerCount(8, 3)).toBe(3);
    expect(defaultWorkerCount(1, 4)).toBe(1);
  });

  it("warms a new worker with a guest's render only, never with a player's token or a form's typed values", async () => {
    const workers = pool();
    await htmlOf(workers, '/pid');
    const player = { ...request('/balance'), authToken: 'token-of-a-player-0001' };
    const refusedForm = { ...request('/registration'), form: { echo: { email: 'typed@example.com' } } } as unknown as RenderRequest;
    for (const page of [player, refusedForm]) expect((await workers.renderPage(page)).kind).toBe('page');
    expect(workers.warmRequest).toMatchObject({ url: '/pid' });
    expect(workers.warmRequest?.authToken).toBeUndefined();
    expect(workers.warmRequest?.form).toBeUndefined();
  });

  it("does not make a page wait for a replacement's start while a warm worker has room", async () => {
    const buildFile = fakeBuild(secretFile, markerFile);
    let seen = 0;
    const ready = nextPoolEvent(events, 'ready', () => ++seen === 2);
    const workers = pool({ size: 2, buildFile });
    await ready; // both: the held render goes to the first, the least busy at the lowest index
    const [warm, lost] = workers.pids() as [number, number];
    const held = workers.renderPage(request('/held')); // the warm worker is busy, with room for more
    // The replacement of the other one starts, and is held in its start.
    const holdFile = path.join(path.dirname(buildFile), 'hold-start');
    fs.writeFileSync(holdFile, '');
    const exited = nextPoolEvent(events, 'exit', (pid) => pid === lost);
    process.kill(lost, 'SIGKILL');
    await exited;
    while (workers.stats.started < 3) await new Promise((resolve) => setImmediate(resolve));
    try {
      expect(Number(await htmlOf(workers, '/pid'))).toBe(warm);
    } finally {
      fs.rmSync(holdFile, { force: true });
      process.kill(warm, 'SIGUSR2');
    }
    await expect(held).resolves.toMatchObject({ html: 'released' });
  });

  it('refuses at once when every worker is busy and the queue is full (the browser renders those pages)', async () => {
    const workers = pool({ maxInFlight: 1, maxQueued: 1 });
    const [pid] = await nextPoolEvent(events, 'ready');
    const held = workers.renderPage(request('/held'));
    const queued = workers.renderPage(request('/pid'));
    await expect(workers.renderPage(request('/pid'))).rejects.toThrow('every render worker is busy');
    process.kill(pid, 'SIGUSR2');
    await expect(held).resolves.toMatchObject({ html: 'released' });
    await expect(queued).resolves.toMatchObject({ kind: 'page', html: String(pid) });
  });

  it('stopping with the edge (a signal to its process group, then close) starts no other worker and blames no render', async () => {
    const onLost = jest.fn();
    const workers = pool({ onLost });
    const pid = Number(await htmlOf(workers, '/pid'));
    // What `pnpm start` does as it stops: SIGTERM to the edge's process group, render workers included.
    process.kill(pid, 'SIGTERM');
    // The worker is still the edge's until the edge stops it: it renders.
    expect(Number(await htmlOf(workers, '/pid'))).toBe(pid);
    const exited = nextPoolEvent(events, 'exit', (gone) => gone === pid);
    workers.close();
    await exited;
    expect(console.warn).not.toHaveBeenCalled();
    expect(onLost).not.toHaveBeenCalled();
    expect(workers.stats).toMatchObject({ started: 1, restarts: 0 });
  });

  it('a host build that does not load: renders are refused, not retried for ever', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-broken-'));
    fs.writeFileSync(path.join(dir, 'main.js'), 'throw new Error("broken build")');
    const workers = pool({ buildFile: path.join(dir, 'main.js') });
    await expect(workers.renderPage(request('/'))).rejects.toThrow(/did not load in the render worker: broken build/);
    await expect(workers.renderPage(request('/'))).rejects.toThrow(/did not load/);
    expect(workers.stats.started).toBe(1);
  });
});

describe('what a worker may read besides the build', () => {
  it("jsdom and its dependencies' own folders, never a whole node_modules (pnpm links the workspace's packages there)", () => {
    const { libraryReadPaths } = jest.requireActual<typeof import('./readable')>('./readable');
    const hostDir = path.resolve(__dirname, '..', '..');
    const readable = libraryReadPaths(['jsdom'], path.join(hostDir, 'dist', 'server'));
    expect(readable.some((entry) => /[\\/]jsdom$/.test(entry))).toBe(true);
    expect(readable.length).toBeGreaterThan(5);
    for (const entry of readable) {
      expect(entry).not.toBe(path.join(hostDir, 'node_modules'));
      expect(entry).not.toBe(path.join(hostDir, '..', 'node_modules'));
      expect(entry).not.toMatch(/[\\/]\.pnpm[\\/]node_modules$/);
      // A folder the worker may read never links to a workspace package.
      if (fs.statSync(entry).isDirectory()) {
        for (const name of fs.readdirSync(entry)) expect(fs.realpathSync(path.join(entry, name))).toContain(`${path.sep}node_modules${path.sep}`);
      }
    }
  });
});

describe('what comes back from a worker', () => {
  it("is the page as the server build wrote it: its data block's text crosses as one string, byte for byte", async () => {
    // The build escapes the block (host/src/server/entry.ts, json-for-html.ts; entry.test.ts proves the escaping);
    // the worker adds nothing and takes nothing away, whatever the text holds.
    const stateJson = jsonForHtml({ title: '</script><script>alert(1)</script> & <!-- \u2028\u2029 é' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-json-'));
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      `exports.renderPage = async () => ({ kind: 'page', html: '', hoisted: '', head: { lang: 'en' }, remotes: [], leftToBrowser: [], stateJson: ${JSON.stringify(stateJson)} });
       exports.loadedRemoteVersions = async () => [];`,
    );
    const workers = new RenderWorkerPool({ buildFile: path.join(dir, 'main.js'), size: 1, timeoutMs: 2000, stallMs: 1000, heapLimitMb: 64, rssLimitMb: 512, maxInFlight: 1, maxQueued: 1 });
    try {
      const result = await workers.renderPage(request('/'));
      expect(result.kind === 'page' ? result.stateJson : undefined).toBe(stateJson);
    } finally {
      workers.close();
    }
  });

  it('is refused at once, not after the timeout, when it holds what cannot be copied (a function a remote reported)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-uncopyable-'));
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      `exports.renderPage = async () => ({ kind: 'page', html: '', hoisted: '', head: { lang: 'en', title: () => 'x' }, remotes: [], leftToBrowser: [], stateJson: '{}' });
       exports.loadedRemoteVersions = async () => [];`,
    );
    const workers = new RenderWorkerPool({ buildFile: path.join(dir, 'main.js'), size: 1, timeoutMs: 60_000, stallMs: 1000, heapLimitMb: 64, rssLimitMb: 512, maxInFlight: 1, maxQueued: 1 });
    try {
      await expect(workers.renderPage(request('/'))).rejects.toThrow(/could not be sent/);
      expect(workers.stats.timeouts).toBe(0);
    } finally {
      workers.close();
    }
  });
});
