#!/usr/bin/env node
// The whole site on one machine (README: "Run it").
//   node scripts/stack.mjs start          production build of everything, publish the remotes to the local CDN, serve
//   node scripts/stack.mjs serve [--fresh] [--dev-switches]
//                                         serve existing builds (the e2e harness uses this; --fresh wipes the state dir;
//                                         --dev-switches turns on the API's operator switches, with a secret)
//   node scripts/stack.mjs dev            API + rspack dev servers with hot reload + the edge in dev mode (with the
//                                         operator switches and their secret)
// `start` never turns the operator switches on (README: "Operator switches").
// Ports and folders come from the environment (docs/ports-and-folders.md); every child is stopped when this process stops.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['games', 'account', 'content', 'promotions'];
const DEV_PORTS = { host: 3200, games: 3201, account: 3202, content: 3203, promotions: 3204 };

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

/** Starts a long-running child with prefixed output; if it dies while we are not stopping, everything stops. */
function start(name, command, args, extraEnv = {}) {
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
    if (!stopping) {
      console.error(`[stack] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the stack.`);
      stop(1);
    }
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

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const pid of groups) signalGroup(pid, 'SIGKILL');
    process.exit(code);
  }, 5000);
  const poll = setInterval(() => {
    if (children.size === 0) {
      clearInterval(poll);
      clearTimeout(deadline);
      process.exit(code);
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
    run('pnpm', ['--silent', '--filter', 'host', 'release', 'publish', remote, '--dist', dist, '--version', version]);
    // The stack owns the map while it starts: "latest" is the revision it just read (docs/releases.md, "--revision").
    run('pnpm', ['--silent', '--filter', 'host', 'release', 'switch', remote, version, '--reason', 'local stack start', '--revision', 'latest']);
  }
}

async function serveProduction({ fresh, devSwitches }) {
  if (fresh) {
    for (const dir of [env.CDN_DIR, env.RELEASE_DIR]) fs.rmSync(dir, { recursive: true, force: true });
    if (env.API_DB) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.API_DB + suffix, { force: true });
  }
  if (!fs.existsSync(path.join(root, 'host', 'dist', 'index.html'))) {
    console.error('[stack] the host has no build (host/dist); run "pnpm build" or "pnpm start".');
    process.exit(1);
  }
  publishRemotes();
  if (ownApi) {
    start('api', 'pnpm', ['--silent', '--filter', 'api', 'start'], devSwitches ? devSwitchesEnv() : { API_DEV_SECRET: '' });
    await waitFor(`${env.API_URL}/api/v1/settings`, 'the API');
  }
  start('cdn', 'pnpm', ['--silent', '--filter', 'host', 'serve:cdn']);
  start('edge', 'pnpm', ['--silent', '--filter', 'host', 'serve:edge']);
  await Promise.all([waitFor(`${env.CDN_URL}/`, 'the CDN'), waitFor(`http://localhost:${env.EDGE_PORT}/build-id`, 'the edge')]);
  if (!stopping) {
    log(`API  ${env.API_URL}/api/v1${ownApi ? ' (reference API, embedded SQLite)' : ''}`);
    log(`CDN  ${env.CDN_URL}/ (remote versions in ${path.relative(root, env.CDN_DIR)})`);
    log(`Release control  http://localhost:${env.EDGE_PORT}/_release`);
    log(`\x1b[32mThe casino is up: http://localhost:${env.EDGE_PORT}/\x1b[0m  (Ctrl+C stops everything)`);
  }
}

async function serveDev() {
  if (ownApi) {
    start('api', 'pnpm', ['--silent', '--filter', 'api', 'dev'], devSwitchesEnv());
    await waitFor(`${env.API_URL}/api/v1/settings`, 'the API');
  }
  for (const remote of REMOTES) start(remote, 'pnpm', ['--silent', '--filter', `remote-${remote}`, 'dev'], { API_URL: env.API_URL });
  start('host', 'pnpm', ['--silent', '--filter', 'host', 'dev']);
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
  if (!flags.includes('--no-build')) buildAll();
  await serveProduction({ fresh: false, devSwitches: false });
} else if (mode === 'serve') {
  await serveProduction({ fresh: flags.includes('--fresh'), devSwitches: flags.includes('--dev-switches') });
} else if (mode === 'dev') {
  await serveDev();
} else {
  console.error('usage: node scripts/stack.mjs start [--no-build] | serve [--fresh] [--dev-switches] | dev');
  process.exit(2);
}
