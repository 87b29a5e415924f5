import crypto from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The edge's Prometheus metrics (prom-client), defined once here: code that does the work calls the small functions
 * below and never builds metrics of its own, so every edge exposes the same names. GET /_metrics serves them to a
 * scraper holding EDGE_METRICS_TOKEN (docs/releases.md, "Metrics"); without that token set, the route answers 404.
 *
 * Wired: requests, server renders, page-cache outcomes, render-worker restarts, remote load failures, release-store
 * latency.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'edge_' });

const requests = new Counter({
  name: 'edge_http_requests_total',
  help: 'Requests the edge answered, by route group and status code',
  labelNames: ['route', 'status'] as const,
  registers: [metricsRegistry],
});

const renders = new Counter({
  name: 'edge_server_renders_total',
  help: 'Server renders of guest pages, by outcome (page, redirect, left-to-browser, error)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const renderDuration = new Histogram({
  name: 'edge_server_render_duration_seconds',
  help: 'Time of one server render (a cache miss), seconds',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
  registers: [metricsRegistry],
});

const pageCache = new Counter({
  name: 'edge_page_cache_total',
  help: 'Guest page cache lookups by result (hit, stale, render, joined: waited for a render under way, shed: the render queue was full)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const workerRestarts = new Counter({
  name: 'edge_worker_restarts_total',
  help: 'Render workers restarted, by reason (exit: died by itself, stall: event loop blocked, memory: over budget)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/** Where renderWork reads from: the edge's renderer (edge-app.ts); none, and the gauge is empty. */
let renderWorkSource: (() => Promise<Record<string, number>>) | undefined;

new Gauge({
  name: 'edge_render_worker_work',
  help:
    "What this edge's running render workers did since each started, by kind: renders, cpu_ms, api_calls (the guest API memory missed), " +
    'other_requests (remote server files), sanitised (article bodies not remembered), sanitise_ms, gc, gc_ms, page_chars (sent over IPC)',
  labelNames: ['edge', 'what'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    if (!renderWorkSource) return;
    const edge = process.env.EDGE_WORKER_SLOT ?? '1';
    for (const [what, value] of Object.entries(await renderWorkSource())) this.set({ edge, what: what.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) }, value);
  },
});

/** The render workers' counts the metrics read (their pool, through the edge's renderer). */
export function readRenderWorkFrom(source: () => Promise<Record<string, number>>): void {
  renderWorkSource = source;
}

const remoteLoadFailures = new Counter({
  name: 'edge_remote_load_failures_total',
  help: "Remote load failures reported by players' browsers (verified report tokens only), by remote, version and channel",
  labelNames: ['remote', 'version', 'channel'] as const,
  registers: [metricsRegistry],
});

const releaseStore = new Histogram({
  name: 'edge_release_store_duration_seconds',
  help: 'Release store operations (read, transaction), seconds',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [metricsRegistry],
});

/** The route group of a path: a bounded label set (never the raw path, which anyone can vary). */
export function routeGroup(pathname: string): string {
  if (/^\/api\/v1(?:\/|$)/.test(pathname) || pathname.startsWith('/payment/')) return 'api';
  if (pathname.startsWith('/_release/api/')) return 'release-api';
  if (pathname === '/_release/report') return 'release-report';
  if (pathname.startsWith('/_release')) return 'release-page';
  if (pathname === '/_metrics') return 'metrics';
  if (pathname === '/build-id' || pathname === '/robots.txt' || pathname.startsWith('/sitemap')) return 'meta';
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'static';
  return 'page';
}

export function countRequest(pathname: string, status: number): void {
  requests.inc({ route: routeGroup(pathname), status: String(status) });
}

export function countRender(outcome: 'page' | 'redirect' | 'left-to-browser' | 'token-refused' | 'error', seconds?: number): void {
  renders.inc({ outcome });
  if (seconds !== undefined) renderDuration.observe(seconds);
}

export function countPageCache(result: 'hit' | 'stale' | 'render' | 'joined' | 'shed'): void {
  pageCache.inc({ result });
}

/** For the render workers: call once per worker the edge had to start again. */
export function countWorkerRestart(reason: 'exit' | 'stall' | 'memory'): void {
  workerRestarts.inc({ reason });
}

export function countRemoteLoadFailure(remote: string, version: string, channel: string): void {
  remoteLoadFailures.inc({ remote, version: version.slice(0, 64), channel });
}

/** Times one release-store operation (any store: the file store today, a PostgreSQL store later). */
export async function timeReleaseStore<T>(operation: string, work: () => Promise<T> | T): Promise<T> {
  const end = releaseStore.startTimer({ operation });
  try {
    const value = await work();
    end({ outcome: 'ok' });
    return value;
  } catch (error) {
    end({ outcome: 'error' });
    throw error;
  }
}

/** The synchronous form, for the file store's per-request read. */
export function timeReleaseStoreSync<T>(operation: string, work: () => T): T {
  const end = releaseStore.startTimer({ operation });
  try {
    const value = work();
    end({ outcome: 'ok' });
    return value;
  } catch (error) {
    end({ outcome: 'error' });
    throw error;
  }
}

const instrumented = new WeakSet<object>();

/** Wraps a store's read and transaction so every call is timed; the store itself stays unaware of metrics. */
export function instrumentReleaseStore<S extends { read(): unknown; transaction(...args: never[]): Promise<unknown> }>(store: S): S {
  if (instrumented.has(store)) return store;
  instrumented.add(store);
  const read = store.read.bind(store);
  const transaction = store.transaction.bind(store) as (...args: unknown[]) => Promise<unknown>;
  store.read = (() => timeReleaseStoreSync('read', read)) as S['read'];
  store.transaction = ((...args: unknown[]) => timeReleaseStore('transaction', () => transaction(...args))) as S['transaction'];
  return store;
}

/** Whether a request may read the metrics: `Authorization: Bearer <EDGE_METRICS_TOKEN>`, compared in constant time. */
export function metricsAuthorized(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = crypto.createHash('sha256').update(header.slice(7).trim()).digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected);
}
