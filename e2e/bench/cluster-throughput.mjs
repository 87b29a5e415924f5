import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LOCALES } from './locales.mjs';
import { cpuBetween, snapshotTree } from './process-cpu.mjs';

/**
 * Issue 31's throughput numbers, as a visitor gets them: `pnpm start:cluster` (PostgreSQL release store, the API, the
 * CDN and `edges` edge processes sharing one port, each rendering through its sandboxed render workers) on ports of its
 * own, and the load generator (autocannon, e2e/bench/page-load.mjs) in a process of its own.
 *  - cached: every request the same guest blog article, answered from each edge's page cache after its first render;
 *  - uncached: every request a guest blog-article page no edge has rendered yet (article x language x device x
 *    remembered language: each a page-cache key of its own, docs/server-render.md), so every answer is a full render;
 *    measured after a warm-up on other pages of the same kind (the workers' first render of each language is slower).
 *    The blog is first padded (the API's operator switch) with enough articles that neither list can wrap at up to
 *    UNCACHED_CEILING pages/s: a page asked twice would be a cache hit, which the line counts and names.
 * The answers' headers say what each was (x-casino-cache: render, hit, stale, joined, shed; x-casino-render: server or
 * browser): a rate counts only the server-rendered 200s of its kind, and the rest is printed beside it.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
/** One user agent per device kind the edge tells apart (mobile, tablet, desktop): each renders its own page. */
const DEVICES = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
];
/** The remembered language (cookie i18n_redirected): none, or one of the ten; part of a guest page's cache key. */
const REMEMBERED = [null, ...LOCALES];
/**
 * What Chromium asks of every page (its Accept-Encoding): the edge compresses a page for a browser that accepts it
 * (brotli at quality 5, host/server/static-files.ts compressPage; a cached guest page's compressed bytes are kept with
 * it), and that is part of what an answer costs. Until round 37's last run the bench sent none: pages went out as they are.
 */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** The most uncached pages/s the lists are long enough for: twice round 36's whole-CPU bound, far above the goal. */
const UNCACHED_CEILING = 1000;

/**
 * Every guest page of `slugs` the edge caches apart (article x language x device x remembered language: each a page-cache
 * key of its own, docs/server-render.md). Languages vary fastest, so every stretch of the list asks for all ten (each
 * worker loads each language once).
 */
export function uncachedPages(slugs) {
  const pages = [];
  for (const remembered of REMEMBERED)
    for (const userAgent of DEVICES)
      for (const slug of slugs)
        for (const language of LOCALES)
          pages.push({ path: `/${language}/blog/${slug}`, headers: { 'user-agent': userAgent, 'accept-language': language, 'accept-encoding': BROWSER_ENCODINGS, ...(remembered ? { cookie: `i18n_redirected=${remembered}` } : {}) } });
  return pages;
}

/**
 * An operator switch of a stack the bench started (`benchStackEnv`, `--dev-switches`): a POST straight to its API with
 * the dev secret the stack wrote (api/README.md, "Operator switches"); anything but a 2xx stops the bench.
 */
export async function operatorSwitch(env, endpoint, body) {
  const secret = fs.readFileSync(env.API_DEV_SECRET_FILE, 'utf8').trim();
  const answer = await fetch(`http://127.0.0.1:${env.API_PORT}/api/v1${endpoint}`, {
    method: 'POST',
    headers: { 'x-dev-secret': secret, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`operator switch ${endpoint} failed: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/**
 * Pads the blog of a stack the bench started (`benchStackEnv`, `--dev-switches`) to hold at least `pages` distinct
 * uncached pages, through the API's operator switch (POST /_dev/blog/articles: numbered copies of the seeded articles),
 * and answers every article's slug, newest first.
 */
export async function padBlogFor(pages, env) {
  const api = `http://127.0.0.1:${env.API_PORT}/api/v1`;
  const articles = Math.ceil(pages / (REMEMBERED.length * DEVICES.length * LOCALES.length));
  await operatorSwitch(env, '/_dev/blog/articles', { size: articles });
  const slugs = [];
  for (let page = 1; ; page += 1) {
    const { data } = await (await fetch(`${api}/blog/articles?perPage=100&page=${page}`)).json();
    slugs.push(...data.items.map((item) => item.slug));
    if (data.items.length === 0 || slugs.length >= data.total) return slugs;
  }
}

async function waitFor(url, stack, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stack.exitCode !== null) throw new Error(`the cluster stopped (exit ${stack.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** Runs the load generator in its own process (its options in a file: the page list is too long for an argument). */
async function load(options) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-page-load-'));
  try {
    const file = path.join(dir, 'options.json');
    fs.writeFileSync(file, JSON.stringify(options));
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(here, 'page-load.mjs'), file], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      timeout: (options.seconds + 120) * 1000,
    });
    return JSON.parse(stdout.trim().split('\n').pop());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The metrics token of a stack the bench starts (its own, on its own ports). */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-of-a-stack-of-its-own';

/** One edge's `/_metrics` on a connection of its own (the cluster hands each new connection to the next edge). */
function scrapeOnce(origin) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/_metrics`, { agent: false, headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => (text += chunk));
      answer.on('end', () => resolve(answer.statusCode === 200 ? text : ''));
    });
    request.on('error', reject);
  });
}

/**
 * What every edge's render workers did so far (metrics.ts edge_render_worker_work), summed over the edges: scraped
 * until each of `edges` edges has answered once, or undefined if they did not all answer in 60 tries.
 */
export async function renderWorkOf(origin, edges) {
  const byEdge = new Map();
  for (let tries = 0; tries < 60 && byEdge.size < edges; tries += 1) {
    const counts = {};
    let edge;
    for (const [, slot, what, value] of (await scrapeOnce(origin)).matchAll(/^edge_render_worker_work\{edge="([^"]*)",what="([^"]*)"\} (\S+)$/gm)) {
      edge = slot;
      counts[what] = Number(value);
    }
    if (edge !== undefined) byEdge.set(edge, counts);
  }
  if (byEdge.size < edges) return undefined;
  const total = {};
  for (const counts of byEdge.values()) for (const [what, value] of Object.entries(counts)) total[what] = (total[what] ?? 0) + value;
  return total;
}

/** The render workers' work between two `renderWorkOf` reads (a worker that restarted meanwhile makes it undefined). */
function renderWorkBetween(before, after) {
  if (!before || !after || after.workers !== before.workers) return undefined;
  const spent = {};
  for (const [what, value] of Object.entries(after)) spent[what] = what === 'workers' ? value : value - (before[what] ?? 0);
  return spent.renders > 0 && Object.values(spent).every((value) => value >= 0) ? spent : undefined;
}

/** What a run measured: pages/s of server-rendered 200s of the wanted cache outcome(s), and what else came back. */
function summarise(label, run, outcomes, cpu = {}) {
  const wanted = outcomes.reduce((sum, outcome) => sum + (run.answers.cache[outcome] ?? 0), 0);
  const server = run.answers.render.server ?? 0;
  const ok = run.answers.status['200'] ?? 0;
  // Counted: the answers that were both what this line measures and a server-rendered 200.
  const counted = Math.min(wanted, server, ok);
  return { label, ...run, counted, pagesPerSecond: counted / run.seconds, cpu };
}

/**
 * Starts the cluster (no build: run `pnpm build` first), measures, stops it. `seconds` per measure, `connections`
 * keep-alive clients.
 */
/**
 * The settings of a stack the bench starts on its own ports (`portBase`: the edge; +10 the CDN, +20 the API, +30 the
 * OpenID Connect provider) and its own state folder, so it runs beside a stack already up.
 */
export function benchStackEnv(portBase, stateDir) {
  return {
    EDGE_PORT: String(portBase),
    CDN_PORT: String(portBase + 10),
    API_PORT: String(portBase + 20),
    OIDC_PORT: String(portBase + 30),
    CDN_URL: `http://localhost:${portBase + 10}`,
    API_DB: path.join(stateDir, 'api', 'casino.sqlite'),
    CDN_DIR: path.join(stateDir, 'cdn'),
    RELEASE_DIR: path.join(stateDir, 'release'),
    // The lobby's scroll measurement pads the catalogue through the API's operator switch (its secret lives here).
    API_DEV_SECRET_FILE: path.join(stateDir, 'dev-secret'),
    // The render workers' own account of a render (edge_render_worker_work: API calls, sanitised bodies, collections).
    EDGE_METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
}

/**
 * `scripts/stack.mjs <args>` in a process group of its own with `env`, its output to stderr; `stop` ends the group
 * (and runs when this process exits).
 */
export function startStack(args, env) {
  const stack = spawn(process.execPath, [path.join(root, 'scripts', 'stack.mjs'), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  return { stack, stop };
}

export async function clusterThroughput({ portBase = 3960, edges = 2, seconds = 10, connections = 16, article = 'getting-the-most-from-free-spins' } = {}) {
  const stateDir = path.join(root, '.var', `bench-cluster-${portBase}`);
  fs.rmSync(stateDir, { recursive: true, force: true });
  const env = { ...process.env, ...benchStackEnv(portBase, stateDir) };
  const origin = `http://localhost:${portBase}`;
  const { stack, stop } = startStack(['cluster', '--no-build', '--edges', String(edges), '--dev-switches'], env);
  try {
    await waitFor(`${origin}/build-id`, stack);
    // The warm-up and the measure each get a list no run under UNCACHED_CEILING pages/s goes round.
    const slugs = await padBlogFor(2 * UNCACHED_CEILING * seconds, env);
    if (!slugs.includes(article)) throw new Error(`the blog has no article "${article}"`);
    // Every edge has its render workers up and the remotes loaded: a few rounds of the article until each answer is a
    // server render (the edges share the port, so which edge answers is the kernel's choice).
    const warm = `${origin}/en/blog/${article}`;
    for (let served = 0, tries = 0; served < edges * 4 && tries < 200; tries += 1) {
      const answer = await fetch(`${warm}?warm=${tries}`, { headers: { 'accept-language': 'en' } });
      await answer.arrayBuffer();
      served = answer.headers.get('x-casino-render') === 'server' ? served + 1 : 0;
    }
    const load1 = os.loadavg();
    // CPU time of every process of the stack and of the load generator during each measure (Linux /proc).
    const measured = async (options) => {
      // Read outside the CPU snapshots: the scrapes are not the measure's work.
      const workBefore = await renderWorkOf(origin, edges);
      const before = snapshotTree([stack.pid, process.pid]);
      const run = await load(options);
      // The load generator has exited by now: it reports its own time.
      const cpu = cpuBetween(before, snapshotTree([stack.pid, process.pid]));
      if (run.cpuMs) cpu['load generator'] = run.cpuMs;
      return { run, cpu, work: renderWorkBetween(workBefore, await renderWorkOf(origin, edges)) };
    };
    const cachedRun = await measured({ origin, seconds, connections, pages: [{ path: `/en/blog/${article}`, headers: { 'accept-language': 'en', 'accept-encoding': BROWSER_ENCODINGS } }] });
    const cached = summarise('cached', cachedRun.run, ['hit', 'stale'], cachedRun.cpu);
    // The article warmed up above may be cached already: not in the list.
    const fresh = uncachedPages(slugs).filter((page) => !(page.path === `/en/blog/${article}` && !page.headers.cookie));
    // A steady state, not a cold start: the render workers first render the end of the list for a while (each loads
    // every language's strings and the remotes' server builds once), then the measure runs over its start.
    const warmUp = fresh.splice(Math.floor(fresh.length / 2));
    await load({ origin, seconds: Math.min(seconds, 10), connections, pages: warmUp.reverse() });
    const load2 = os.loadavg();
    const uncachedRun = await measured({ origin, seconds, connections, pages: fresh });
    const uncached = { ...summarise('uncached', uncachedRun.run, ['render'], uncachedRun.cpu), work: uncachedRun.work };
    return { edges, connections, seconds, loadAverage: [load1, load2, os.loadavg()], cores: os.cpus().length, results: [cached, uncached] };
  } finally {
    stop();
    await new Promise((resolve) => (stack.exitCode !== null ? resolve() : stack.once('exit', resolve)));
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

/** This machine's CPU as Lighthouse measures it (its benchmarkIndex), in a headless Chromium page, `runs` times. */
export async function benchmarkIndex({ executablePath, runs = 3 } = {}) {
  const { chromium } = await import('@playwright/test');
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.launch({ executablePath, args: ['--no-first-run', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const indexes = [];
    for (let i = 0; i < runs; i += 1) indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return indexes;
  } finally {
    await browser.close();
  }
}

/**
 * What the uncached line must say of itself: how many answers were another answer's render (a page-cache hit, a stale
 * hit, or joined to a render in flight), which is 0 unless the list of distinct pages went round.
 */
export function uncachedRepeats(run) {
  const repeats = ['hit', 'stale', 'joined'].reduce((sum, outcome) => sum + (run.answers.cache[outcome] ?? 0), 0);
  const wrapped = run.pagesAsked > run.distinctPages;
  if (repeats === 0 && !wrapped) return `0 hits: no page was asked twice (${run.pagesAsked} of ${run.distinctPages} asked)`;
  return (
    `NOT ALL UNCACHED: ${repeats} answers were hits or joined renders` +
    (wrapped ? `; the list of ${run.distinctPages} pages went round (${run.pagesAsked} asked)` : '; the list did not go round')
  );
}

/** A render as the render workers count it (worker.cjs `work`), per render. */
export function renderWorkLine(work) {
  const per = (value) => value / work.renders;
  return (
    `a render, by the ${work.renders} renders of ${work.workers} running render workers: ${per(work.cpu_ms).toFixed(2)} ms of their CPU, ` +
    `${per(work.api_calls).toFixed(2)} API calls (${per(work.other_requests).toFixed(2)} other requests), ` +
    `${per(work.sanitised).toFixed(2)} bodies sanitised (${work.sanitised ? (work.sanitise_ms / work.sanitised).toFixed(2) : '0'} ms each), ` +
    `${per(work.gc).toFixed(2)} collections (${per(work.gc_ms).toFixed(2)} ms), ${(per(work.page_chars) / 1024).toFixed(1)} K characters of page over IPC`
  );
}

export function printClusterThroughput(run, indexes) {
  const goals = { cached: 5000, uncached: 300 };
  const sorted = [...indexes].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(
    `\nGuest blog-article pages through \`pnpm start:cluster\` (${run.edges} edges on one port, sandboxed render workers), ` +
      `autocannon in its own process, ${run.connections} keep-alive connections for ${run.seconds} s each:`,
  );
  for (const r of run.results) {
    const others = Object.entries(r.answers.cache)
      .filter(([outcome]) => (r.label === 'cached' ? !['hit', 'stale'].includes(outcome) : outcome !== 'render'))
      .map(([outcome, n]) => `${n} ${outcome}`);
    const notServer = r.requests - (r.answers.render.server ?? 0);
    console.log(
      `  ${r.label.padEnd(8)} ${r.pagesPerSecond.toFixed(0).padStart(6)} pages/s  (goal ${goals[r.label].toLocaleString('en')}: ${r.pagesPerSecond >= goals[r.label] ? 'met' : 'not met'})` +
        `  p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.requests} answers, ${r.counted} counted` +
        `${others.length ? `; not counted: ${others.join(', ')}` : ''}${notServer ? `; ${notServer} not server-rendered` : ''}${r.errors ? `; ${r.errors} errors` : ''}` +
        (r.label === 'uncached' ? `; ${r.distinctPages} distinct pages` : ''),
    );
    if (r.label === 'uncached') console.log(`           ${uncachedRepeats(r)}`);
    const cpu = Object.entries(r.cpu ?? {}).filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]);
    if (cpu.length > 0 && r.requests > 0) {
      const total = cpu.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(
        `           CPU per answer ${(total / r.requests).toFixed(2)} ms (${(total / 1000 / r.seconds).toFixed(2)} cores busy): ` +
          cpu.map(([kind, ms]) => `${kind} ${(ms / r.requests).toFixed(2)}`).join(', '),
      );
    }
    if (r.work) console.log(`           ${renderWorkLine(r.work)}`);
    else if (r.label === 'uncached') console.log('           the render workers\' own account: not read (an edge did not answer /_metrics, or a worker restarted)');
  }
  console.log(
    `  Machine: ${run.cores} cores, load average ${run.loadAverage[0].map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min) before, ` +
      `${run.loadAverage[1][0].toFixed(1)} before the uncached run, ${run.loadAverage[2][0].toFixed(1)} after; ` +
      `Lighthouse benchmarkIndex median ${Math.round(median)} (${sorted.map(Math.round).join(', ')}).` +
      '\n  Read them with the load beside them: the edges, their render workers, the API, PostgreSQL and the load generator' +
      '\n  share these cores; a load average above the core count means other work took part of them, so the rates are lower' +
      '\n  bounds. The index says how fast one core is (Lighthouse calls 1,500-2,000 a high-end desktop).',
  );
}
