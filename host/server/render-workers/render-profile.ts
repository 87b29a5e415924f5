/**
 * CPU per render of the host's server build in this process, over the blog articles in ten languages and three devices
 * (the uncached pages of `e2e/bench/cpu-per-page.mjs`), against a running stack. For in-process A/Bs of a render's cost
 * and `node --cpu-prof`:
 *   pnpm --filter host exec tsx server/render-workers/render-profile.ts --edge http://localhost:3160 --cdn-dir <dir>
 *     --api http://127.0.0.1:3180 [--build host/dist/server/main.js] [--warm 600] [--renders 1200] [--concurrency 8]
 *     [--cpu-profile <file>] [--pad <articles> --dev-secret-file <file>]
 * Prints one JSON line: renders, CPU ms per render, garbage collections and their pause per render, API calls and
 * sanitised article bodies per render (the render worker's own counts, worker.cjs `work`). `--pad` first pads the
 * blog through the API's operator switch (POST /_dev/blog/articles, a stack started with `--dev-switches`) to that many
 * articles, as the throughput bench does (61 articles), so both render the same pages. `--cpu-profile`
 * writes V8's CPU profile of the measured renders only (after the warm-up; `node --cpu-prof` also holds the warm-up's
 * first loads and sanitising).
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES } from '@casino/contract';
import type { RenderRequest, WorkerRenderResult } from '../../src/server/render-contract';
import type { DeviceKind } from '../../src/shell/device-kind';
import { findRepoRoot } from '../paths';
import { releaseMap, servedRemotes, servedRoutes } from './bench-input';

const { values } = parseArgs({
  options: {
    edge: { type: 'string', default: 'http://localhost:3000' },
    'cdn-dir': { type: 'string', default: path.join(findRepoRoot(), '.var', 'cdn') },
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    build: { type: 'string', default: path.join(findRepoRoot(), 'host', 'dist', 'server', 'main.js') },
    warm: { type: 'string', default: '600' },
    renders: { type: 'string', default: '1200' },
    concurrency: { type: 'string', default: '8' },
    'cpu-profile': { type: 'string' },
    pad: { type: 'string' },
    'dev-secret-file': { type: 'string', default: path.join(findRepoRoot(), '.var', 'dev-secret') },
  },
});
const DEVICES: DeviceKind[] = ['mobile', 'tablet', 'desktop'];

async function main() {
  const map = await releaseMap(values.edge!);
  const remotes = servedRemotes(map, values['cdn-dir']!);
  const routes = servedRoutes(map);
  if (values.pad) {
    const answer = await fetch(`${values.api}/api/v1/_dev/blog/articles`, {
      method: 'POST',
      headers: { 'x-dev-secret': fs.readFileSync(values['dev-secret-file']!, 'utf8').trim(), 'content-type': 'application/json' },
      body: JSON.stringify({ size: Number(values.pad) }),
    });
    if (!answer.ok) throw new Error(`padding the blog failed: ${answer.status} ${await answer.text()}`);
  }
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = (await (await fetch(`${values.api}/api/v1/blog/articles?perPage=100&page=${page}`)).json()) as { data: { items: { slug: string }[]; total: number } };
    slugs.push(...data.items.map((item) => item.slug));
    if (data.items.length === 0 || slugs.length >= data.total) break;
  }
  // Article bodies the content remote sanitised because it had not yet (sanitize-memory.server.ts).
  let sanitised = 0;
  diagnostics.subscribe('casino:sanitise', () => (sanitised += 1));
  const requests: RenderRequest[] = [];
  for (const remembered of [null, ...LOCALES])
    for (const device of DEVICES)
      for (const slug of slugs)
        for (const language of LOCALES)
          requests.push({ url: `/${language}/blog/${slug}`, apiUrl: values.api!, remotes, routes, acceptLanguage: language, rememberedLocale: remembered, userAgent: 'bench', deviceHint: device, deadlineMs: 1500 });
  // The API calls that leave the render (the worker's guest API memory missed), counted by path.
  const realFetch = globalThis.fetch;
  const outgoing = new Map<string, number>();
  globalThis.fetch = (input, init) => {
    const key = new URL(String(input instanceof Request ? input.url : input)).pathname.replace(/\/blog\/articles\/[^/]+/, '/blog/articles/:slug');
    outgoing.set(key, (outgoing.get(key) ?? 0) + 1);
    return realFetch(input, init);
  };
  const build = createRequire(__filename)(path.resolve(values.build!)) as { renderPage(request: RenderRequest): Promise<WorkerRenderResult> };
  let next = 0;
  let failed = 0;
  const run = async (amount: number) => {
    const end = next + amount;
    await Promise.all(
      Array.from({ length: Number(values.concurrency) }, async () => {
        while (next < end) {
          const request = requests[next % requests.length]!;
          next += 1;
          const result = await build.renderPage(request).catch(() => undefined);
          if (result?.kind !== 'page' || result.leftToBrowser.length > 0) failed += 1;
        }
      }),
    );
  };
  await run(Number(values.warm));
  failed = 0;
  let collections = 0;
  let pause = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      collections += 1;
      pause += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const renders = Number(values.renders);
  const profiler = values['cpu-profile'] ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
    await profiler.post('Profiler.start');
  }
  const before = process.cpuUsage();
  const started = performance.now();
  outgoing.clear();
  sanitised = 0;
  await run(renders);
  const cpu = process.cpuUsage(before);
  const wall = performance.now() - started;
  observer.disconnect();
  if (profiler) fs.writeFileSync(values['cpu-profile']!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  console.log(JSON.stringify({ build: values.build, renders, failed, cpuMsPerRender: +((cpu.user + cpu.system) / 1000 / renders).toFixed(2), wallMsPerRender: +(wall / renders).toFixed(2), gcPerRender: +(collections / renders).toFixed(2), gcMsPerRender: +(pause / renders).toFixed(2), load: (await import('node:os')).loadavg()[0]!.toFixed(1), apiCallsPerRender: +([...outgoing.values()].reduce((a, b) => a + b, 0) / renders).toFixed(2), apiCalls: Object.fromEntries(outgoing), articles: slugs.length, sanitisedPerRender: +(sanitised / renders).toFixed(2) }));
  process.exit(0);
}

void main();
