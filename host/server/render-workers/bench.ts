/**
 * The sandbox's cost per render (docs/releases.md, "Remote server code runs in a sandbox"): the same guest page
 * rendered by the host's server build in this process (how the edge rendered before issue 31) and through the render
 * workers, against a running stack (`pnpm start`, or the journeys' stack). No page cache: every render is a full one.
 *
 *   pnpm --filter host exec tsx server/render-workers/bench.ts [--edge http://localhost:3000] [--cdn-dir .var/cdn]
 *     [--url /en/blog] [--renders 200] [--concurrency 8] [--workers <cores>]
 *
 * Prints, for each way: sequential renders (mean, p50, p95 in ms) and concurrent renders per second.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserReleaseMap, RemoteName } from '@casino/shared/release/contract';
import type { RenderRequest, RenderResult } from '../../src/server/render-contract';
import { findRepoRoot } from '../paths';
import { ServerFileHashes } from '../release/publish-server-files';
import { serverEntryOf } from '../ssr';
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
  },
});

interface Build {
  renderPage(request: RenderRequest): Promise<RenderResult>;
}

async function releaseMap(edge: string): Promise<BrowserReleaseMap> {
  const html = await (await fetch(`${edge}/`, { headers: { 'x-casino-render': 'browser' } })).text();
  const json = /<script[^>]*id="casino-release-map"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no release map in ${edge}/: is the stack running?`);
  return JSON.parse(json) as BrowserReleaseMap;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(label: string, build: Build, request: (n: number) => RenderRequest, renders: number, concurrency: number) {
  // Warm: the remotes' server builds load once (per worker), as on a running edge.
  for (let i = 0; i < 3 * concurrency; i += 1) await build.renderPage(request(-i - 1));
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
  console.log(
    `${label.padEnd(22)} sequential: mean ${mean.toFixed(2)} ms, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms` +
      ` | ${concurrency} at once: ${perSecond.toFixed(1)} renders/s | not fully rendered: ${failed}/${renders}`,
  );
  return { mean, perSecond };
}

async function main() {
  const map = await releaseMap(values.edge!);
  const hashes = new ServerFileHashes(path.resolve(values['cdn-dir']!));
  const remotes: RenderRequest['remotes'] = {};
  for (const [remote, release] of Object.entries(map.remotes) as [RemoteName, BrowserReleaseMap['remotes'][RemoteName]][]) {
    if (!release) continue;
    const files = hashes.of(remote, release.version);
    remotes[remote] = { version: release.version, entry: serverEntryOf(release.manifestUrl), ...(files ? { files } : {}) };
  }
  const request = (n: number): RenderRequest => ({
    url: `${values.url}${values.url!.includes('?') ? '&' : '?'}bench=${n}`,
    apiUrl: values.api!,
    remotes,
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
  const sandboxed = await measure(`workers (${values.workers})`, pool, request, renders, concurrency);
  pool.close();
  const inProcess = await measure('in the edge (before)', createRequire(__filename)(main) as Build, request, renders, concurrency);
  console.log(
    `sandbox cost per render: ${(sandboxed.mean - inProcess.mean).toFixed(2)} ms (${((sandboxed.mean / inProcess.mean - 1) * 100).toFixed(0)}% sequential);` +
      ` throughput ${((sandboxed.perSecond / inProcess.perSecond - 1) * 100).toFixed(0)}%`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
