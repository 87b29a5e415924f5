import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RenderRequest, WorkerRenderResult } from '../../src/server/render-contract';
import { countWorkerRestart } from '../metrics';
import { EXTERNAL_LIBRARIES, libraryReadPaths } from './readable';

/**
 * The render workers (docs/releases.md, "Remote server code runs in a sandbox"): the host's server build and the
 * remotes' server builds it loads run in separate Node processes started under the permission model, never in the
 * edge. A worker may read its own script and the host's server build folder, nothing else; it writes nothing, starts no
 * process and no worker thread, and its environment holds no secret (the release credentials, the override and
 * report-signing secrets stay in the edge). The network is open to it (Node 20's permission model does not cover it):
 * it fetches remote server builds from the CDN and data from the API, the only addresses a render request names.
 *
 * Budgets, each ending in the browser-rendered page for the visitor (200, as before):
 * - time: the edge waits at most `timeoutMs` for a render's answer. A worker whose event loop stops answering for
 *   `stallMs` while it renders (a loop in a remote's code) is killed with SIGKILL and replaced; one that is merely slow
 *   (a cold start loading remotes, a slow API) is left to finish, its late answer dropped;
 * - memory: a worker's V8 heap is capped at `heapLimitMb` (past it V8 ends the process); resident memory above
 *   `rssLimitMb`, seen by the watchdog during a render or in the worker's answer, kills and replaces it.
 */
export interface RenderWorkerOptions {
  /** The host's server build (host/dist/server/main.js). */
  buildFile: string;
  /**
   * Workers that take pages (EDGE_SSR_WORKERS, default the machine's cores shared among the cluster's edges:
   * `defaultWorkerCount`).
   */
  size: number;
  /**
   * Workers kept running besides those, which take a page only when none of the `size` can (each busy with
   * `maxInFlight` renders, past its time budget, silent, or still starting): a render that outlives its budget, or a
   * worker lost, does not send the edge's pages to the browser (EDGE_SSR_SPARE_WORKERS, default 1 from the
   * environment; none when not given). A spare waits idle: it costs memory, not CPU.
   */
  spares?: number;
  /** How long the edge waits for a render's answer (EDGE_SSR_WORKER_TIMEOUT_MS, default 2 x the render deadline + 3 s). */
  timeoutMs: number;
  /**
   * A rendering worker whose event loop is blocked while it spends this much CPU time (wall time off Linux) is killed
   * (EDGE_SSR_WORKER_STALL_MS, default 3000).
   */
  stallMs: number;
  /** V8 heap cap of a worker, in MB (EDGE_SSR_WORKER_HEAP_MB, default 256). */
  heapLimitMb: number;
  /** Resident memory budget of a worker, in MB (EDGE_SSR_WORKER_RSS_MB, default 512). */
  rssLimitMb: number;
  /** Renders one worker runs at once (they mostly wait on the API and the CDN). */
  maxInFlight: number;
  /** Renders waiting for a free worker before more are sent to the browser render at once. */
  maxQueued: number;
  /**
   * Hears of a worker the pool lost while it rendered (killed for a loop or its memory, or dead by itself): the render
   * requests it had running, or had just answered when its memory was found over budget. The edge quarantines the
   * versions to blame (ssr.ts). Not called when the edge stops its workers.
   */
  onLost?: (requests: RenderRequest[], reason: string) => void;
  /**
   * Told what the pool sees, as it happens (RenderWorkerEvents): tests wait for these instead of the clock, diagnostics
   * may listen. Nothing waits on a listener.
   */
  events?: EventEmitter<RenderWorkerEvents>;
}

/** What the pool tells `options.events`, each with the worker's process id. */
export interface RenderWorkerEvents {
  /** A worker loaded the host's server build and takes renders. */
  ready: [pid: number];
  /** A worker's process ended (killed by the edge, or dead by itself), with the reason its renders were given. */
  exit: [pid: number, reason: string];
  /** A worker answered a call; `late` when the edge had stopped waiting for it (past `timeoutMs`). */
  answer: [pid: number, late: boolean];
  /**
   * The watchdog looked at a busy worker: how long its event loop has been silent (wall ms), the CPU time (ms; wall
   * time off Linux) it spent while silent, and whether it was killed for that.
   */
  watch: [look: { pid: number; silentMs: number; blockedMs: number; killed: boolean }];
}

export const DEFAULT_WORKER_HEAP_MB = 256;
export const DEFAULT_WORKER_RSS_MB = 512;
/**
 * How long the edge waits for a render: twice the render deadline (the remote's server build, then the API, each up
 * to the deadline) plus 3 s for the render itself on a loaded machine. A loop is caught sooner, by the stall budget.
 */
export const workerTimeoutFor = (deadlineMs: number) => 2 * deadlineMs + 3000;
export const DEFAULT_WORKER_STALL_MS = 3000;
/** How often a worker says its event loop is alive. */
export const HEARTBEAT_MS = 200;
const DEFAULT_MAX_IN_FLIGHT = 16;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every mainstream kernel). */
const CLOCK_TICKS = 100;
const DEFAULT_MAX_QUEUED = 64;
/** How often the watchdog looks at busy workers: heartbeat age, resident size (Linux /proc; elsewhere after each render). */
const WATCHDOG_MS = 250;
/** A worker that does not say it is ready within this is killed (its build hangs at load). */
const START_TIMEOUT_MS = 10_000;

export const WORKER_SCRIPT = path.join(__dirname, 'worker.cjs');

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Workers that take pages, by default: one per core in all, shared among the edges of one machine (`EDGE_WORKERS`, set
 * by `pnpm start:cluster`), at least one. Every worker is a V8 of its own (heap, optimised code, the API's memory, the
 * sanitised bodies): 4 on 2 cores (2 edges x 2) each saw a quarter of the pages and spent 13.0 ms of CPU per render
 * against 9.1 ms with 2 (docs/performance-log.md, "Uncached throughput, round 36").
 */
export function defaultWorkerCount(cores = os.availableParallelism(), edges = intFromEnv('EDGE_WORKERS', 1)): number {
  return Math.max(1, Math.ceil(cores / edges));
}

/** The pool's settings from the environment (docs/releases.md lists them), for a render deadline. */
export function workerOptionsFromEnv(buildFile: string, deadlineMs: number): RenderWorkerOptions {
  const spares = Number.parseInt(process.env.EDGE_SSR_SPARE_WORKERS ?? '', 10);
  return {
    buildFile,
    size: intFromEnv('EDGE_SSR_WORKERS', defaultWorkerCount()),
    spares: Number.isFinite(spares) && spares >= 0 ? spares : 1,
    timeoutMs: intFromEnv('EDGE_SSR_WORKER_TIMEOUT_MS', workerTimeoutFor(deadlineMs)),
    stallMs: intFromEnv('EDGE_SSR_WORKER_STALL_MS', DEFAULT_WORKER_STALL_MS),
    heapLimitMb: intFromEnv('EDGE_SSR_WORKER_HEAP_MB', DEFAULT_WORKER_HEAP_MB),
    rssLimitMb: intFromEnv('EDGE_SSR_WORKER_RSS_MB', DEFAULT_WORKER_RSS_MB),
    maxInFlight: DEFAULT_MAX_IN_FLIGHT,
    maxQueued: DEFAULT_MAX_QUEUED,
  };
}

/** Why a render did not come back from its worker; the page then renders in the browser. */
export class RenderWorkerError extends Error {
  override readonly name = 'RenderWorkerError';
}

/**
 * Node's arguments for a worker: the permission model with read access to the build's folder, the worker script and
 * the packages the server builds require from the edge (jsdom and its dependencies, readable.ts) only. No
 * --allow-fs-write, --allow-child-process, --allow-worker or --allow-addons: all refused.
 */
export function workerExecArgv(options: Pick<RenderWorkerOptions, 'buildFile' | 'heapLimitMb'>): string[] {
  const buildDir = path.dirname(path.resolve(options.buildFile));
  const readable = [buildDir, WORKER_SCRIPT, ...libraryReadPaths(EXTERNAL_LIBRARIES, buildDir)];
  return [
    '--experimental-permission',
    // Node 20 takes one path per flag (a comma-separated list is read as one path there).
    ...readable.map((entry) => `--allow-fs-read=${entry}`),
    `--max-old-space-size=${options.heapLimitMb}`,
    '--disable-warning=ExperimentalWarning',
  ];
}

/**
 * What a render request holds that depends only on the versions served (the route table of their manifests, each
 * remote's server entry and recorded file hashes: about 10 KB of JSON). A worker is sent it once per version set and
 * keeps it under the set's id (worker.cjs); a render then names the id instead of carrying it.
 */
export type VersionSetParts = Pick<RenderRequest, 'routes' | 'remotes'>;

/** The parts of a render request sent with every render: everything but the version set's. */
export type RenderMessageRequest = Omit<RenderRequest, keyof VersionSetParts>;

/** Version sets one worker keeps (worker.cjs MAX_VERSION_SETS): a worker that dropped one asks for it again. */
export const MAX_VERSION_SETS = 32;

const versionSetIds = new WeakMap<object, WeakMap<object, string>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * The id of a request's version set: the sha256 of its routes and remotes as JSON, so two different sets never share an
 * id (a worker never renders one set with another's table), computed once per pair of objects (the edge gives every
 * render of one set the same two objects: ssr.ts). Both are frozen then: the id stays true to their contents.
 */
export function versionSetId(parts: VersionSetParts): string {
  let byRemotes = versionSetIds.get(parts.routes);
  if (!byRemotes) {
    byRemotes = new WeakMap();
    versionSetIds.set(parts.routes, byRemotes);
  }
  let id = byRemotes.get(parts.remotes);
  if (id === undefined) {
    deepFreeze(parts.routes);
    deepFreeze(parts.remotes);
    id = crypto.createHash('sha256').update(JSON.stringify({ routes: parts.routes, remotes: parts.remotes })).digest('hex');
    byRemotes.set(parts.remotes, id);
  }
  return id;
}

/** A render as the worker receives it: the version set's id, and its parts when this worker may not have them. */
type RenderMessage = { type: 'render'; request: RenderMessageRequest; set: string; setParts?: VersionSetParts };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
  /** The edge stopped waiting (the visitor got the browser's page); the worker is still on it. */
  late: boolean;
  /** The render asked (none for `versions`). */
  request?: RenderRequest;
  /** The message sent for it, to send again with the version set's parts if the worker no longer has them. */
  message?: RenderMessage;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'alive' }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; result?: unknown; error?: string; rss?: number; unknownSet?: string };

class RenderWorker {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly pending = new Map<number, Pending>();
  retiring = false;
  exited = false;
  /** It loaded the host's server build and takes renders at once (a starting one makes a render wait for its start). */
  started = false;
  /** Renders given to this worker and not yet answered by it, counted from the moment it is picked. */
  busy = 0;
  /** When the worker's event loop last said it was alive (HEARTBEAT_MS). */
  aliveAt = Date.now();
  /** The worker's CPU time (ms) at the watchdog's first look after its last heartbeat; undefined off Linux. */
  cpuMark: number | undefined;
  /** The heartbeat the CPU mark was taken at. */
  markedAt = 0;
  /** Why the edge killed it, for the renders that were running. */
  killedFor: string | undefined;
  /** A render it answered just before the edge found its memory over budget: to blame with those still running. */
  answeredLast: RenderRequest | undefined;
  /** The version sets sent to this worker (a new worker, after a restart, has none). */
  readonly versionSets = new Set<string>();
  private nextId = 0;

  constructor(
    options: RenderWorkerOptions,
    execArgv: string[],
    private readonly onExit: (worker: RenderWorker, reason: string, running: RenderRequest[]) => void,
    private readonly onAnswer: (worker: RenderWorker, rss: number | undefined, request: RenderRequest | undefined, late: boolean) => void,
  ) {
    this.child = fork(WORKER_SCRIPT, [path.resolve(options.buildFile), String(HEARTBEAT_MS)], {
      execArgv,
      // Nothing of the edge's environment: no credentials, no secrets, not even PATH.
      env: { NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' },
      cwd: path.dirname(path.resolve(options.buildFile)),
      // stderr through the edge (forwardStderr): V8's dump of a worker past its heap cap is told in one line.
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      // V8's serializer: a page's HTML and its data block's text (written as JSON by the host's server build, exactly as
      // the browser will read it: host/src/server/entry.ts) cross as strings copied once, where the JSON channel escaped every quote of them and
      // parsed them back (0.14 ms of CPU per render less in all, docs/performance-log.md). Nothing else in a message
      // needs JSON: a render request and the rest of an answer are plain data.
      serialization: 'advanced',
    });
    // The channel keeps the edge alive while the worker starts and while it renders, not while it waits idle.
    this.child.unref();
    forwardStderr(this.child, options.heapLimitMb);
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new RenderWorkerError(`render worker ${this.child.pid}: not ready within ${START_TIMEOUT_MS} ms`));
        this.kill('it was not ready in time');
      }, START_TIMEOUT_MS);
      timer.unref();
      this.child.on('message', (message: WorkerMessage) => {
        this.aliveAt = Date.now();
        if (message.type === 'alive') return;
        if (message.type === 'ready') {
          clearTimeout(timer);
          this.started = true;
          if (this.pending.size === 0) this.unrefChannel();
          resolve();
        } else if (message.type === 'failed') {
          clearTimeout(timer);
          reject(new RenderWorkerError(`the host server build did not load in the render worker: ${message.error}`));
        } else if (message.type === 'result') {
          this.settle(message);
        }
      });
      this.child.on('exit', (code, signal) => {
        clearTimeout(timer);
        this.exited = true;
        const reason = this.killedFor ?? (signal ? `signal ${signal}` : `exit code ${code}`);
        reject(new RenderWorkerError(`render worker ${this.child.pid} stopped before it was ready (${reason})`));
        const running = [...this.pending.values()].flatMap((pending) => (pending.request ? [pending.request] : []));
        for (const [id, pending] of this.pending) {
          clearTimeout(pending.timer);
          this.pending.delete(id);
          if (!pending.late) pending.reject(new RenderWorkerError(`render worker ${this.child.pid} stopped during the render (${reason})`));
        }
        this.onExit(this, reason, running);
      });
    });
    this.ready.catch(() => undefined);
  }

  /** A render past its time budget is still running here: no new work until it answers or the watchdog decides. */
  get overdue(): boolean {
    for (const pending of this.pending.values()) if (pending.late) return true;
    return false;
  }

  /** The IPC channel keeps the edge's event loop alive only while a render is running. */
  private unrefChannel(): void {
    (this.child.channel as unknown as { unref?(): void } | undefined)?.unref?.();
  }

  private settle(message: Extract<WorkerMessage, { type: 'result' }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    // The worker no longer holds this render's version set (it keeps MAX_VERSION_SETS): the same render again, with it.
    if (message.unknownSet !== undefined && pending.message && pending.request && pending.message.set === message.unknownSet && !pending.message.setParts) {
      pending.message = { ...pending.message, setParts: { routes: pending.request.routes, remotes: pending.request.remotes } };
      this.versionSets.add(message.unknownSet);
      this.post({ ...pending.message, id: message.id });
      return;
    }
    // Not a page: a worker that lost the set it was just sent fails the render (the browser renders it).
    const error = message.unknownSet !== undefined ? `render worker ${this.child.pid} did not keep the version set it was sent` : message.error;
    clearTimeout(pending.timer);
    this.pending.delete(message.id);
    this.busy -= 1;
    if (this.pending.size === 0) this.unrefChannel();
    if (!pending.late) {
      if (error !== undefined) pending.reject(new RenderWorkerError(error));
      else pending.resolve(message.result);
    }
    this.onAnswer(this, message.rss, pending.request, pending.late);
  }

  /** The message for a render: its version set by id, with the set's parts only if this worker was not sent them. */
  private renderMessage(request: RenderRequest): RenderMessage {
    const { routes, remotes, ...rest } = request;
    const set = versionSetId({ routes, remotes });
    if (this.versionSets.delete(set)) {
      // Kept newest-last, as the worker keeps them.
      this.versionSets.add(set);
      return { type: 'render', request: rest, set };
    }
    // The worker keeps the newest MAX_VERSION_SETS; so does this record (a set it dropped is asked for again anyway).
    if (this.versionSets.size >= MAX_VERSION_SETS) this.versionSets.delete(this.versionSets.values().next().value!);
    this.versionSets.add(set);
    return { type: 'render', request: rest, set, setParts: { routes, remotes } };
  }

  call(call: { type: 'render'; request: RenderRequest } | { type: 'versions' | 'work' }, timeoutMs: number): Promise<unknown> {
    const id = (this.nextId += 1);
    // Sent in order on one channel: a render sent after the one that carried its version set finds it in the worker.
    const message = call.type === 'render' ? this.renderMessage(call.request) : call;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // The visitor gets the browser's page now; the worker goes on (the watchdog kills it if its loop is blocked).
        const pending = this.pending.get(id);
        if (pending) pending.late = true;
        reject(new RenderWorkerError(`render worker ${this.child.pid}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer, late: false, ...(call.type === 'render' && message.type === 'render' ? { request: call.request, message } : {}) });
      (this.child.channel as unknown as { ref?(): void } | undefined)?.ref?.();
      this.post({ ...message, id });
    });
  }

  /**
   * Sends on the worker's channel. A worker can die between being chosen and the send (its exit not yet seen here):
   * the send then fails (EPIPE, or the channel already closed), and without a callback Node would emit that as an
   * 'error' event nobody listens to, which stops the edge. The render fails like one lost with its worker (the visitor
   * gets the browser's page); the exit handler does the rest.
   */
  private post(message: (RenderMessage | { type: 'versions' | 'work' }) & { id: number }): void {
    const { id } = message;
    const failed = (error: Error) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.pending.delete(id);
      this.busy -= 1;
      if (!pending.late) pending.reject(new RenderWorkerError(`render worker ${this.child.pid}: the render could not be sent (${error.message})`));
    };
    if (!this.child.connected) return failed(new Error('its channel is closed'));
    this.child.send(message, (error) => {
      if (error) failed(error);
    });
  }

  kill(why: string): void {
    this.retiring = true;
    this.killedFor ??= `stopped by the edge: ${why}`;
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** CPU time (user + system, ms) from /proc (Linux), or undefined. */
  cpuMs(): number | undefined {
    try {
      const stat = fs.readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
      // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15 (clock ticks).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
      return undefined;
    }
  }

  /** Resident set size in bytes from /proc (Linux), or undefined. */
  rss(): number | undefined {
    try {
      const status = fs.readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
      return kb ? Number(kb) * 1024 : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * What V8 writes to stderr as it ends a process past its heap cap: the last GCs, "heap out of memory", a native stack.
 * A worker over its heap budget is expected (a remote's render that eats memory; the pool replaces it), so the edge's
 * log gets one line for it instead. It also kept jest from running the host's server suites in parallel: jest-worker
 * reads those phrases on its worker's stderr as its own crash (docs/testing.md).
 */
const V8_OUT_OF_MEMORY = /Last few GCs|heap out of memory|allocation failure;|JS stacktrace|Native stack trace|^\s*\d+: 0x[0-9a-f]+ |^\[\d+:0x[0-9a-f]+\]|^\s*$/;

/** Passes a worker's stderr on to the edge's, line by line, V8's out-of-memory dump told in one line. */
function forwardStderr(child: ChildProcess, heapLimitMb: number): void {
  const stderr = child.stderr;
  if (!stderr) return;
  // Never what keeps the edge running (the IPC channel decides that).
  (stderr as unknown as { unref?(): void }).unref?.();
  let told = false;
  createInterface({ input: stderr, crlfDelay: Infinity }).on('line', (line) => {
    if (!V8_OUT_OF_MEMORY.test(line)) {
      process.stderr.write(`${line}\n`);
      return;
    }
    if (told || !/heap out of memory/.test(line)) return;
    told = true;
    process.stderr.write(`[ssr] render worker ${child.pid}: reached its heap cap (${heapLimitMb} MB); it stops and another takes its place\n`);
  });
}

/** What the render workers did (worker.cjs `work`), summed over the running ones. */
export interface RenderWork {
  workers: number;
  renders: number;
  cpuMs: number;
  apiCalls: number;
  otherRequests: number;
  sanitised: number;
  sanitiseMs: number;
  gc: number;
  gcMs: number;
  pageChars: number;
}
const RENDER_WORK_KEYS = ['renders', 'cpuMs', 'apiCalls', 'otherRequests', 'sanitised', 'sanitiseMs', 'gc', 'gcMs', 'pageChars'] as const;
export const NO_RENDER_WORK: RenderWork = { workers: 0, renders: 0, cpuMs: 0, apiCalls: 0, otherRequests: 0, sanitised: 0, sanitiseMs: 0, gc: 0, gcMs: 0, pageChars: 0 };

/** A render of nobody's data: no player's token, no form's typed values. */
const isGuestRender = (request: RenderRequest): boolean => request.authToken === undefined && request.form === undefined;

/** The pool the edge's ServerRenderer renders through; the same two calls as the host's server build. */
export class RenderWorkerPool {
  private readonly workers: RenderWorker[] = [];
  private readonly queue: (() => void)[] = [];
  private readonly watchdog: ReturnType<typeof setInterval>;
  private closed = false;
  /** The host's server build does not load: every page renders in the browser until the edge restarts. */
  private broken: string | undefined;
  /**
   * The last guest render that came back a full page: a new worker renders it once first, so it is warm (remotes
   * loaded). Never a signed-in player's render (it carries their token: a new worker would call the API as that player
   * after they left) nor a refused form's (it carries what they typed).
   */
  private warmWith: RenderRequest | undefined;
  /** Consecutive workers that stopped without finishing a render, for the restart backoff. */
  private failuresInARow = 0;
  stats = { started: 0, restarts: 0, timeouts: 0, stallKills: 0, memoryKills: 0 };
  private lastTick = Date.now();

  private readonly execArgv: string[];

  constructor(readonly options: RenderWorkerOptions) {
    this.execArgv = workerExecArgv(options);
    for (let i = 0; i < options.size + (options.spares ?? 0); i += 1) this.start();
    this.watchdog = setInterval(() => this.watch(), WATCHDOG_MS);
    this.watchdog.unref();
  }

  /** The render a new worker warms up with (tests and diagnostics). */
  get warmRequest(): Readonly<RenderRequest> | undefined {
    return this.warmWith;
  }

  /** Process ids of the running workers (tests and diagnostics). */
  pids(): number[] {
    return this.workers.filter((worker) => !worker.retiring).map((worker) => worker.child.pid ?? 0);
  }

  private start(): void {
    if (this.closed || this.broken) return;
    const worker = new RenderWorker(
      this.options,
      this.execArgv,
      (gone, reason, running) => this.gone(gone, reason, running),
      (answered, rss, request, late) => {
        this.options.events?.emit('answer', answered.child.pid ?? 0, late);
        if (rss !== undefined) this.overBudget(answered, rss, request);
        this.drain();
      },
    );
    this.stats.started += 1;
    this.workers.push(worker);
    worker.ready.then(
      () => {
        this.options.events?.emit('ready', worker.child.pid ?? 0);
        // Load the remotes' server builds a page needs before visitors wait on them (a cold worker's first renders
        // would pass the render deadline and leave those regions to the browser). The answer is not used.
        if (this.warmWith) {
          worker.busy += 1;
          void worker.call({ type: 'render', request: this.warmWith }, this.options.timeoutMs).catch(() => undefined);
        }
        this.drain();
      },
      (error: Error) => {
        if (/did not load/.test(error.message)) {
          this.broken = error.message;
          console.error('[ssr]', error.message, '; pages render in the browser');
          for (const waiting of this.queue.splice(0)) waiting();
        }
      },
    );
  }

  private gone(worker: RenderWorker, reason: string, running: RenderRequest[]): void {
    const index = this.workers.indexOf(worker);
    if (index >= 0) this.workers.splice(index, 1);
    this.options.events?.emit('exit', worker.child.pid ?? 0, reason);
    if (this.closed || this.broken) return;
    const lost = worker.answeredLast ? [worker.answeredLast, ...running] : running;
    if (lost.length > 0 && this.options.onLost) {
      try {
        this.options.onLost(lost, reason);
      } catch (error) {
        console.error('[ssr] onLost failed', error);
      }
    }
    if (!worker.retiring) {
      console.warn(`[ssr] render worker ${worker.child.pid} stopped (${reason}); starting another`);
      this.failuresInARow += 1;
    }
    this.stats.restarts += 1;
    // Kills by the edge are counted where they are decided (memory, stall); this is a worker that died by itself.
    if (!worker.retiring && !worker.killedFor) countWorkerRestart('exit');
    // A worker that keeps dying at once (a build that crashes at load) is restarted ever more slowly, up to 10 s.
    const delay = this.failuresInARow > 1 ? Math.min(10_000, 100 * 2 ** (this.failuresInARow - 2)) : 0;
    const timer = setTimeout(() => this.start(), delay);
    timer.unref();
  }

  private overBudget(worker: RenderWorker, rss: number, answered?: RenderRequest): void {
    if (rss <= this.options.rssLimitMb * 1024 * 1024 || worker.retiring) return;
    worker.answeredLast = answered;
    this.stats.memoryKills += 1;
    countWorkerRestart('memory');
    const why = `it held ${Math.round(rss / 1048576)} MB (budget ${this.options.rssLimitMb} MB)`;
    console.warn(`[ssr] render worker ${worker.child.pid}: ${why}; replaced`);
    worker.kill(why);
  }

  /** Kills a rendering worker whose event loop is blocked past its budget, or whose memory is over its budget. */
  private watch(): void {
    const now = Date.now();
    // The edge's own loop was held up (a long task here): the workers' heartbeats were not read, not missing.
    const edgeLate = now - this.lastTick > 4 * WATCHDOG_MS;
    this.lastTick = now;
    for (const worker of this.workers) {
      if (worker.retiring || worker.exited) continue;
      if (edgeLate) worker.aliveAt = now;
      if (worker.pending.size === 0) continue;
      // A loop spends CPU without a heartbeat; a worker only starved of CPU (a loaded machine) does not. On Linux the
      // budget is CPU time spent since the last heartbeat, elsewhere wall time.
      const cpu = worker.cpuMs();
      if (worker.markedAt !== worker.aliveAt || worker.cpuMark === undefined) {
        worker.markedAt = worker.aliveAt;
        worker.cpuMark = cpu;
      }
      const blocked = cpu !== undefined && worker.cpuMark !== undefined ? cpu - worker.cpuMark : now - worker.aliveAt;
      const stalled = now - worker.aliveAt > HEARTBEAT_MS * 2 && blocked > this.options.stallMs;
      this.options.events?.emit('watch', { pid: worker.child.pid ?? 0, silentMs: now - worker.aliveAt, blockedMs: blocked, killed: stalled });
      if (stalled) {
        this.stats.stallKills += 1;
        countWorkerRestart('stall');
        const why = `its event loop was blocked for over ${this.options.stallMs} ms${cpu !== undefined ? ' of CPU time' : ''} during a render`;
        console.warn(`[ssr] render worker ${worker.child.pid}: ${why}; replaced`);
        worker.kill(why);
        continue;
      }
      const rss = worker.rss();
      if (rss !== undefined) this.overBudget(worker, rss);
    }
  }

  /**
   * A ready worker with room, the least busy first (the lowest index on a tie); one still starting (a replacement
   * loading the build, seconds on a loaded machine) only when no ready one has room, so a page does not wait for a start
   * while a warm worker could render it; one whose event loop missed its heartbeats while it renders (a loop in a
   * remote's code, perhaps) only when no other has room, so pages are not queued behind a render that may never end.
   * The first `size` running workers take pages; the spares after them only when none of those can (a replacement
   * joins at the end: the spare that stood in becomes one of the first, and the new one the spare).
   */
  private pick(): RenderWorker | undefined {
    const running = this.workers.filter((worker) => !worker.retiring && !worker.exited);
    const first = this.candidates(running.slice(0, this.options.size));
    const spare = this.candidates(running.slice(this.options.size));
    return first.best ?? spare.best ?? first.starting ?? spare.starting ?? first.silent ?? spare.silent;
  }

  private candidates(workers: RenderWorker[]): { best?: RenderWorker; starting?: RenderWorker; silent?: RenderWorker } {
    let best: RenderWorker | undefined;
    let starting: RenderWorker | undefined;
    let silent: RenderWorker | undefined;
    const now = Date.now();
    for (const worker of workers) {
      if (worker.overdue || worker.busy >= this.options.maxInFlight) continue;
      if (worker.pending.size > 0 && now - worker.aliveAt > HEARTBEAT_MS * 2) {
        if (!silent || worker.busy < silent.busy) silent = worker;
        continue;
      }
      if (!worker.started) {
        if (!starting || worker.busy < starting.busy) starting = worker;
        continue;
      }
      if (!best || worker.busy < best.busy) best = worker;
    }
    return { best, starting, silent };
  }

  private drain(): void {
    while (this.queue.length > 0 && this.pick()) this.queue.shift()?.();
  }

  private async call(message: { type: 'render'; request: RenderRequest } | { type: 'versions' | 'work' }): Promise<unknown> {
    if (this.closed) throw new RenderWorkerError('the render workers are stopped');
    if (this.broken) throw new RenderWorkerError(this.broken);
    let worker = this.pick();
    if (!worker) {
      if (this.queue.length >= this.options.maxQueued) throw new RenderWorkerError('every render worker is busy');
      await new Promise<void>((resolve) => this.queue.push(resolve));
      if (this.broken || this.closed) throw new RenderWorkerError(this.broken ?? 'the render workers are stopped');
      worker = this.pick();
      if (!worker) throw new RenderWorkerError('no render worker is free');
    }
    // Taken until the worker answers (or stops), also after the edge stopped waiting for it.
    worker.busy += 1;
    let sent = false;
    try {
      await worker.ready;
      sent = true;
      const result = await worker.call(message, this.options.timeoutMs);
      this.failuresInARow = 0;
      const page = result as WorkerRenderResult | undefined;
      // Not a render after which the worker was retired (it went over its memory budget).
      if (message.type === 'render' && page?.kind === 'page' && page.leftToBrowser.length === 0 && !worker.retiring && isGuestRender(message.request)) this.warmWith = message.request;
      return result;
    } catch (error) {
      if (/no answer within/.test((error as Error).message)) this.stats.timeouts += 1;
      throw error instanceof RenderWorkerError ? error : new RenderWorkerError(String(error));
    } finally {
      if (!sent) worker.busy -= 1;
      this.drain();
    }
  }

  /** The page, its state as the data block's JSON text (host/src/server/entry.ts). */
  renderPage(request: RenderRequest): Promise<WorkerRenderResult> {
    return this.call({ type: 'render', request }) as Promise<WorkerRenderResult>;
  }

  /**
   * One question to every running worker (not retiring, not exited), once it is ready: each answer, or `fallback` for a
   * worker that did not answer. The pool's own asks (versions, work), never a page.
   */
  private askEveryWorker<T>(type: 'versions' | 'work', fallback: T): Promise<T[]> {
    return Promise.all(
      this.workers
        .filter((worker) => !worker.retiring && !worker.exited)
        .map((worker) => {
          worker.busy += 1;
          return worker.ready.then(() => worker.call({ type }, this.options.timeoutMs) as Promise<T>).catch(() => fallback);
        }),
    );
  }

  /** Remote versions whose server builds are loaded, over every worker. */
  async loadedRemoteVersions(): Promise<string[]> {
    const each = await this.askEveryWorker<string[]>('versions', []);
    return [...new Set(each.flat())].sort();
  }

  /**
   * What the running workers did since each started, summed (worker.cjs `work`): the edge's metrics, and through them
   * the throughput bench's account of a render (API calls, sanitised bodies, collections, IPC characters per render).
   * A worker that stopped takes its counts with it.
   */
  async renderWork(): Promise<RenderWork> {
    const each = await this.askEveryWorker<Partial<RenderWork>>('work', {});
    const total = { ...NO_RENDER_WORK, workers: each.length };
    for (const counts of each) for (const key of RENDER_WORK_KEYS) total[key] += Number(counts[key]) || 0;
    return total;
  }

  /** Stops every worker (the edge's shutdown, tests). */
  close(): void {
    this.closed = true;
    clearInterval(this.watchdog);
    for (const worker of this.workers.splice(0)) worker.kill('the edge is stopping');
    for (const waiting of this.queue.splice(0)) waiting();
  }
}
