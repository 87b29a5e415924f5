import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';

/**
 * The guest page cache (docs/server-render.md, "The guest page cache"): a shared answer per page and per what the
 * render decided, bounded in bytes, with stale-while-revalidate, and renders through a bounded queue.
 *
 * It knows nothing of rendering: the renderer (ssr.ts) builds the key from its decisions (`guestPageKey`) and hands a
 * function that renders; the cache decides whether that function runs now, later, or not at all.
 */

/**
 * How long a guest page is served from memory as is, then served stale while one render refreshes it. The stale
 * window stays under the browser's query stale time (QUERY_STALE_TIME_MS, 30 s, shared/src/data/stale-time.ts), so the
 * data a cached page carries is still fresh when it hydrates: the browser does not fetch again what the page shows.
 */
export const GUEST_PAGE_FRESH_MS = 10_000;
export const GUEST_PAGE_STALE_MS = 20_000;
/** The most memory the cached pages take (their HTML, head and data block, as UTF-8): EDGE_PAGE_CACHE_MB, 64 MB. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Renders running at once (each waits mostly on the API and remote server builds): EDGE_SSR_CONCURRENCY, 8. */
export const DEFAULT_RENDER_CONCURRENCY = 8;
/** Renders waiting for a free slot; past this a request gets the stale page or the browser-rendered one: EDGE_SSR_QUEUE, 32. */
export const DEFAULT_RENDER_QUEUE = 32;
/** What an entry costs besides its own bytes (key, timestamps, the map's node): small pages still count. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Everything a guest page's render depends on, as the edge decided it before rendering: never a raw header. Two
 * requests with equal decisions get the same page; a request can only choose among the values each field allows.
 */
export interface GuestPageDecision {
  /** The host build whose server build renders. */
  hostBuildId: string;
  /** The path, as requested (matched against the route table, so only paths of real pages get here). */
  pathname: string;
  /** The query parameters the route declares, in a fixed order, first value of each; everything else is dropped. */
  query: string;
  /** The page's language: its prefix, or the one detected from Accept-Language and the remembered locale. */
  language: string;
  /** The remembered locale when it is one of the ten, else null (the guards read it for a retired language). */
  rememberedLocale: string | null;
  /** mobile | tablet | desktop. */
  device: string;
  /** remote -> version this visitor is served (live, canary or an override). */
  versions: Record<string, string>;
}

export function guestPageKey(decision: GuestPageDecision): string {
  const versions = Object.keys(decision.versions)
    .sort()
    .map((remote) => `${remote}@${decision.versions[remote]}`);
  return JSON.stringify([decision.hostBuildId, decision.pathname, decision.query, decision.language, decision.rememberedLocale, decision.device, versions]);
}

export interface PageCacheOptions<T> {
  maxBytes?: number;
  concurrency?: number;
  queue?: number;
  /** The bytes a value holds in memory. */
  sizeOf: (value: T) => number;
  /** Whether a value may be served to the next visitor (a page that left a part to the browser is not). */
  keep: (value: T) => boolean;
  now?: () => number;
}

export type CacheOutcome = 'hit' | 'stale' | 'render' | 'joined' | 'shed';

interface Entry<T> {
  at: number;
  value: T;
}

export class PageCache<T extends object> {
  private readonly entries: LRUCache<string, Entry<T>>;
  /** Renders started and not yet finished, by key: a burst of visits to one page waits for one render. */
  private readonly inFlight = new Map<string, Promise<T | undefined>>();
  private readonly limit: LimitFunction;
  private readonly queue: number;
  private readonly concurrency: number;
  stats = { renders: 0, hits: 0, stale: 0, joined: 0, shed: 0 };

  constructor(private readonly options: PageCacheOptions<T>) {
    const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES;
    this.entries = new LRUCache<string, Entry<T>>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => Math.max(1, options.sizeOf(entry.value) + key.length + ENTRY_OVERHEAD_BYTES),
    });
    this.concurrency = options.concurrency ?? DEFAULT_RENDER_CONCURRENCY;
    this.limit = pLimit(this.concurrency);
    this.queue = options.queue ?? DEFAULT_RENDER_QUEUE;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Bytes held by cached pages (never above maxBytes). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Renders running and waiting. */
  get pending(): number {
    return this.limit.activeCount + this.limit.pendingCount;
  }

  /**
   * The page for `key`: cached and fresh; cached and stale (one render refreshes it in the background); or rendered,
   * through the bounded queue. When the queue is full the answer is the stale page if there is one, else undefined
   * (the caller sends the browser-rendered page): a flood of distinct pages never queues without end.
   */
  async get(key: string, render: () => Promise<T | undefined>): Promise<{ value: T | undefined; outcome: CacheOutcome }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.at : Infinity;
    if (entry && age < GUEST_PAGE_FRESH_MS) {
      this.stats.hits += 1;
      return { value: entry.value, outcome: 'hit' };
    }
    if (entry && age < GUEST_PAGE_STALE_MS) {
      // Stale: this visitor gets the page at once; one render (if the queue has room) refreshes it for the next.
      this.stats.stale += 1;
      if (!this.inFlight.has(key)) void this.start(key, render);
      return { value: entry.value, outcome: 'stale' };
    }
    if (entry) this.entries.delete(key);
    const running = this.inFlight.get(key);
    if (running) {
      this.stats.joined += 1;
      return { value: await running, outcome: 'joined' };
    }
    const started = this.start(key, render);
    if (!started) return { value: undefined, outcome: 'shed' };
    return { value: await started, outcome: 'render' };
  }

  /** Queues a render unless the queue is full; keeps what it gives if it may be shared. */
  private start(key: string, render: () => Promise<T | undefined>): Promise<T | undefined> | undefined {
    // Full: every slot busy and as many waiting as allowed (p-limit counts a render it is about to start as pending).
    if (this.limit.activeCount + this.limit.pendingCount >= this.concurrency + this.queue) {
      this.stats.shed += 1;
      return undefined;
    }
    const running = this.limit(async () => {
      this.stats.renders += 1;
      return render();
    }).then(
      (value) => {
        if (value && this.options.keep(value)) this.entries.set(key, { at: this.now(), value });
        return value;
      },
      () => undefined,
    );
    this.inFlight.set(key, running);
    void running.finally(() => this.inFlight.delete(key));
    return running;
  }
}
