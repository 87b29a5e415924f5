#!/usr/bin/env node
// CPU time per guest blog-article page through `pnpm start:cluster`, for fixed amounts of work (docs/performance-log.md,
// "Uncached guest pages, round 33"): on a machine shared with other work the pages/s of `pnpm bench --throughput`
// follow the load, while the CPU each process spends per answer stays comparable between builds run back to back.
//   node e2e/bench/cpu-per-page.mjs [--cached 3000] [--uncached 400] [--warmup 2000]     (run `pnpm build` first)
// Starts the cluster on BENCH_PORT_BASE + 60 (like the bench's --throughput), renders `--warmup` distinct pages to warm
// the render workers (2,000: 1,000 for each of the cluster's 2 working workers, 500 each when it ran 4; with 400, 100 each, the figure mixed in the
// workers' warm-up: their first 200 or so renders cost about twice a warm one, docs/performance-log.md), then asks one article `--cached` times and `--uncached` distinct pages (article x language x device
// x remembered language, as the bench's uncached list) once each, 16 connections; prints one JSON line per measure:
// answers, pages/s, CPU ms per answer in total and by process (edges, render workers, API, PostgreSQL, CDN), and the
// answers' outcomes (status/x-casino-cache/x-casino-render: a "-" render is a page left to the browser).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchStackEnv, padBlogFor, startStack, uncachedPages } from './cluster-throughput.mjs';
import { cpuBetween, snapshotTree } from './process-cpu.mjs';
import { pagesInTurn } from './page-requests.mjs';

const { values } = parseArgs({ options: { cached: { type: 'string', default: '3000' }, uncached: { type: 'string', default: '400' }, warmup: { type: 'string', default: '2000' }, edges: { type: 'string', default: '2' } } });
const portBase = Number(process.env.BENCH_PORT_BASE || 3900) + 60;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const stateDir = path.join(root, '.var', `bench-cpu-${portBase}`);
fs.rmSync(stateDir, { recursive: true, force: true });
const origin = `http://localhost:${portBase}`;
const stackEnv = benchStackEnv(portBase, stateDir);
const { stack, stop } = startStack(['cluster', '--no-build', '--edges', values.edges, '--dev-switches'], { ...process.env, ...stackEnv });

async function waitUp() {
  for (let tries = 0; tries < 600; tries += 1) {
    if (stack.exitCode !== null) throw new Error(`the cluster stopped (exit ${stack.exitCode})`);
    try {
      if ((await fetch(`${origin}/build-id`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the cluster did not start');
}

/** `amount` answers of `pages` in turn; the CPU time of every process of the stack meanwhile. */
async function measure(pages, amount) {
  const outcomes = {};
  const before = snapshotTree([stack.pid]);
  const started = performance.now();
  const result = await autocannon({
    url: origin,
    connections: 16,
    amount,
    requests: [
      pagesInTurn(pages, (status, headers) => {
        const key = `${status}/${headers['x-casino-cache'] ?? '-'}/${headers['x-casino-render'] ?? '-'}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }).request,
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuBetween(before, snapshotTree([stack.pid]));
  const answers = result.requests.total;
  const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
  const byProcess = Object.fromEntries(Object.entries(cpu).filter(([, ms]) => ms >= 1).map(([kind, ms]) => [kind, +(ms / answers).toFixed(2)]));
  return { answers, pagesPerSecond: +(answers / seconds).toFixed(1), cpuMsPerAnswer: +(total / answers).toFixed(2), byProcess, outcomes, loadAverage: +os.loadavg()[0].toFixed(1) };
}

try {
  await waitUp();
  // Enough articles (the API's operator switch pads the blog) that the warm-up and the measure never ask a page twice.
  const slugs = await padBlogFor(Number(values.warmup) + Number(values.uncached), stackEnv);
  const pages = uncachedPages(slugs);
  // Warm-up on the end of the list; the measure runs over its start (never the same page twice).
  const warmup = Number(values.warmup);
  // In two halves, both printed: the second one's CPU per page near the measure's says the workers were warm.
  for (const half of [Math.ceil(warmup / 2), Math.floor(warmup / 2)]) console.log(JSON.stringify({ measure: 'warm-up', ...(await measure(pages.splice(pages.length - half), half)) }));
  const article = [{ path: `/en/blog/${slugs[0]}`, headers: { 'accept-language': 'en' } }];
  await measure(article, 50);
  console.log(JSON.stringify({ measure: 'cached', ...(await measure(article, Number(values.cached))) }));
  console.log(JSON.stringify({ measure: 'uncached', ...(await measure(pages, Number(values.uncached))) }));
} finally {
  stop();
  await new Promise((resolve) => (stack.exitCode !== null ? resolve() : stack.once('exit', resolve)));
  fs.rmSync(stateDir, { recursive: true, force: true });
}
process.exit(0);
