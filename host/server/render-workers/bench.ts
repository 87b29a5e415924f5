/**
 * The sandbox's cost per render (docs/releases.md, "Remote server code runs in a sandbox"): the same guest page
 * rendered by the host's server build in this process (how the edge rendered before issue 31) and through the render
 * workers, against a running stack (`pnpm start`, or the journeys' stack). No page cache: every render is a full one.
 *
 *   pnpm --filter host exec tsx server/render-workers/bench.ts [--edge http://localhost:3000] [--cdn-dir .var/cdn]
 *     [--url /en/blog] [--renders 200] [--concurrency 8] [--workers <cores>]
 *
 * Prints, for each way: sequential renders (mean, p50, p95 in ms) and concurrent renders per second, in alternating
 * rounds (the machine's load changes under a long run); then the hop alone: a build that answers a page of the same
 * size at once, in the process and through a worker.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RenderRequest, WorkerRenderResult } from '../../src/server/render-contract';
import { findRepoRoot } from '../paths';
import { releaseMap, servedRemotes, servedRoutes } from './bench-input';
import { RenderWorkerPool, workerOptionsFromEnv } from './pool';

const { values } = parseArgs({
  options: {
    edge: { type: 'string', default: process.env.EDGE_URL ?? 'http://localhost:3000' },
    'cdn-dir': { type: 'string', default: process.env.CDN_DIR ?? path.join(findRepoRoot(), '.var', 'cdn') },
    api: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    url: { type: 'string', default: '/en/blog' },
    renders: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    workers: { type: 'string', default: String(os.availableParallelism()) },
    rounds: { type: 'string', default: '3' },
  },
});

interface Build {
  renderPage(request: RenderRequest): Promise<WorkerRenderResult>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function warm(build: Build, request: (n: number) => RenderRequest, concurrency: number) {
  // The remotes' server builds load once (per worker), as on a running edge.
  for (let i = 0; i < 3 * concurrency; i += 1) await build.renderPage(request(-i - 1));
}

async function measure(label: string, build: Build, request: (n: number) => RenderRequest, renders: number, concurrency: number) {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < renders; i += 1) {
    const started = performance.now();
    const result = await build.renderPage(request(i)).catch(() => undefined);
    times.push(performance.now() - started);
    if (result?.kind !== 'page' || result.leftToBrowser.length > 0) failed += 1;
  }
  times.sort((a, b) => a - b);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < renders) {
        next += 1;
        await build.renderPage(request(renders + next)).catch(() => undefined);
      }
    }),
  );
  const perSecond = renders / ((performance.now() - started) / 1000);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  if (!label) return { mean, perSecond, p50: percentile(times, 50) };
  console.log(
    `${label.padEnd(22)} sequential: mean ${mean.toFixed(2)} ms, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms` +
      ` | ${concurrency} at once: ${perSecond.toFixed(1)} renders/s | not fully rendered: ${failed}/${renders}`,
  );
  return { mean, perSecond, p50: percentile(times, 50) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const map = await releaseMap(values.edge!);
  const remotes = servedRemotes(map, values['cdn-dir']!);
  const request = (n: number): RenderRequest => ({
    url: `${values.url}${values.url!.includes('?') ? '&' : '?'}bench=${n}`,
    apiUrl: values.api!,
    remotes,
    // The pages of those versions, as the edge put them into the map.
    routes: servedRoutes(map),
    acceptLanguage: 'en',
    rememberedLocale: null,
    userAgent: 'bench',
    deviceHint: null,
    deadlineMs: 1500,
  });
  const renders = Number(values.renders);
  const concurrency = Number(values.concurrency);
  const main = path.join(findRepoRoot(), 'host', 'dist', 'server', 'main.js');
  console.log(`${renders} renders of ${values.url} (node ${process.version}, ${os.availableParallelism()} cores)`);

  const pool = new RenderWorkerPool({ ...workerOptionsFromEnv(main, 1500), size: Number(values.workers) });
  const inEdge = createRequire(__filename)(main) as Build;
  await warm(pool, request, concurrency);
  await warm(inEdge, request, concurrency);
  const rounds = Number(values.rounds);
  const sandboxed: { mean: number; perSecond: number; p50: number }[] = [];
  const inProcess: { mean: number; perSecond: number; p50: number }[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`round ${round}`);
    sandboxed.push(await measure(`  workers (${values.workers})`, pool, request, renders, concurrency));
    inProcess.push(await measure('  in the edge (before)', inEdge, request, renders, concurrency));
  }
  pool.close();
  const cost = median(sandboxed.map((r) => r.mean)) - median(inProcess.map((r) => r.mean));
  const throughput = median(sandboxed.map((r) => r.perSecond)) / median(inProcess.map((r) => r.perSecond)) - 1;
  console.log(`median over ${rounds} rounds: sandbox cost per render ${cost.toFixed(2)} ms sequential; throughput ${(throughput * 100).toFixed(0)}%`);

  // The hop alone: a page of the same size answered at once, in this process and through one worker.
  const sample = await inEdge.renderPage(request(0));
  const bytes = sample.kind === 'page' ? sample.html.length + sample.stateJson.length : 100_000;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-bench-'));
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    `const html = 'x'.repeat(${bytes});
     exports.renderPage = async () => ({ kind: 'page', html, hoisted: '', head: { lang: 'en' }, remotes: [], stateJson: '{}', leftToBrowser: [] });
     exports.loadedRemoteVersions = async () => [];`,
  );
  const echo = createRequire(__filename)(path.join(dir, 'main.js')) as Build;
  const echoPool = new RenderWorkerPool({ ...workerOptionsFromEnv(path.join(dir, 'main.js'), 1500), size: 1 });
  await warm(echoPool, request, concurrency);
  const hopWorker = await measure('', echoPool, request, 2000, concurrency);
  const hopInProcess = await measure('', echo, request, 2000, concurrency);
  echoPool.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    `the hop alone (a ${Math.round(bytes / 1024)} KB page, 2000 renders): p50 ${hopWorker.p50.toFixed(3)} ms through a worker vs ${hopInProcess.p50.toFixed(3)} ms in the process` +
      ` (+${(hopWorker.p50 - hopInProcess.p50).toFixed(3)} ms); ${concurrency} at once: ${hopWorker.perSecond.toFixed(0)} vs ${hopInProcess.perSecond.toFixed(0)} per second`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
