import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteEntry } from '@casino/contract/routing/route-match';
import type { RenderRequest } from '../../src/server/render-contract';
import { MAX_VERSION_SETS, RenderWorkerPool, versionSetId, WORKER_SCRIPT, workerExecArgv } from './pool';

/**
 * A render's version set (its route table and remotes) goes to a worker once and is kept there under its id
 * (pool.ts, worker.cjs): these renders must each still be rendered with their own set, never another's.
 *
 * The stand-in build answers with the set it was given and a number per table object it has seen: the same number
 * means the worker reused the table it kept instead of receiving it again.
 */
function echoBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-sets-'));
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `const tables = new WeakMap();
     let seen = 0;
     exports.renderPage = async (request) => {
       if (!tables.has(request.routes)) tables.set(request.routes, ++seen);
       if (request.url === '/slow') await new Promise((resolve) => setTimeout(resolve, 20));
       const text = JSON.stringify({ url: request.url, routes: request.routes, remotes: request.remotes, table: tables.get(request.routes), frozen: Object.isFrozen(request.routes) && Object.isFrozen(request.remotes) });
       return { kind: 'page', html: text, hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser: [] };
     };
     exports.loadedRemoteVersions = async () => [];`,
  );
  return path.join(dir, 'main.js');
}

const entry = (pattern: string, remote: RouteEntry['remote'] = 'content'): RouteEntry => ({ pattern, remote, access: 'public', layout: 'main' }) as unknown as RouteEntry;

/** A version set: a table and remotes (the content remote at `version`). */
const versionSet = (patterns: string[], version: string): Pick<RenderRequest, 'routes' | 'remotes'> => ({
  routes: patterns.map((pattern) => entry(pattern)),
  remotes: { content: { version, entry: `http://cdn.test/content/${version}/server/remoteEntry.js`, files: { 'remoteEntry.js': 'a'.repeat(64) } } },
});

const request = (url: string, set: Pick<RenderRequest, 'routes' | 'remotes'>): RenderRequest => ({
  url,
  apiUrl: 'http://127.0.0.1:9',
  ...set,
  acceptLanguage: 'en',
  rememberedLocale: null,
  userAgent: 'test',
  deviceHint: null,
  deadlineMs: 100,
});

interface Echo {
  url: string;
  routes: RouteEntry[];
  remotes: RenderRequest['remotes'];
  table: number;
  frozen: boolean;
}

describe('version sets sent once to a render worker', () => {
  const pools: RenderWorkerPool[] = [];
  const pool = () => {
    const created = new RenderWorkerPool({ buildFile: echoBuild(), size: 1, timeoutMs: 5000, stallMs: 1000, heapLimitMb: 64, rssLimitMb: 512, maxInFlight: 64, maxQueued: 64 });
    pools.push(created);
    return created;
  };
  const render = async (workers: RenderWorkerPool, url: string, set: Pick<RenderRequest, 'routes' | 'remotes'>): Promise<Echo> => {
    const result = await workers.renderPage(request(url, set));
    if (result.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(result)}`);
    return JSON.parse(result.html) as Echo;
  };
  afterEach(() => pools.splice(0).forEach((created) => created.close()));

  it('the worker keeps a set it was sent and renders the next pages of that set with it', async () => {
    const workers = pool();
    const live = versionSet(['/blog', '/blog/:slug'], '1.0.0');
    const first = await render(workers, '/en/blog', live);
    const second = await render(workers, '/en/blog/a', live);
    expect(first.routes.map((route) => route.pattern)).toEqual(['/blog', '/blog/:slug']);
    expect(second.routes).toEqual(first.routes);
    expect(second.remotes).toEqual(live.remotes);
    // The same table object in the worker: it was not sent (and parsed) again.
    expect(second.table).toBe(first.table);
    expect(second.frozen).toBe(true);
  });

  it('a worker holding set A never renders a page of set B with it, however the renders interleave', async () => {
    const workers = pool();
    const a = versionSet(['/blog', '/blog/:slug'], '1.0.0');
    // B: the same pages in a canary version (only the remotes differ), and C: a version that added a page.
    const b = versionSet(['/blog', '/blog/:slug'], '1.1.0-canary');
    const c = versionSet(['/blog', '/blog/:slug', '/about'], '1.0.0');
    expect(new Set([versionSetId(a), versionSetId(b), versionSetId(c)]).size).toBe(3);
    const sets = [a, b, c];
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => render(workers, index % 4 === 0 ? '/slow' : `/page/${index}`, sets[index % 3]!)));
    answers.forEach((answer, index) => {
      const set = sets[index % 3]!;
      expect(answer.routes).toEqual(JSON.parse(JSON.stringify(set.routes)));
      expect(answer.remotes).toEqual(set.remotes);
    });
    // One table object per set in the worker.
    expect(new Set(answers.map((answer) => answer.table)).size).toBe(3);
  });

  it('a set of equal contents in other objects is the same set; changed contents are another', () => {
    const a = versionSet(['/blog'], '1.0.0');
    expect(versionSetId(versionSet(['/blog'], '1.0.0'))).toBe(versionSetId(a));
    expect(versionSetId(versionSet(['/blog'], '1.0.1'))).not.toBe(versionSetId(a));
    expect(versionSetId(versionSet(['/blog', '/about'], '1.0.0'))).not.toBe(versionSetId(a));
    // Sent once, a set can no longer change under its id.
    expect(Object.isFrozen(a.routes) && Object.isFrozen(a.routes[0]) && Object.isFrozen(a.remotes.content!.files)).toBe(true);
  });

  it('a restarted worker is sent the set again, and a worker that dropped old sets gets them again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const workers = pool();
      const a = versionSet(['/blog'], '1.0.0');
      await render(workers, '/en/blog', a);
      const [pid] = workers.pids();
      process.kill(pid!, 'SIGKILL');
      while (workers.pids()[0] === pid || workers.pids().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await render(workers, '/en/blog', a)).routes.map((route) => route.pattern)).toEqual(['/blog']);
      // More sets than a worker keeps, then the first again.
      for (let index = 0; index <= MAX_VERSION_SETS; index += 1) await render(workers, '/en', versionSet([`/page-${index}`], `2.0.${index}`));
      expect((await render(workers, '/en/blog', a)).routes.map((route) => route.pattern)).toEqual(['/blog']);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('a render naming a set the worker does not hold is not rendered with any other: the worker asks for it', async () => {
    const buildFile = echoBuild();
    const child = fork(WORKER_SCRIPT, [buildFile, '200'], {
      execArgv: workerExecArgv({ buildFile, heapLimitMb: 64 }),
      env: { NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    try {
      const results: Record<string, unknown>[] = [];
      const ready = new Promise<void>((resolve) =>
        child.on('message', (message: Record<string, unknown>) => {
          if (message.type === 'ready') resolve();
          if (message.type === 'result') results.push(message);
        }),
      );
      await ready;
      const a = versionSet(['/blog'], '1.0.0');
      const { routes: _routes, remotes: _remotes, ...rest } = request('/en/blog', a);
      child.send({ type: 'render', id: 1, request: rest, set: 'a'.repeat(64), setParts: { routes: a.routes, remotes: a.remotes } });
      child.send({ type: 'render', id: 2, request: rest, set: 'b'.repeat(64) });
      while (results.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const byId = Object.fromEntries(results.map((result) => [result.id, result]));
      expect(JSON.parse((byId[1]!.result as { html: string }).html).routes).toHaveLength(1);
      expect(byId[2]).toEqual({ type: 'result', id: 2, unknownSet: 'b'.repeat(64) });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
