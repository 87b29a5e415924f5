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
 * Messages in:  {type: 'render', id, request} | {type: 'versions', id}
 * Messages out: {type: 'ready'} | {type: 'alive'} (every argv[3] ms) | {type: 'failed', error} |
 *               {type: 'result', id, result?, error?, rss}
 */
const buildFile = process.argv[2];

// The edge alone stops its workers (pool.ts close: SIGKILL), or they go when its IPC channel closes (below). A signal
// sent to the edge's whole process group (`pnpm start` stopping: scripts/stack.mjs sends SIGTERM to the group) would
// otherwise end a worker before the edge's own shutdown had begun, and the pool would start another in its place.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);

/** @param {unknown} message */
function send(message) {
  if (process.connected && process.send) process.send(message);
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

/** @param {unknown} error */
const describe = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

process.on('message', (/** @type {any} */ message) => {
  if (!build || !message || typeof message !== 'object') return;
  const { id } = message;
  const work = message.type === 'render' ? build.renderPage(message.request) : message.type === 'versions' ? build.loadedRemoteVersions() : undefined;
  if (!work) return;
  Promise.resolve(work).then(
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
