#!/usr/bin/env node
// `pnpm bench`: what a player's browser pays for each page, measured on the production stack (README: "Performance").
// For the home page, each remote's page and the host alone it prints: JS bytes (gzip) and requests, how many copies of the
// federation runtime were loaded, the longest chain of dependent requests before the page's main content, and the
// Lighthouse mobile performance score; for the games lobby also the frame times and DOM size while scrolling a catalogue of
// 5,000 games (padded through the API's operator switch). Run on demand, not in CI.
//   pnpm bench [--no-build] [--runs N] [--cpu-slowdown X] [--bytes]
//     --bytes [--files]: only the JS bytes (--files: of each script too) of home, the games lobby and the game page (no Lighthouse, no load, no scrolling):
//        a byte budget checked in about a minute after `pnpm build` (`pnpm bench --no-build --bytes`).
//     N: Lighthouse runs per page and rendering, default 3; the median is printed.
//   pnpm bench --no-build --scroll [--repeat N] [--cpu-slowdown X] [--trace]: only the lobby's scroll line (issue 36) and its floor
//        (the same scroll of an empty page and of 5,000 plain boxes, interleaved with the lobby), N times
//        on one stack (default 3; the median printed), the phone's CPU slowed X times (Chromium's CPU throttling); --trace
//        [--frames N] stops each pass after N frames; --trace also records a Chrome trace of one pass and prints where the main thread's and the raster threads' time went.
//   pnpm bench --no-build --inp [--runs N]: only the INP of the scripted interactions (e2e/bench/inp.mjs), N runs each, median.
//   pnpm bench --no-build --throughput [--edges N] [--seconds S]: only the guest blog-article pages/s, cached and uncached,
//        against `pnpm start:cluster` (N edges, default 2) with the load generator in its own process, beside the
//        machine's load average and Lighthouse benchmark index (e2e/bench/cluster-throughput.mjs).
//     X: Lighthouse's CPU slowdown instead of its preset's 4 (calibrating to a faster or slower machine; see the end of
//        the output for this machine's benchmark index).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { benchmarkIndex, benchStackEnv, clusterThroughput, printClusterThroughput, startStack } from './cluster-throughput.mjs';
import { INP_CPU_SLOWDOWN, measureInp, printInp } from './inp.mjs';
import { printPropagation, releasePropagation } from './release-propagation.mjs';
import { browserPath, waitForAnswer } from './browser-and-stack.mjs';
import { gamesScrolled, LOBBY_ROW_PX, padCatalogue, PHONE, SCROLL_CATALOGUE, SCROLL_STEP_PX, scrollByFrames, warmPictures } from './scroll-frames.mjs';
import { chromium } from '@playwright/test';

/** The request header that asks the edge for the browser-rendered page (host/server/ssr.ts). */
const RENDER_MODE_HEADER = 'x-casino-render';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const args = process.argv.slice(2);
/**
 * Lighthouse runs per page and rendering. One run is not a measure: in about one run in four on this machine Chromium
 * holds a page's first frame back for a second (docs/server-render.md, "Measuring"), and the simulated LCP of that run
 * counts every script that ran before it. Lighthouse's documentation on variability advises several runs and their median.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 3);
/**
 * Lighthouse's simulated phone is this machine's CPU slowed down 4x, a factor its authors chose for a machine of
 * benchmark index 1,500-2,000 ("high-end desktop", docs/throttling.md in the Lighthouse repository). A faster machine
 * simulates a faster phone and its scores read high; `--cpu-slowdown` sets another factor.
 */
const CPU_SLOWDOWN = args.includes('--cpu-slowdown') ? Number(args[args.indexOf('--cpu-slowdown') + 1]) : undefined;
/** Lighthouse's measure of this machine's CPU, from every run (report.environment.benchmarkIndex). */
const benchmarkIndexes = [];
const base = Number(process.env.BENCH_PORT_BASE || 3900);
const edge = `http://localhost:${base}`;
const stateDir = path.join(root, '.var', `bench-${base}`);
const stackEnv = benchStackEnv(base, stateDir);
/** Longer than a link's prefetch delay (PAYLOAD_PREFETCH_DELAY_MS, 1 s) plus its requests. */
const PREFETCH_SETTLE_MS = 2000;
/** Bytes only: the pages of the byte budget (home <= 200 KB gzip, README "Performance"), nothing else measured. */
const BYTES_ONLY = args.includes('--bytes');
/** Scroll only: the lobby's scroll measurement, repeated (the machine is shared: one pass is not a measure). */
const SCROLL_ONLY = args.includes('--scroll');
const SCROLL_REPEAT = args.includes('--repeat') ? Math.max(1, Number(args[args.indexOf('--repeat') + 1]) || 3) : 3;
const SCROLL_TRACE = args.includes('--trace');
/**
 * --frames N: stop a pass after N frames (default: the whole list). At 8.5x slowdown a whole pass of 5,000 games is
 * about 3,800 frames and takes many minutes; 600 frames (72,000 px, some 1,200 games and 25 pages of results loaded
 * on the way) measure the same mix of frames.
 */
const SCROLL_FRAMES = args.includes('--frames') ? Number(args[args.indexOf('--frames') + 1]) : 20000;
/** INP only: the scripted interactions of e2e/bench/inp.mjs, nothing else measured. */
const INP_ONLY = args.includes('--inp');
/** Throughput only: the cluster's guest pages per second (issue 31), nothing else measured. */
const THROUGHPUT_ONLY = args.includes('--throughput');
const THROUGHPUT = {
  portBase: base + 60,
  edges: args.includes('--edges') ? Math.max(1, Number(args[args.indexOf('--edges') + 1]) || 2) : 2,
  seconds: args.includes('--seconds') ? Math.max(1, Number(args[args.indexOf('--seconds') + 1]) || 10) : 10,
};
const DEMO = { login: 'demo@casino.test', password: 'Demo12345!' };

/** The pages measured, each with the element that means "the main content is there". */
const PAGES = [
  { name: 'home (content remote)', path: '/en', ready: '[data-testid="home-page"] h1', api: '/banners-for-slider' },
  { name: 'games: lobby sections', path: '/en/games', ready: '[data-testid="games-lobby"] img', api: '/game/sections' },
  // The most popular game's page (its slug is asked of the API when the bench starts).
  { name: 'games: game page', path: '/en/games-{popular}', ready: '[data-testid="game-page"] h1', api: '/game/info/' },
  { name: 'account: balance', path: '/en/player/balance', ready: '[data-testid="balance-real"]', signedIn: true, api: '/dashboard/balance' },
  { name: 'content: about us', path: '/en/display/aboutus', ready: '[data-testid="display-page"] h1', api: '/pages/aboutus' },
  { name: 'content: blog article', path: '/en/blog/getting-the-most-from-free-spins', ready: '[data-testid="blog-article"] h1', api: '/blog/articles/' },
  { name: 'promotions: tournaments', path: '/en/tournaments/list', ready: '[data-testid="tournaments-list"] h2', api: '/tournaments/active' },
  // The host alone: a host-owned page (Page Not Found) with every request to the CDN refused.
  { name: 'host alone (404, no remotes)', path: '/en/not-a-page/1', ready: '[data-testid="not-found-page"]', hostAlone: true },
];

/**
 * Loads one page in a fresh tab and reads the network log through the DevTools protocol. With `prefetch: false` the
 * page does not get the next pages ready (SPEC.md section 9: a link in view for a second prefetches its page's code and
 * data; shared/src/data/page-prefetch.ts): the browser says the player wants to save data, which the page honours.
 */
async function measure(context, page, signIn, { prefetch = true } = {}) {
  const tab = await context.newPage();
  if (page.hostAlone) await tab.route(`${stackEnv.CDN_URL}/**`, (route) => route.abort());
  if (page.signedIn) await signIn(tab);
  if (!prefetch) {
    await tab.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  }
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiatorUrl =
      event.initiator.url ?? event.initiator.stack?.callFrames?.[0]?.url ?? event.initiator.stack?.parent?.callFrames?.[0]?.url;
    requests.set(event.requestId, { url: event.request.url, initiatorUrl, started: event.timestamp, type: event.type });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.mime = event.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.finished = event.timestamp;
      request.transferred = event.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.failed = true;
  });
  const navigationStart = Date.now();
  await tab.goto(edge + page.path, { waitUntil: 'domcontentloaded' });
  try {
    await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    const shot = path.join(os.tmpdir(), `bench-${page.path.replace(/\W+/g, '_')}.png`);
    await tab.screenshot({ path: shot });
    throw new Error(`${page.name}: main content never appeared (screenshot ${shot})`, { cause: error });
  }
  const readyAfterMs = Date.now() - navigationStart;
  await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => console.error(`${page.name}: the network never went idle in 30 s; measured what had loaded`));
  // What loads once the page has settled: the prefetch of links in view (after a second) and the after-paint scripts.
  await tab.waitForTimeout(PREFETCH_SETTLE_MS);
  for (let waited = 0; waited < 30_000 && [...requests.values()].some((r) => r.finished === undefined && !r.failed); waited += 100) {
    await tab.waitForTimeout(100);
  }

  let jsGzip = 0;
  const files = [];
  let runtimeCopies = 0;
  let jsFiles = 0;
  for (const [requestId, request] of requests) {
    const isJs = request.type === 'Script' || /javascript/.test(request.mime ?? '');
    if (!isJs || request.finished === undefined) continue;
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      const gzipBytes = gzipSync(bytes, { level: 9 }).length;
      jsGzip += gzipBytes;
      jsFiles += 1;
      files.push({ url: request.url, gzipKb: gzipBytes / 1024 });
      // Every copy of the Module Federation runtime defines the global loading-remote-entry registry.
      if (bytes.includes('__GLOBAL_LOADING_REMOTE_ENTRY__')) runtimeCopies += 1;
    } catch {
      /* body evicted: counted as a request, not as bytes */
    }
  }
  // Longest chain of dependent requests: a request's depth is 1 + the depth of the request that initiated it.
  const byUrl = new Map();
  const ordered = [...requests.values()].sort((a, b) => a.started - b.started);
  const firstStart = ordered[0]?.started ?? 0;
  let chain = 0;
  for (const request of ordered) {
    const depth = 1 + (byUrl.get(request.initiatorUrl) ?? 0);
    if (!byUrl.has(request.url)) byUrl.set(request.url, depth);
    if ((request.started - firstStart) * 1000 <= readyAfterMs) chain = Math.max(chain, depth);
  }
  // When the page's main API call starts, against its page chunk (the last script from the CDN other than the remote's
  // entry and its routes module, started before the content showed): negative means the data was asked for while the
  // page's code was still on its way (loaders), positive that it waited for the code (an effect after render).
  const readyAt = firstStart + readyAfterMs / 1000;
  const mainApi = page.api ? ordered.find((r) => r.url.includes(`/api/v1${page.api}`)) : undefined;
  const pageChunk = ordered
    .filter((r) => r.started <= readyAt && r.url.startsWith(stackEnv.CDN_URL) && /\.js(\?|$)/.test(r.url))
    .filter((r) => !/remoteEntry|__federation_expose_routes/.test(r.url))
    .at(-1);
  const dataVsChunkMs =
    mainApi && pageChunk?.finished !== undefined ? Math.round((mainApi.started - pageChunk.finished) * 1000) : undefined;
  await tab.close();
  return { requests: requests.size, jsFiles, files, jsGzipKb: jsGzip / 1024, runtimeCopies, chain, readyAfterMs, dataVsChunkMs };
}

/** Lighthouse in its own headless Chromium (default mobile emulation and throttling). */
function lighthouse(url, { profileDir, browserRendered = false } = {}) {
  const bin = path.join(root, 'e2e', 'node_modules', '.bin', 'lighthouse');
  const flags = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];
  if (profileDir) flags.push(`--user-data-dir=${profileDir}`);
  const result = spawnSync(
    bin,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      '--form-factor=mobile',
      '--max-wait-for-load=45000',
      `--chrome-flags=${flags.join(' ')}`,
      ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
      // A prepared profile carries the signed-in session; keep it instead of clearing storage first.
      ...(profileDir ? ['--disable-storage-reset'] : []),
      // The same page rendered in the browser instead of on the server (docs/server-render.md), for the comparison.
      ...(browserRendered ? [`--extra-headers=${JSON.stringify({ [RENDER_MODE_HEADER]: 'browser' })}`] : []),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: browserPath() } },
  );
  if (result.status !== 0) return { score: NaN, error: (result.stderr || String(result.error || '')).split('\n').slice(-3).join(' ') };
  const report = JSON.parse(result.stdout);
  // BENCH_LIGHTHOUSE_DIR=<dir> keeps each page's full report of its last run (critical chains, LCP phases, unused JS)
  // for diagnosis; the browser-rendered one as <page>.browser.json.
  if (process.env.BENCH_LIGHTHOUSE_DIR) {
    fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}${browserRendered ? '.browser' : ''}.json`), result.stdout);
  }
  if (report.runtimeError) return { score: NaN, error: report.runtimeError.message };
  if (report.environment?.benchmarkIndex) benchmarkIndexes.push(report.environment.benchmarkIndex);
  // A guard that redirected (a lost session, say) means Lighthouse measured another page: say so rather than print it.
  const landed = new URL(report.finalDisplayedUrl ?? url).pathname;
  if (landed !== new URL(url).pathname) return { score: NaN, error: `redirected to ${landed}; not measured` };
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    // When this browser showed the first frame (not simulated): over a second for a server-rendered page is the hold.
    firstPaintMs: Math.round(report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN),
  };
}

/**
 * LIGHTHOUSE_RUNS runs of each of `modes` ({ key: options }), taken in turn so a busy moment of the machine falls on
 * both renderings alike. Answers per mode the run with the median score, with `range` (lowest to highest score) and
 * `held` (runs whose first frame the browser showed after a second).
 */
function lighthouseMedian(url, modes) {
  const runs = Object.fromEntries(Object.keys(modes).map((key) => [key, []]));
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    for (const [key, options] of Object.entries(modes)) {
      const result = lighthouse(url, options);
      if (result.error) console.error(`lighthouse ${new URL(url).pathname}: ${result.error}`);
      else runs[key].push(result);
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([key, results]) => {
      if (results.length === 0) return [key, { score: NaN }];
      const sorted = [...results].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      const range = sorted.length > 1 ? `${sorted[0].score}-${sorted.at(-1).score}` : '';
      return [key, { ...median, range, held: results.filter((r) => r.firstPaintMs > 1000).length }];
    }),
  );
}

/**
 * The lobby's full list of SCROLL_CATALOGUE games on a phone, scrolled from top to bottom SCROLL_STEP_PX per frame (the
 * pages of games load on the way, as for a player) in a browser whose frames are not held to the screen's 60 Hz, so a
 * frame's time is what it costs. Answers the 95th-percentile and worst frame and the largest and smallest DOM seen on the way.
 *
 * What the frame time is: the interval between two requestAnimationFrame callbacks of the page, each of which scrolls
 * the page by script (`window.scrollBy`). A scroll made by script is a main-thread scroll: every frame waits for the
 * renderer's main thread (the throttled one at --cpu-slowdown) to run the frame's script, style, layout and paint, so
 * this is the frame a player sees when the page's main thread is what paces the scroll. A finger's fling is scrolled
 * by the compositor and can show frames the main thread has not painted yet (blank where the new row is not drawn),
 * so for a fling this figure is the time until the new row is there, not the time between moves.
 *
 * `kind` picks the page: 'lobby' (the real one), or one of the floor's control pages (`floorPage`), which are scrolled by
 * the same script, in the same browser set-up, at the same slowdown: 'empty' (a scrolling area of `height` px and
 * nothing in it) and 'boxes' (SCROLL_CATALOGUE plain boxes in the lobby's two columns: no pictures, no script, no React).
 */
async function measureLobbyScroll({ trace = false, kind = 'lobby', height } = {}) {
  if (kind === 'lobby') {
    await padCatalogue(stackEnv);
    await warmPicturesOnce();
  }
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: ['--disable-background-networking', '--no-first-run', '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  try {
    const tab = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    if (kind === 'lobby') {
      await tab.goto(`${edge}/en/games?sort=popular`);
      await tab.locator('[data-testid="lobby-results"] [role="listitem"]').first().waitFor({ timeout: 60_000 });
    } else {
      // Served from the edge's origin by the browser itself: the same origin, viewport and flags as the lobby.
      const url = `${edge}/__bench/scroll-floor/${kind}`;
      await tab.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: floorPage(kind, height) }));
      await tab.goto(url);
    }
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.waitForTimeout(1000);
    // The calibrated phone: the same CPU slowdown Lighthouse is given (--cpu-slowdown), applied to this tab.
    if (CPU_SLOWDOWN) await (await tab.context().newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (trace) await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'blink', 'cc'] });
    const result = await tab.evaluate(scrollByFrames, [SCROLL_STEP_PX, SCROLL_FRAMES]);
    if (trace) {
      const recorded = await browser.stopTracing();
      // BENCH_TRACE_DIR: keep each traced pass's trace (open it in DevTools' Performance panel or chrome://tracing).
      if (process.env.BENCH_TRACE_DIR) fs.writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `scroll-${kind}-${Date.now()}.json`), recorded);
      result.trace = summariseTrace(JSON.parse(recorded.toString('utf8')));
    }
    result.load = os.loadavg()[0];
    return result;
  } finally {
    await browser.close();
  }
}

/** The list's height of SCROLL_CATALOGUE games on the phone. */
const floorHeight = () => Math.ceil(SCROLL_CATALOGUE / 2) * LOBBY_ROW_PX + 600;

/**
 * The floor's control pages: what this browser's frame costs with none of the lobby's work in it. 'empty': one block of
 * the lobby's height and nothing else. 'boxes': SCROLL_CATALOGUE plain boxes (a coloured block and a line of text, the
 * card's size) in two columns, all of them in the page from the start: no pictures, no script, no React, no virtual list.
 */
function floorPage(kind, height = floorHeight()) {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Scroll floor</title><style>body{margin:0;font:14px system-ui,sans-serif;background:#0f1222;color:#f2f3f8}' +
    `.list{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:16px;grid-auto-rows:${LOBBY_ROW_PX - 12}px}` +
    '.box{border-radius:12px;background:#1b2036;padding:8px}.art{height:118px;border-radius:8px;background:#2a3152}</style></head><body>';
  if (kind === 'empty') return `${head}<div style="height:${height}px"></div></body></html>`;
  let boxes = '';
  for (let i = 0; i < SCROLL_CATALOGUE; i++) boxes += `<div class="box"><div class="art"></div>Game ${i + 1}</div>`;
  return `${head}<div class="list">${boxes}</div></body></html>`;
}

let picturesWarm = false;

/** The pictures of the games a pass scrolls past, drawn by the API once before the first pass (scroll-frames.mjs). */
async function warmPicturesOnce() {
  if (picturesWarm) return;
  picturesWarm = true;
  const started = Date.now();
  const drawn = await warmPictures(stackEnv, gamesScrolled(SCROLL_FRAMES));
  if (drawn) console.error(`(the API drew ${drawn} game pictures before the first pass, in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Where the frames' time went: the renderer's main thread and its raster and decode threads, by event, in ms. */
function summariseTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const interesting = new Set(['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'Commit', 'HitTest', 'ParseHTML', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'ImageDecodeTask', 'Decode Image', 'RasterTask', 'ScrollLayer', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::DeliverObservations', 'RunTask']);
  const totals = {};
  for (const e of events) {
    if (e.ph !== 'X' || !interesting.has(e.name)) continue;
    const thread = threads.get(`${e.pid}:${e.tid}`) ?? 'other';
    const kind = thread === 'CrRendererMain' ? 'main' : /Raster|Compositor|ImageDecode/i.test(thread) ? 'raster' : null;
    if (!kind) continue;
    const key = `${kind} ${e.name}`;
    totals[key] = (totals[key] ?? 0) + (e.dur ?? 0) / 1000;
  }
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join(', ');
}

/**
 * `pnpm bench --scroll`: the lobby's scroll line alone, SCROLL_REPEAT rounds on one stack, each round the lobby then the
 * floor's two control pages (`floorPage`) scrolled the same way, interleaved so the machine's load falls on all three
 * alike; each pass printed with the load average, and the medians side by side.
 */
async function scrollOnly() {
  const passes = { lobby: [], empty: [], boxes: [] };
  for (let i = 0; i < SCROLL_REPEAT; i++) {
    const pass = await measureLobbyScroll({ trace: SCROLL_TRACE && i === 0 });
    passes.lobby.push(pass);
    console.log(`pass ${i + 1}: lobby frame p95 ${pass.p95.toFixed(1)} ms (p50 ${pass.p50.toFixed(1)}), worst ${pass.worst.toFixed(1)} ms, ${pass.frames} frames, DOM ${pass.domMin}-${pass.domMax}, at most ${pass.cardsMax} cards; load ${pass.load.toFixed(1)}`);
    if (pass.trace) console.log(`  trace (main thread and raster threads, one pass): ${pass.trace}`);
    for (const kind of ['empty', 'boxes']) {
      const control = await measureLobbyScroll({ kind, height: pass.scrollHeight, trace: SCROLL_TRACE && i === 0 });
      passes[kind].push(control);
      console.log(`        ${kind.padEnd(5)} frame p95 ${control.p95.toFixed(1)} ms (p50 ${control.p50.toFixed(1)}), ${control.frames} frames, DOM ${control.domMin}-${control.domMax}; load ${control.load.toFixed(1)}`);
      if (control.trace) console.log(`  trace: ${control.trace}`);
    }
  }
  printScrollLine(passes);
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

/** The scroll line: the lobby's p95 and, beside it, the floor the same browser shows on pages with none of our work. */
function printScrollLine(passes) {
  const p95 = (kind) => median(passes[kind].map((p) => p.p95));
  const list = (kind) => passes[kind].map((p) => p.p95.toFixed(1)).join(', ');
  const lobby = p95('lobby');
  const empty = p95('empty');
  const boxes = p95('boxes');
  console.log(
    `\nScrolling ${SCROLL_CATALOGUE.toLocaleString('en')} games on a ${PHONE.width}x${PHONE.height} phone at ${CPU_SLOWDOWN ?? 1}x CPU slowdown, ${SCROLL_STEP_PX} px a frame:` +
      ` frame p95 median ${lobby.toFixed(1)} ms of ${passes.lobby.length} passes (${list('lobby')}; goal under 16.7 ms),` +
      ` worst median ${median(passes.lobby.map((p) => p.worst)).toFixed(1)} ms; DOM ${Math.min(...passes.lobby.map((p) => p.domMin))}-${Math.max(...passes.lobby.map((p) => p.domMax))} elements.` +
      `\n  The floor, same script, browser and slowdown: an empty scrolling area ${empty.toFixed(1)} ms (${list('empty')}),` +
      ` ${SCROLL_CATALOGUE.toLocaleString('en')} plain boxes ${boxes.toFixed(1)} ms (${list('boxes')}).` +
      ` Ours (lobby minus plain boxes): ${(lobby - boxes).toFixed(1)} ms; the goal is missed by ${Math.max(0, lobby - 16.7).toFixed(1)} ms,` +
      ` of which ${Math.max(0, Math.min(lobby, boxes) - 16.7).toFixed(1)} ms is below the plain boxes' floor.` +
      ` Load average ${Math.min(...Object.values(passes).flat().map((p) => p.load)).toFixed(1)}-${Math.max(...Object.values(passes).flat().map((p) => p.load)).toFixed(1)}.`,
  );
}

async function signInDemo() {
  const response = await fetch(`${edge}/api/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await response.json();
  if (body.status !== 'ok') throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function main() {
  if (!args.includes('--no-build')) {
    const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (THROUGHPUT_ONLY) {
    const run = await clusterThroughput(THROUGHPUT);
    printClusterThroughput(run, await benchmarkIndex({ executablePath: browserPath() }));
    return;
  }
  const { stop: stopStack } = startStack(['serve', '--fresh', '--dev-switches'], { ...process.env, ...stackEnv });
  try {
    await waitForAnswer(`${edge}/build-id`);
    if (SCROLL_ONLY) {
      await scrollOnly();
      return;
    }
    const browser = await chromium.launch({
      executablePath: browserPath(),
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const token = await signInDemo();
    const signIn = async (tab) => {
      await tab.context().addCookies([{ name: 'auth_token', value: token, url: edge }]);
      await tab.addInitScript((value) => localStorage.setItem('auth_token', value), token);
    };
    // A Chromium profile with the same session, for Lighthouse's run of the signed-in page.
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-profile-'));
    const profile = await chromium.launchPersistentContext(profileDir, { executablePath: browserPath(), headless: true });
    // With an expiry: a session cookie is not written to the profile, and Lighthouse's run would be signed out.
    await profile.addCookies([{ name: 'auth_token', value: token, url: edge, expires: Math.floor(Date.now() / 1000) + 3600 }]);
    const profileTab = await profile.newPage();
    await profileTab.goto(`${edge}/build-id`);
    await profileTab.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await profile.close();

    const popular = await (await fetch(`${edge}/api/v1/game/search?perPage=1&sort=popular`)).json();
    for (const page of PAGES) page.path = page.path.replace('{popular}', popular.data.items[0].slug);
    const rows = [];
    const signInContext = (context) => context.addCookies([{ name: 'auth_token', value: token, url: edge }]).then(() => context.addInitScript((value) => localStorage.setItem('auth_token', value), token));
    if (INP_ONLY) {
      await browser.close();
      printInp(await measureInp({ edge, executablePath: browserPath(), runs: LIGHTHOUSE_RUNS, signIn: signInContext }), { cpuSlowdown: INP_CPU_SLOWDOWN });
      return;
    }
    if (BYTES_ONLY) {
      for (const page of PAGES.filter((p) => /^(home|games: )/.test(p.name))) {
        const context = await browser.newContext();
        const m = await measure(context, page, signIn, { prefetch: false });
        await context.close();
        console.log(`${page.name}: JS ${m.jsGzipKb.toFixed(1)} KB gzip in ${m.jsFiles} files, ${m.runtimeCopies} federation runtime(s)`);
        if (args.includes('--files')) {
          for (const file of m.files.sort((a, b) => b.gzipKb - a.gzipKb)) console.log(`  ${file.gzipKb.toFixed(1).padStart(6)} KB  ${file.url.replace(/^https?:\/\/[^/]+/, '')}`);
        }
      }
      await browser.close();
      return;
    }
    for (const page of PAGES) {
      // The page's own scripts, then the same load with the next pages prefetched as a player's browser does it.
      const context = await browser.newContext();
      const m = await measure(context, page, signIn, { prefetch: false });
      const withPrefetch = await measure(context, page, signIn);
      m.prefetchGzipKb = Math.max(0, withPrefetch.jsGzipKb - m.jsGzipKb);
      await context.close();
      // A guest page is rendered on the server; the same page rendered in the browser (csr), beside it.
      const modes = {};
      if (!page.hostAlone && !process.env.BENCH_NO_LIGHTHOUSE) {
        modes.lh = page.signedIn ? { profileDir } : {};
        if (!page.signedIn) modes.csr = { browserRendered: true };
      }
      const { lh = { score: NaN }, csr = { score: NaN } } = lighthouseMedian(edge + page.path, modes);
      rows.push({ page: page.name, ...m, lighthouse: lh, csr });
    }
    // The sandbox's cost (issue 31): the same page rendered in this process as before, and through the render workers.
    const sandbox = spawnSync(
      'pnpm',
      ['--silent', '--filter', 'host', 'exec', 'tsx', 'server/render-workers/bench.ts', '--edge', edge, '--cdn-dir', stackEnv.CDN_DIR, '--api', `http://127.0.0.1:${stackEnv.API_PORT}`, '--url', '/en/blog/getting-the-most-from-free-spins'],
      { cwd: root, encoding: 'utf8', timeout: 10 * 60_000 },
    );
    await browser.close();
    const scroll = await measureLobbyScroll();
    const scrollFloor = {
      lobby: [scroll],
      empty: [await measureLobbyScroll({ kind: 'empty', height: scroll.scrollHeight })],
      boxes: [await measureLobbyScroll({ kind: 'boxes', height: scroll.scrollHeight })],
    };
    const inp = await measureInp({ edge, executablePath: browserPath(), runs: LIGHTHOUSE_RUNS, signIn: signInContext });
    // Three more edges on a PostgreSQL release store of their own (issue 31): how soon a switch reaches the others.
    const propagation = await releasePropagation({ switches: 100, portBase: base + 50 });
    // The edges' throughput as a visitor gets it (issue 31): the cluster, the load generator in its own process.
    const throughput = await clusterThroughput(THROUGHPUT);
    const header = ['page', 'JS gzip KB', '+ prefetch KB', 'JS files', 'requests', 'MF runtimes', 'chain', 'data vs chunk ms', 'ready ms', 'Lighthouse', 'LCP ms', 'TBT ms', 'held', 'CSR Lighthouse', 'CSR LCP ms', 'CSR held'];
    const score = (lh) => (Number.isNaN(lh.score) ? '-' : lh.range ? `${lh.score} (${lh.range})` : lh.score);
    const table = rows.map((r) => [
      r.page,
      r.jsGzipKb.toFixed(1),
      r.prefetchGzipKb.toFixed(1),
      r.jsFiles,
      r.requests,
      r.runtimeCopies,
      r.chain,
      r.dataVsChunkMs ?? '-',
      r.readyAfterMs,
      score(r.lighthouse),
      r.lighthouse.lcpMs ?? '-',
      r.lighthouse.tbtMs ?? '-',
      r.lighthouse.held ?? '-',
      score(r.csr),
      r.csr.lcpMs ?? '-',
      r.csr.held ?? '-',
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
    const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
    console.log(`\n${line(header)}`);
    for (const row of table) console.log(line(row));
    console.log(
      '\nJS gzip: every script the page ran, gzip -9, without prefetching; + prefetch: the scripts of the pages its links lead to,' +
        '\nwhich a link in view for a second gets ready (SPEC.md section 9), counted apart. MF runtimes: scripts carrying a Module Federation runtime. chain: the longest' +
        '\nrun of requests each started by the previous one, before the main content showed. data vs chunk: when the main API' +
        '\ncall started minus when its page chunk finished (negative: asked while the code was downloading). Lighthouse: mobile preset (simulated' +
        `\nslow 4G, ${CPU_SLOWDOWN ?? 4}x CPU slowdown); it varies with the load on the machine. Lighthouse and LCP: the page as a guest gets it (rendered` +
        '\non the server for public pages); CSR: the same page rendered in the browser (header x-casino-render: browser).' +
        `\nEach: the median of ${LIGHTHOUSE_RUNS} run(s), lowest-highest in brackets, LCP and TBT of the median run; held: runs whose first` +
        '\nframe this browser showed after more than a second (docs/server-render.md, "Measuring").',
    );
    if (benchmarkIndexes.length > 0) {
      const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      console.log(
        `\nThis machine's CPU for Lighthouse (benchmarkIndex): median ${Math.round(median)}, ${Math.round(sorted[0])}-${Math.round(sorted.at(-1))} over ${sorted.length} runs.` +
          '\nLighthouse\'s 4x slowdown is meant for 1,500-2,000; above that the simulated phone is faster than its target and the' +
          `\nscores read high. The same phone here: --cpu-slowdown ${((4 * median) / 1750).toFixed(1)} (4 x ${Math.round(median)} / 1,750).`,
      );
    }
    console.log(`\nremoteEntry.js, gzip -9 (goal under 5 KB): ${remoteEntrySizes().join(', ')}`);
    printClusterThroughput(throughput, benchmarkIndexes.length > 0 ? benchmarkIndexes : await benchmarkIndex({ executablePath: browserPath() }));
    console.log('\nThe sandbox\'s cost per render (host/server/render-workers/bench.ts), in the edge\'s process against the render workers:');
    console.log(sandbox.status === 0 ? sandbox.stdout.trimEnd() : `  not measured: ${(sandbox.stderr || sandbox.error?.message || 'no output').trim().split('\n').slice(-3).join(' ')}`);
    printPropagation(propagation);
    printInp(inp, { cpuSlowdown: INP_CPU_SLOWDOWN });
    const lobby = rows.find((r) => r.page.startsWith('games: lobby'));
    console.log(
      `\nGames lobby: JS ${lobby.jsGzipKb.toFixed(1)} KB gzip, main content after ${lobby.readyAfterMs} ms, Lighthouse ${score(lobby.lighthouse)}.` +
        `\nScrolling ${SCROLL_CATALOGUE.toLocaleString('en')} games on a ${PHONE.width}x${PHONE.height} phone (${scroll.frames} frames, ${SCROLL_STEP_PX} px each, to ${scroll.reachedY} of ${scroll.endY} px):` +
        ` frame time p95 ${scroll.p95.toFixed(1)} ms (goal under 16.7 ms), worst ${scroll.worst.toFixed(1)} ms;` +
        ` DOM ${scroll.domMin}-${scroll.domMax} elements, at most ${scroll.cardsMax} game cards (bounded: it does not grow with the list).`,
    );
    printScrollLine(scrollFloor);
  } finally {
    stopStack();
  }
}

/** Each remote's entry as built (the file its manifest names), gzip -9 like the page figures. */
function remoteEntrySizes() {
  return ['games', 'account', 'content', 'promotions'].map((remote) => {
    const dist = path.join(root, `remote-${remote}`, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const entry = fs.readFileSync(path.join(dist, manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name));
    return `${remote} ${(gzipSync(entry, { level: 9 }).length / 1024).toFixed(1)} KB`;
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
