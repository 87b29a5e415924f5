// @ts-check
/**
 * A render worker (docs/releases.md, "Remote server code runs in a sandbox"): a process of its own that loads the
 * host's server build (argv[2], host/dist/server/main.js) and renders the pages the edge sends it over IPC. The edge
 * (pool.ts) starts it under Node's permission model: it may read only the server build's folder and this file, write
 * nothing, start no process and no worker thread; its environment holds no secret. Remote server builds run in here,
 * fetched over HTTP from the CDN and checked against their hashes recorded at publish.
 *
 * Plain CommonJS, run by plain Node: no TypeScript loader that would need to read more of the disk.
 *
 * Messages in:  {type: 'render', id, request, set, setParts?} | {type: 'versions', id} | {type: 'work', id}
 * Messages out: {type: 'ready'} | {type: 'alive'} (every argv[3] ms) | {type: 'failed', error} |
 *               {type: 'result', id, result?, error?, rss, unknownSet?}
 *
 * A page comes back as the server build wrote it (host/src/server/entry.ts): its state already the data block's text
 * (`stateJson`, WorkerRenderResult in render-contract.ts), escaped by the one function every block of a page goes
 * through (host/src/server/json-for-html.ts). It crosses IPC as one string, and the edge puts it in the page as is.
 *
 * A render's version set (its route table and remotes: what depends only on the versions served, about 10 KB) comes
 * once per set (`setParts`, pool.ts) and is kept here under its id (`set`, a sha256 of its contents); later renders of
 * the set name the id only. A render naming a set this worker does not hold is answered `unknownSet`, and the edge
 * sends it again with the parts.
 */
const buildFile = process.argv[2];

// The edge alone stops its workers (pool.ts close: SIGKILL), or they go when its IPC channel closes (below). A signal
// sent to the edge's whole process group (`pnpm start` stopping: scripts/stack.mjs sends SIGTERM to the group) would
// otherwise end a worker before the edge's own shutdown had begun, and the pool would start another in its place.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);

/** @param {unknown} error */
const describe = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The channel is V8's serializer (pool.ts `serialization: 'advanced'`): a value it cannot copy (a function a remote put
 * into what it reported) throws here, and the render is answered as failed instead (the page goes to the browser).
 * @param {any} message
 */
function send(message) {
  if (!process.connected || !process.send) return;
  try {
    process.send(message);
  } catch (error) {
    if (message && message.type === 'result' && !message.error) process.send({ type: 'result', id: message.id, error: `the answer could not be sent: ${describe(error)}`, rss: message.rss });
    else throw error;
  }
}

/** @type {{ renderPage(request: unknown): Promise<unknown>; loadedRemoteVersions(): Promise<string[]> } | undefined} */
let build;
try {
  build = require(String(buildFile));
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/**
 * What this worker did since it started (`{type: 'work'}`: pool.ts renderWork, the edge's metrics, the throughput
 * bench's per-render line): renders answered, its CPU, the requests its renders sent (undici's own diagnostics channel:
 * the API calls its guest API memory did not answer, and the remotes' server files), article bodies sanitised (not
 * found in the content remote's memory: its `casino:sanitise` channel), garbage collections, and the characters of
 * the pages it sent back over IPC.
 */
const work = { renders: 0, apiCalls: 0, otherRequests: 0, sanitised: 0, sanitiseMs: 0, gc: 0, gcMs: 0, pageChars: 0 };
require('node:diagnostics_channel').subscribe('undici:request:create', (/** @type {any} */ message) => {
  if (String(message?.request?.path ?? '').startsWith('/api/')) work.apiCalls += 1;
  else work.otherRequests += 1;
});
require('node:diagnostics_channel').subscribe('casino:sanitise', (/** @type {any} */ message) => {
  work.sanitised += 1;
  work.sanitiseMs += Number(message?.ms) || 0;
});
new (require('node:perf_hooks').PerformanceObserver)((list) => {
  for (const entry of list.getEntries()) {
    work.gc += 1;
    work.gcMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

/** @param {any} result */
function counted(result) {
  work.renders += 1;
  if (result && result.kind === 'page') work.pageChars += String(result.html ?? '').length + String(result.stateJson ?? '').length + String(result.hoisted ?? '').length;
  return result;
}

/** Version sets kept, newest last (pool.ts MAX_VERSION_SETS). */
const MAX_VERSION_SETS = 32;
/** @type {Map<string, { routes: unknown; remotes: unknown }>} */
const versionSets = new Map();

/** Frozen: every render of a set reads the same objects, and none may change them for the next. @param {unknown} value */
function deepFreeze(value) {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze(/** @type {Record<string, unknown>} */ (value)[key]);
  }
  return value;
}

/** The version set a render names: the parts it carries (kept for the next renders), or the ones kept under its id. */
function versionSetOf(/** @type {any} */ message) {
  const set = typeof message.set === 'string' ? message.set : '';
  let parts = versionSets.get(set);
  if (message.setParts && typeof message.setParts === 'object') {
    parts = /** @type {{ routes: unknown; remotes: unknown }} */ (deepFreeze({ routes: message.setParts.routes, remotes: message.setParts.remotes }));
  }
  if (!parts) return undefined;
  versionSets.delete(set);
  versionSets.set(set, parts);
  if (versionSets.size > MAX_VERSION_SETS) versionSets.delete(/** @type {string} */ (versionSets.keys().next().value));
  return parts;
}

process.on('message', (/** @type {any} */ message) => {
  if (!build || !message || typeof message !== 'object') return;
  const { id } = message;
  let answer;
  if (message.type === 'render') {
    const parts = versionSetOf(message);
    if (!parts) {
      send({ type: 'result', id, unknownSet: message.set });
      return;
    }
    answer = build.renderPage({ ...message.request, routes: parts.routes, remotes: parts.remotes }).then(counted);
  } else if (message.type === 'versions') {
    answer = build.loadedRemoteVersions();
  } else if (message.type === 'work') {
    const cpu = process.cpuUsage();
    answer = Promise.resolve({ ...work, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  if (!answer) return;
  Promise.resolve(answer).then(
    (result) => send({ type: 'result', id, result, rss: process.memoryUsage.rss() }),
    (error) => send({ type: 'result', id, error: describe(error), rss: process.memoryUsage.rss() }),
  );
});

// The edge kills a worker whose event loop stops saying this while it renders (a loop in a remote's code).
setInterval(() => send({ type: 'alive' }), Number(process.argv[3]) || 200);

// The edge went away (its IPC channel closed): nothing more to render.
process.on('disconnect', () => process.exit(0));
// A remote's code that rejects or throws outside a render must not end the worker silently: the edge sees the exit.
process.on('unhandledRejection', (error) => console.error('[render-worker] unhandled rejection', describe(error)));
