/**
 * Several edge processes behind one port on one machine (`pnpm start:cluster`; README, "Several edges"): Node's
 * `cluster` module forks EDGE_WORKERS edges (default 2) that share EDGE_PORT, and starts a new one, with backoff, when
 * one dies. The edges must share a release store: RELEASE_STORE_URL (PostgreSQL), so a change through any of them is
 * what all of them serve within a second.
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { intFromEnv } from './paths';

const workers = intFromEnv('EDGE_WORKERS', 2);
/**
 * V8's young generation of each edge: 32 MB semi-spaces instead of V8's default (16 MB at most). An uncached page
 * makes its body, head and answer (some 100 KB of strings) and a hit its answer; the garbage collector was 24 % of an
 * edge's CPU under the uncached load (docs/performance-log.md, round 36). Flags given to the primary come after, and win.
 */
const EDGE_V8_FLAGS = ['--max-semi-space-size=32'];
/** A worker that ran this long before it died restarts at once; quicker deaths wait longer each time, up to 30 s. */
const STABLE_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

function primary(): void {
  if (!process.env.RELEASE_STORE_URL) {
    console.error('edge cluster: RELEASE_STORE_URL (postgres://...) is required: edges that keep the release map in files cannot share it');
    process.exit(2);
  }
  const script = process.argv[1] ?? '';
  // The compiled edge beside the compiled cluster (dist-edge/edge.cjs), or edge.ts under tsx.
  cluster.setupPrimary({ exec: path.join(path.dirname(script), `edge${path.extname(script)}`), execArgv: [...EDGE_V8_FLAGS, ...process.execArgv] });
  let stopping = false;
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const failures = new Map<number, number>();

  const fork = (slot: number) => {
    const worker = cluster.fork({ EDGE_WORKER_SLOT: String(slot) });
    slots.set(worker, { slot, startedAt: Date.now() });
  };

  cluster.on('exit', (worker, code, signal) => {
    const info = slots.get(worker);
    slots.delete(worker);
    if (stopping || !info) return;
    const ranMs = Date.now() - info.startedAt;
    const count = ranMs > STABLE_MS ? 0 : (failures.get(info.slot) ?? 0) + 1;
    failures.set(info.slot, count);
    const delay = count === 0 ? 0 : Math.min(250 * 2 ** (count - 1), MAX_BACKOFF_MS);
    console.error(
      `edge cluster: edge ${worker.process.pid} (slot ${info.slot}) stopped unexpectedly (${signal ?? `exit ${code}`}) after ${(ranMs / 1000).toFixed(1)} s; starting another in ${delay} ms`,
    );
    setTimeout(() => !stopping && fork(info.slot), delay);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of slots.keys()) worker.kill('SIGTERM');
    const deadline = setTimeout(() => process.exit(0), 5000);
    deadline.unref();
    const poll = setInterval(() => {
      if (slots.size === 0 || Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(poll);
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('SIGHUP', stop);

  console.log(`edge cluster ${process.pid}: ${workers} edges sharing port ${process.env.EDGE_PORT || 3000}`);
  for (let slot = 1; slot <= workers; slot += 1) fork(slot);
}

if (cluster.isPrimary) primary();
