#!/usr/bin/env node
// What each long task of a page load is (issue 36 item 4): Lighthouse's blocking time at the calibrated slowdown is the
// sum of every main-thread task's time over 50 ms, and one Lighthouse figure swings 2x from run to run on a shared
// machine. This loads the page in Chromium N times with a Chrome trace (CDP Tracing through Playwright), takes the
// renderer main thread's top-level tasks and names each by what ran in it: the first evaluation of which script, its
// compile, a call into which script (React's scheduler in react-dom's chunk is hydration and rendering), timers,
// microtasks, HTML parsing, style and layout, garbage collection. Per kind it prints the median over the runs of how
// many tasks blocked and of their blocking time.
//
//   node e2e/bench/long-tasks.mjs [--no-stack] [--cpu-time] [--runs N] [--slowdown X[,Y]] [--pages home,lobby] [--json FILE]
//     --slowdown: Chromium's CPU throttling for the load (default "1,8.5"). At 1x a task blocks in Lighthouse's
//       simulation once it is over 50 / 8.5 = 5.9 ms (Lighthouse's default throttling runs the page unthrottled and
//       multiplies each task by the slowdown), so 1x is scored against 50 / X of the largest X given; at X the
//       threshold is 50 ms.
//     --no-stack: measure an edge already running at BENCH_EDGE (default http://localhost:$BENCH_PORT_BASE);
//       otherwise the production stack is started from the last `pnpm build` on BENCH_PORT_BASE (default 3900).
//     --ab URL_A,URL_B: an A/B of two edges already running (two builds), in the order A B, B A, A B, ... run by run;
//       the table is printed for each side.
//     --ab-roots DIR_A,DIR_B: the same, each side's stack started here from the last `pnpm build` of a checkout (a
//       `git worktree` of the old commit with its own build as A, this one as B), on BENCH_PORT_BASE and 5 above it.
//     --lighthouse: instead of traces, Lighthouse itself (mobile preset, CPU slowdown the largest --slowdown, default
//       8.5), --runs times per page and side in the same interleaved order; prints each run and the medians of the
//       score, the blocking time and the LCP.
//     --json FILE: every task of every run, for a later comparison (with --lighthouse: each run's figures and LCP
//       element; BENCH_LH_REPORTS=<folder> keeps each Lighthouse report whole).
//     --cpu-time: a task's length is the main thread's CPU time in it (the trace's thread time) instead of its wall
//       time. On a loaded machine a task's wall time holds the time the thread waited for a core (2-3x its CPU time
//       at load 10 on 2 cores), so two builds compared there differ by the load more than by their code; the CPU time
//       does not. What it leaves out: waits inside a task (a synchronous call to the browser process, such as the
//       first storage access), which Lighthouse counts. On a quiet machine the two agree but for those waits. Use it
//       with --slowdown 1: Chromium's throttling stops the thread, which its CPU time does not count.
// The order of pages and slowdowns is interleaved run by run, so a change in the machine's load spreads over all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { benchStackEnv, startStack } from './cluster-throughput.mjs';
import { browserPath, waitForAnswer } from './browser-and-stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Math.max(1, Number(option('--runs', 5)) || 5);
const SLOWDOWNS = option('--slowdown', '1,8.5').split(',').map(Number).filter((x) => x >= 1);
const CALIBRATED = Math.max(...SLOWDOWNS, 8.5);
const CPU_TIME = args.includes('--cpu-time');
const PAGES = {
  home: { path: '/en', ready: '[data-testid="home-page"] h1' },
  lobby: { path: '/en/games', ready: '[data-testid="games-lobby"] img' },
  game: { path: '/en/games-{popular}', ready: '[data-testid="game-page"] h1' },
  about: { path: '/en/display/aboutus', ready: '[data-testid="display-page"] h1' },
  blog: { path: '/en/blog/getting-the-most-from-free-spins', ready: '[data-testid="blog-article"] h1' },
  tournaments: { path: '/en/tournaments/list', ready: '[data-testid="tournaments-list"] h2' },
};
const chosen = option('--pages', 'home,lobby').split(',').filter((name) => PAGES[name]);
const base = Number(process.env.BENCH_PORT_BASE || 3900);
const AB_ROOTS = option('--ab-roots')?.split(',').map((dir) => path.resolve(dir));
const AB = AB_ROOTS ? [`http://localhost:${Number(process.env.BENCH_PORT_BASE || 3900)}`, `http://localhost:${Number(process.env.BENCH_PORT_BASE || 3900) + 5}`] : option('--ab')?.split(',');
const edge = AB?.[0] ?? (process.env.BENCH_EDGE || `http://localhost:${base}`);
/** The edges measured: one, or the A and B of a comparison. */
const SIDES = AB ? [{ label: 'A', edge: AB[0] }, { label: 'B', edge: AB[1] }] : [{ label: '', edge }];
/** Lighthouse's mobile preset viewport. */
const PHONE = { width: 412, height: 823 };
/** After the page's main content shows: long enough for hydration, the after-paint scripts and the first idle work. */
const SETTLE_MS = 4000;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  // The JavaScript sampler: which script's functions the time of a task went to (microtasks and callbacks carry no URL).
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/** A script's short name: its file without the content hash (main, 435, consent, remoteEntry of games, ...). */
export function scriptName(url) {
  if (!url) return '';
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url.slice(0, 40);
  }
  const file = pathname.split('/').at(-1) || pathname;
  const remote = pathname.match(/\/(games|account|content|promotions)\//)?.[1];
  const short = file.replace(/\.[0-9a-f]{6,}(?=\.)/, '').replace(/\.js$/, '');
  if (!/\.js$/.test(file)) return 'page HTML';
  return remote ? `${remote}/${short}` : short;
}

/** What a trace event inside a task is, by its kind and the script it ran; undefined for events that say nothing. */
function kindOf(c) {
  const data = c.args?.data ?? c.args?.beginData ?? {};
  const name = (fn) => (fn && fn.length > 3 ? ` ${fn}` : '');
  if (c.name === 'EvaluateScript' || c.name === 'v8.evaluateModule') return `evaluate ${scriptName(data.url ?? data.stackTrace?.[0]?.url) || 'inline'}`;
  if (c.name === 'v8.compile' || c.name === 'v8.compileModule' || c.name === 'V8.CompileCode' || c.name === 'CacheScript') return `compile ${scriptName(data.url ?? c.args?.fileName) || 'lazy'}`;
  if (c.name === 'FunctionCall') return `call ${scriptName(data.url) || '?'}${name(data.functionName)}`;
  if (c.name === 'TimerFire') return 'timer';
  if (c.name === 'RunMicrotasks' || c.name === 'V8.RunMicrotasks') return 'microtasks';
  if (c.name === 'ParseHTML') return 'parse HTML';
  if (c.name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (c.name === 'UpdateLayoutTree' || c.name === 'RecalculateStyles' || c.name === 'Layout') return 'style/layout';
  if (c.name === 'Paint' || c.name === 'PrePaint' || c.name === 'Layerize' || c.name === 'UpdateLayer' || c.name === 'Commit') return 'paint';
  if (/^(MajorGC|MinorGC|V8.GC_|BlinkGC)/.test(c.name)) return 'GC';
  if (c.name === 'EventDispatch') return `event ${data.type ?? ''}`.trim();
  if (c.name === 'FireAnimationFrame') return 'animation frame';
  if (c.name === 'XHRReadyStateChange' || c.name === 'XHRLoad') return 'xhr';
  return undefined;
}

/** The sampler's samples of one process as [time, script of the innermost frame with a URL, function]. */
function samplesOf(events, pid) {
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { time: e.args.data.startTime, nodes: new Map() });
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      profile.time += timeDeltas[i] ?? 0;
      samples.push([profile.time, id, profile]);
    });
  }
  return samples.map(([time, id, profile]) => {
    // The innermost frame that belongs to a script: a built-in (JSON.parse, (program)) is charged to its caller's script.
    let node = profile.nodes.get(id);
    const leaf = node?.callFrame?.functionName;
    while (node && !node.callFrame?.url) node = profile.nodes.get(node.parent);
    const script = node ? scriptName(node.callFrame.url) : leaf === '(garbage collector)' ? 'GC' : leaf === '(program)' ? 'browser' : 'idle';
    const fn = node ? `${script}:${node.callFrame.functionName || '(anonymous)'}@${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}` : script;
    return { time, script, fn };
  });
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * The renderer main thread's top-level tasks, each named by the event that took most of its time: the kind (evaluate,
 * compile, call, timer, microtasks, parse HTML, style/layout, paint, GC, other) and the script it ran.
 */
export function longTasksOf(events, { threshold, cpuTime = false }) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer: the one whose main thread committed the navigation (the busiest otherwise).
  const counts = new Map();
  for (const e of events) {
    if (e.ph === 'X' && TASK_NAMES.has(e.name)) {
      const key = `${e.pid}:${e.tid}`;
      if (mains.some((m) => m.pid === e.pid && m.tid === e.tid)) counts.set(key, (counts.get(key) ?? 0) + e.dur);
    }
  }
  const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!busiest) return [];
  const [pid, tid] = busiest.split(':').map(Number);
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = events.find((e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const zero = navigation?.ts ?? thread[0]?.ts ?? 0;
  // Lighthouse counts blocking time from the first contentful paint: a task before it blocks nobody.
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint' && e.ts >= zero)?.ts ?? zero;
  const samples = samplesOf(events, pid);
  const tasks = [];
  let current;
  for (const e of thread) {
    if (TASK_NAMES.has(e.name)) {
      if (current && e.ts < current.end) continue; // a nested run loop: part of the task already open
      current = { start: e.ts, end: e.ts + e.dur, dur: e.dur, cpu: cpuTime && typeof e.tdur === 'number' ? e.tdur : e.dur, children: [] };
      tasks.push(current);
    } else if (current && e.ts >= current.start && e.ts < current.end) {
      current.children.push(e);
    }
  }
  return tasks
    .filter((task) => task.cpu / 1000 > threshold)
    .map((task) => {
      const kinds = new Map();
      const add = (kind, dur) => kinds.set(kind, (kinds.get(kind) ?? 0) + dur);
      // Self time of each named event (its time minus its named children's), so nothing counts twice: a compile
      // inside an evaluation is the compile's, a script's call inside a timer is the script's.
      const stack = [];
      const close = (until) => {
        while (stack.length && stack.at(-1).end <= until) {
          const done = stack.pop();
          add(done.kind, Math.max(0, done.dur - done.childDur));
        }
      };
      for (const c of task.children) {
        const kind = kindOf(c);
        if (!kind) continue;
        close(c.ts);
        if (stack.length) stack.at(-1).childDur += c.dur;
        stack.push({ kind, end: c.ts + c.dur, dur: c.dur, childDur: 0 });
      }
      close(Infinity);
      const covered = [...kinds.values()].reduce((s, d) => s + d, 0);
      if (task.dur - covered > 0) add('unattributed', task.dur - covered);
      // A microtask checkpoint or timer that called into a script: name it by the script.
      const ranked = [...kinds.entries()].sort((a, b) => b[1] - a[1]);
      const named = ranked.find(([kind]) => /^(evaluate|call|compile) /.test(kind) && kind.split(' ')[1]);
      const kind = named && named[1] >= 0.3 * task.dur ? named[0] : ranked[0]?.[0] ?? 'unattributed';
      // The sampler's view of the task: its time by script (the scripts' own code, what they called in the browser).
      const inTask = samples.filter((x) => x.time >= task.start && x.time < task.end && x.script !== 'idle');
      const byScript = new Map();
      for (const x of inTask) byScript.set(x.script, (byScript.get(x.script) ?? 0) + 1);
      const scripts = [...byScript.entries()].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${Math.round((100 * n) / inTask.length)}%`);
      const byFunction = new Map();
      for (const x of inTask) byFunction.set(x.fn, (byFunction.get(x.fn) ?? 0) + 1);
      const functions = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, n]) => `${name} ${Math.round((100 * n) / inTask.length)}%`);
      // The part after the first paint, in the task's own measure (its CPU time spread evenly over its wall time).
      const afterFcp = ((task.cpu / task.dur) * Math.max(0, task.end - Math.max(task.start, fcp))) / 1000;
      return { at: Math.round((task.start - zero) / 1000), ms: task.cpu / 1000, wallMs: task.dur / 1000, afterFcpMs: afterFcp, kind: task.end <= fcp ? `(before FCP) ${kind}` : kind, parts: ranked.slice(0, 4).map(([k, d]) => `${k} ${(d / 1000).toFixed(1)}`), scripts: scripts.slice(0, 4), functions };
    });
}

async function traceLoad(browser, url, ready, slowdown) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Polled through the protocol: Playwright's locators would inject their own script into the page, a task of its own
  // in the trace (about 11 ms at 1x).
  const shown = JSON.stringify(ready);
  for (let waited = 0; ; waited += 200) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${shown}) !== null` });
    if (result.value === true) break;
    if (waited > 60_000) throw new Error(`${url}: ${ready} never appeared`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // What follows the main content: hydration, the after-paint scripts and the first idle work.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * Math.min(slowdown, 3)));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Blocking time of a task against Lighthouse's 50 ms at the calibrated slowdown. */
const blocking = (task, slowdown) => {
  const scaled = task.afterFcpMs * (slowdown === 1 ? CALIBRATED : 1);
  return scaled > 50 ? scaled - 50 : 0;
};

/** One Lighthouse run (the flags of bench.mjs's Lighthouse): score, blocking time, LCP. */
function lighthouse(url) {
  const bin = path.join(root, 'e2e', 'node_modules', '.bin', 'lighthouse');
  const flags = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];
  const result = spawnSync(
    bin,
    [url, '--only-categories=performance', '--output=json', '--quiet', '--form-factor=mobile', '--max-wait-for-load=45000', `--chrome-flags=${flags.join(' ')}`, `--throttling.cpuSlowdownMultiplier=${CALIBRATED}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: browserPath() } },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url}: ${(result.stderr || String(result.error)).split('\n').slice(-3).join(' ')}`);
  const report = JSON.parse(result.stdout);
  // BENCH_LH_REPORTS=<folder>: every report whole, to read what the summary leaves out (the LCP's requests, the tasks).
  if (process.env.BENCH_LH_REPORTS) {
    fs.mkdirSync(process.env.BENCH_LH_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_LH_REPORTS, `${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), result.stdout);
  }
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(report.audits['total-blocking-time'].numericValue),
    lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
    benchmarkIndex: report.environment?.benchmarkIndex,
    ...lcpElementOf(report),
  };
}

/**
 * Which element Lighthouse took as the largest paint, and the observed (unthrottled) trace's split of its time
 * (lcp-breakdown-insight: time to first byte, load delay and duration of its resource, render delay).
 */
function lcpElementOf(report) {
  const items = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item?.type === 'node');
  const table = items.find((item) => item?.type === 'table');
  const parts = Object.fromEntries((table?.items ?? []).map((row) => [row.subpart, Math.round(row.duration)]));
  return node ? { lcpElement: `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 160)}`.trim(), lcpParts: parts } : {};
}

async function lighthouseRuns() {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    const sides = run % 2 ? [...SIDES].reverse() : SIDES;
    for (const name of chosen) {
      for (const side of sides) {
        const r = lighthouse(side.edge + PAGES[name].path);
        results.push({ side: side.label, page: name, run, ...r, load: os.loadavg()[0] });
        process.stderr.write(`${side.label} ${name} run ${run + 1}: ${r.score}, TBT ${r.tbt} ms, LCP ${r.lcp} ms (index ${r.benchmarkIndex}, load ${os.loadavg()[0].toFixed(1)})\n`);
        if (r.lcpElement) process.stderr.write(`  LCP element: ${r.lcpElement}; observed split ${JSON.stringify(r.lcpParts)}\n`);
      }
    }
  }
  const loads = results.map((r) => r.load);
  const indexes = results.map((r) => r.benchmarkIndex).filter(Boolean);
  console.log(`\nLighthouse at ${CALIBRATED}x, ${RUNS} runs per page and side (load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}, benchmarkIndex ${Math.min(...indexes)}-${Math.max(...indexes)}):`);
  for (const name of chosen) {
    for (const side of SIDES) {
      const runs = results.filter((r) => r.page === name && r.side === side.label);
      const list = (key) => runs.map((r) => r[key]).join(', ');
      console.log(`  ${side.label ? `${side.label} ` : ''}${name}: score ${median(runs.map((r) => r.score))} (${list('score')}), TBT ${median(runs.map((r) => r.tbt))} ms (${list('tbt')}), LCP ${median(runs.map((r) => r.lcp))} ms`);
    }
  }
  if (option('--json')) fs.writeFileSync(option('--json'), JSON.stringify(results, null, 1));
}

async function main() {
  let stop = () => {};
  const stops = [];
  if (AB_ROOTS) {
    // Each checkout's own stack (scripts/stack.mjs), in a process group of its own, stopped with this run.
    AB_ROOTS.forEach((dir, i) => {
      const sideBase = base + 5 * i;
      const env = { ...process.env, ...benchStackEnv(sideBase, path.join(dir, '.var', `bench-${sideBase}`)) };
      const stack = spawn(process.execPath, [path.join(dir, 'scripts', 'stack.mjs'), 'serve', '--fresh'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
      stops.push(() => {
        try {
          process.kill(-stack.pid, 'SIGTERM');
        } catch {
          /* gone */
        }
      });
    });
    process.on('exit', () => stops.forEach((stopOne) => stopOne()));
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  }
  if (!args.includes('--no-stack') && !AB) {
    const stateDir = path.join(root, '.var', `bench-${base}`);
    ({ stop } = startStack(['serve', '--fresh'], { ...process.env, ...benchStackEnv(base, stateDir) }));
    // Stopped with the run, also when the run is interrupted (startStack stops it on exit, which a signal skips).
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  }
  try {
    for (const side of SIDES) await waitForAnswer(`${side.edge}/build-id`);
    if (chosen.includes('game')) {
      const popular = await (await fetch(`${edge}/api/v1/game/search?perPage=1&sort=popular`)).json();
      PAGES.game.path = PAGES.game.path.replace('{popular}', popular.data.items[0].slug);
    }
    if (args.includes('--lighthouse')) {
      // One run of each page and side first, thrown away: caches warm, the first Chromium start paid.
      for (const side of SIDES) for (const name of chosen) lighthouse(side.edge + PAGES[name].path);
      await lighthouseRuns();
      return;
    }
    const browser = await chromium.launch({
      executablePath: browserPath(),
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    // One load of each page first, thrown away: the edge's cache and the CDN's files are warm for every measured run.
    for (const side of SIDES) for (const name of chosen) await traceLoad(browser, side.edge + PAGES[name].path, PAGES[name].ready, 1);
    const results = [];
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 ? [...SLOWDOWNS].reverse() : SLOWDOWNS;
      const sides = run % 2 ? [...SIDES].reverse() : SIDES;
      for (const name of chosen) {
        for (const slowdown of order) {
          for (const side of sides) {
            const events = await traceLoad(browser, side.edge + PAGES[name].path, PAGES[name].ready, slowdown);
            const threshold = slowdown === 1 ? 50 / CALIBRATED : 50;
            const tasks = longTasksOf(events, { threshold, cpuTime: CPU_TIME });
            results.push({ side: side.label, page: name, slowdown, run, tasks });
            loads.push(os.loadavg()[0]);
            process.stderr.write(`${side.label} ${name} ${slowdown}x run ${run + 1}: ${tasks.length} long tasks, blocking ${Math.round(tasks.reduce((s, t) => s + blocking(t, slowdown), 0))} ms\n`);
          }
        }
      }
    }
    await browser.close();
    if (option('--json')) fs.writeFileSync(option('--json'), JSON.stringify(results, null, 1));
    console.log(`\nLong tasks by what runs in them, median of ${RUNS} runs (load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}); a task's length is its ${CPU_TIME ? 'main-thread CPU time (--cpu-time)' : 'wall time'}.`);
    console.log(`At 1x a task counts once over ${(50 / CALIBRATED).toFixed(1)} ms (50 ms at ${CALIBRATED}x, as Lighthouse's simulation scales it); its blocking time is given at ${CALIBRATED}x,\ncounted from the first contentful paint as Lighthouse does (a task before it is listed, blocking 0).`);
    for (const name of chosen) {
      for (const slowdown of SLOWDOWNS) for (const side of SIDES) {
        const runs = results.filter((r) => r.side === side.label && r.page === name && r.slowdown === slowdown);
        const kinds = new Set(runs.flatMap((r) => r.tasks.map((t) => t.kind)));
        const rows = [...kinds].map((kind) => {
          const per = runs.map((r) => r.tasks.filter((t) => t.kind === kind));
          return {
            kind,
            count: median(per.map((tasks) => tasks.length)),
            longest: median(per.map((tasks) => Math.max(0, ...tasks.map((t) => t.ms)))),
            blocking: median(per.map((tasks) => tasks.reduce((s, t) => s + blocking(t, slowdown), 0))),
            seen: per.filter((tasks) => tasks.length).length,
          };
        });
        rows.sort((a, b) => b.blocking - a.blocking);
        const total = runs.map((r) => r.tasks.reduce((s, t) => s + blocking(t, slowdown), 0));
        console.log(`\n${side.label ? `${side.label} (${side.edge}) ` : ''}${name} (${PAGES[name].path}) at ${slowdown}x: blocking ${Math.round(median(total))} ms median (runs ${total.map(Math.round).join(', ')})`);
        console.log(`  ${'task'.padEnd(52)} ${'runs'.padStart(4)} ${'count'.padStart(5)} ${'longest ms'.padStart(10)} ${'blocking ms'.padStart(11)}`);
        for (const row of rows) {
          console.log(`  ${row.kind.slice(0, 52).padEnd(52)} ${`${row.seen}/${runs.length}`.padStart(4)} ${String(row.count).padStart(5)} ${row.longest.toFixed(1).padStart(10)} ${Math.round(row.blocking).toString().padStart(11)}`);
        }
      }
    }
  } finally {
    stop();
    stops.forEach((stopOne) => stopOne());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
