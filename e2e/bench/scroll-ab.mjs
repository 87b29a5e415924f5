#!/usr/bin/env node
// An A/B of the lobby's scroll between builds of the games remote, on one stack (docs/performance-log.md, round 37):
// each variant's `remote-games/dist` is published to the stack's CDN as a version of its own, and the release CLI
// switches the games remote to it before each of its passes, so the host, the edge, the API, the pictures and the
// browser's flags are the same for every variant. Variants interleaved, the order reversed every other round.
//   node e2e/bench/scroll-ab.mjs [--rounds N] [--frames N] [--cpu-slowdown X] [--main-thread] <label>=<games dist> <label>=<games dist> ...
// after `pnpm build` (the stack serves this checkout's host and other remotes). A pass is the bench's own scroll
// (`pnpm bench --scroll`: 390x844 at DPR 2, 120 px a frame, frames not held to 60 Hz) plus the renderer's CPU time per
// frame (all its threads, SystemInfo.getProcessInfo), which the machine's load moves less than the frame times.
// --main-thread also traces each pass and prints the page's main thread's own CPU time per frame (the trace's thread time
// of its top-level tasks): the renderer's CPU counts its compositor and raster threads too, and the frame times wait on
// the machine; the main thread's thread time is the lobby's script, style, layout and paint alone, and is not stretched
// by other processes running while the thread is descheduled (round 39).
// Keep a build's games remote with `cp -a remote-games/dist <folder>` before changing it. BENCH_PORT_BASE as for the bench.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchStackEnv, startStack } from './cluster-throughput.mjs';
import { browserPath, waitForAnswer } from './browser-and-stack.mjs';
import { gamesScrolled, padCatalogue, PHONE, SCROLL_STEP_PX, scrollByFrames, warmPictures } from './scroll-frames.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const ROUNDS = option('--rounds', 3);
const FRAMES = option('--frames', 300);
const CPU_SLOWDOWN = option('--cpu-slowdown', 1);
const MAIN_THREAD = args.includes('--main-thread');
const variantArgs = args.filter((arg, i) => arg.includes('=') && !args[i - 1]?.startsWith('--'));
if (variantArgs.length < 2) {
  console.error('usage: node e2e/bench/scroll-ab.mjs [--rounds N] [--frames N] [--cpu-slowdown X] A=<games dist> B=<games dist> ...');
  process.exit(2);
}
const base = Number(process.env.BENCH_PORT_BASE || 3900);
const stateDir = path.join(root, '.var', `bench-ab-${base}`);
const env = { ...process.env, ...benchStackEnv(base, stateDir) };
const edge = `http://localhost:${base}`;

function release(...command) {
  const run = spawnSync(process.execPath, [path.join(root, 'host', 'dist-edge', 'release.cjs'), ...command], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`release ${command.join(' ')}: ${run.stderr}${run.stdout}`);
}

async function rendererCpuSeconds(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  return processInfo.filter((process) => process.type === 'renderer').reduce((sum, process) => sum + process.cpuTime, 0);
}

/** The main thread's own CPU time (thread time, ms) in a trace's top-level tasks: the renderer with the most rAF callbacks. */
function mainThreadCpuMs(trace) {
  const events = trace.traceEvents ?? trace;
  const frames = new Map();
  for (const e of events) if (e.name === 'FireAnimationFrame' && e.ph === 'X') frames.set(`${e.pid}:${e.tid}`, (frames.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...frames].sort((a, b) => b[1] - a[1])[0]?.[0];
  let ms = 0;
  for (const e of events) if (e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && `${e.pid}:${e.tid}` === main) ms += (e.tdur ?? 0) / 1000;
  return ms;
}

async function pass(variant) {
  release('switch', 'games', variant.version, '--reason', 'scroll A/B', '--revision', 'latest', '--force');
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: ['--disable-background-networking', '--no-first-run', '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  try {
    const tab = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const entries = [];
    tab.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
    await tab.goto(`${edge}/en/games?sort=popular`);
    await tab.locator('[data-testid="lobby-results"] [role="listitem"]').first().waitFor({ timeout: 60_000 });
    // The page ran the variant it was switched to (the games remote's entry comes from the version's folder).
    if (!entries.some((url) => url.includes(`/games/${variant.version}/`))) throw new Error(`${variant.label}: the page did not load games ${variant.version}`);
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.waitForTimeout(1000);
    if (CPU_SLOWDOWN > 1) await (await tab.context().newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const browserSession = await browser.newBrowserCDPSession();
    if (MAIN_THREAD) await browser.startTracing(tab, { categories: ['toplevel', 'devtools.timeline'] });
    const before = await rendererCpuSeconds(browserSession);
    const result = await tab.evaluate(scrollByFrames, [SCROLL_STEP_PX, FRAMES]);
    result.cpuPerFrame = ((await rendererCpuSeconds(browserSession)) - before) * 1000 / result.frames;
    if (MAIN_THREAD) result.mainPerFrame = mainThreadCpuMs(JSON.parse((await browser.stopTracing()).toString('utf8'))) / result.frames;
    result.load = os.loadavg()[0];
    return result;
  } finally {
    await browser.close();
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

fs.rmSync(stateDir, { recursive: true, force: true });
const { stop } = startStack(['serve', '--fresh', '--dev-switches'], env);
try {
  await waitForAnswer(`${edge}/build-id`);
  const stamp = Date.now().toString(36);
  const variants = variantArgs.map((arg) => {
    const [label, dist] = arg.split('=');
    const version = `0.0.0-ab-${label}-${stamp}`;
    release('publish', 'games', '--dist', path.resolve(dist), '--version', version);
    return { label, version, passes: [] };
  });
  // The 5,000-game catalogue, and the pictures of the games a pass scrolls past drawn before the first pass.
  await padCatalogue(env);
  await warmPictures(env, gamesScrolled(FRAMES));
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      const result = await pass(variant);
      variant.passes.push(result);
      console.log(
        `${variant.label} round ${round + 1}: frame p95 ${result.p95.toFixed(1)} ms (p50 ${result.p50.toFixed(1)}), renderer CPU ${result.cpuPerFrame.toFixed(2)} ms a frame,` +
          `${MAIN_THREAD ? ` main thread ${result.mainPerFrame.toFixed(2)} ms a frame,` : ''} ${result.frames} frames, DOM ${result.domMin}-${result.domMax}; load ${result.load.toFixed(1)}`,
      );
    }
  }
  console.log(`\n${FRAMES} frames a pass at ${CPU_SLOWDOWN}x, ${ROUNDS} rounds (medians, each pass in brackets):`);
  for (const { label, passes } of variants) {
    const list = (key) => passes.map((p) => p[key].toFixed(1)).join(', ');
    console.log(
      `  ${label}: frame p95 ${median(passes.map((p) => p.p95)).toFixed(1)} ms (${list('p95')}), renderer CPU ${median(passes.map((p) => p.cpuPerFrame)).toFixed(2)} ms a frame (${list('cpuPerFrame')})` +
        `${MAIN_THREAD ? `, main thread ${median(passes.map((p) => p.mainPerFrame)).toFixed(2)} ms a frame (${list('mainPerFrame')})` : ''}; load ${list('load')}`,
    );
  }
} finally {
  stop();
}
