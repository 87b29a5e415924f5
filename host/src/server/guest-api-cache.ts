import { LRUCache } from 'lru-cache';

/**
 * A render worker's short memory of the API's public answers (docs/server-render.md, "What an uncached render
 * costs"). Every guest page asks the API for the same layout data (settings, menu, footer icons, the jurisdiction
 * profile) and its route data; a burst of distinct pages (ten languages, three devices, remembered languages) asked
 * each of them again for every render. Within `ttlMs` an identical request is answered from the first one's answer,
 * and requests made while it is on its way wait for it instead of asking again.
 *
 * What makes it safe to share between visitors:
 * - only a GET without a body and without an `Authorization` header: a signed-in player's call always goes to the API
 *   (and so does anything the API could answer per player). The worker sends no cookie and no visitor address, so a
 *   guest call's answer depends only on its URL and headers, and both are the key: nothing a visitor sends can make one
 *   request stand for another;
 * - only a 200 is kept: an error, a redirect or a not-found is asked again next time;
 * - the time is short and the memory bounded: 10 s, the guest page cache's own freshness (GUEST_PAGE_FRESH_MS), so a
 *   guest page shows API data at most 10 s older than before (30 s in all with the page cache's stale time, against
 *   22 s with 2 s here). With 2 s the four render workers of `pnpm start:cluster` asked the API again for an article's
 *   data and route data on nearly every uncached page (2.4 calls per render; an article's 33 pages per language reach a
 *   worker seconds apart); with 10 s, 0.4 (docs/performance-log.md, "Uncached throughput, round 35");
 * - bounded by the bytes of the answers kept (16 MB), not only by their number: at 500 answers a blog of 61 articles
 *   in ten languages (two answers a page: the article and its route data) pushed every answer out before its next
 *   page came, and every uncached page asked the API twice (docs/performance-log.md, round 37).
 */
export interface GuestApiCacheOptions {
  /** How long an answer is reused (ms). */
  ttlMs: number;
  /** Answers kept at most (the least recently used is dropped first; lru-cache `max`). */
  maxEntries: number;
  /** Answers larger than this (bytes) are not kept. */
  maxBodyBytes: number;
  /** The bodies and keys of all answers kept, in bytes at most (the least recently used are dropped first). */
  maxBytes: number;
  /** The clock (ms), lru-cache's `perf.now` (tests); it must not read 0, which lru-cache takes for "no time recorded". */
  now?: () => number;
}

interface Stored {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Entry {
  /** The answer, once it is here (undefined while it is on its way). */
  stored?: Stored;
  /** The request on its way. */
  pending?: Promise<Stored | null>;
}

export const DEFAULT_GUEST_API_CACHE: GuestApiCacheOptions = { ttlMs: 10_000, maxEntries: 10_000, maxBodyBytes: 512 * 1024, maxBytes: 16 * 1024 * 1024 };

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The request's headers, sorted and lower-cased: part of the key. */
function headerPairs(init: RequestInit | undefined): [string, string][] {
  return [...new Headers(init?.headers).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The key of a request that may be shared, or null for one that must go to the API. */
export function sharedRequestKey(input: string | URL | Request, init: RequestInit | undefined): string | null {
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || init?.body !== undefined && init.body !== null) return null;
  const headers = headerPairs(init);
  if (headers.some(([name]) => name === 'authorization' || name === 'cookie')) return null;
  return JSON.stringify([String(input), headers]);
}

const answerOf = (stored: Stored) => new Response(stored.body.slice(0), { status: stored.status, statusText: stored.statusText, headers: stored.headers });

export class GuestApiCache {
  /**
   * lru-cache drops what is past its time (`ttl`, from when the request was sent: an answered entry is set again with
   * `noUpdateTTL`) and the least recently used beyond `max`. It counts an entry stale once its age is over `ttl`; here an answer
   * is reused while it is younger than `ttlMs`, so `ttl` is one millisecond less. `ttlResolution: 0` reads the clock at
   * every look (the default remembers it for 1 ms of real time, which an injected clock would not see move). An entry
   * on its way counts its key's length; once answered, its body's bytes too (set again without renewing its time).
   */
  private readonly entries: LRUCache<string, Entry>;
  private readonly options: GuestApiCacheOptions;
  /** Answers given from memory, and requests sent (diagnostics and tests). */
  readonly stats = { shared: 0, sent: 0 };

  constructor(options: Partial<GuestApiCacheOptions> = {}) {
    this.options = { ...DEFAULT_GUEST_API_CACHE, ...options };
    this.entries = new LRUCache<string, Entry>({
      max: this.options.maxEntries,
      ttl: Math.max(1, this.options.ttlMs - 1),
      ttlResolution: 0,
      maxSize: this.options.maxBytes,
      ...(this.options.now ? { perf: { now: this.options.now } } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** `fetch` through this memory: a shareable request within the time is answered without asking the API again. */
  async fetch(send: Fetch, input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const key = sharedRequestKey(input, init);
    if (key === null) return send(input, init);
    const entry = this.entries.get(key);
    if (entry?.stored) {
      this.stats.shared += 1;
      return answerOf(entry.stored);
    }
    if (entry?.pending) {
      const stored = await entry.pending;
      // The first request failed or was not kept: this one asks for itself.
      if (stored) {
        this.stats.shared += 1;
        return answerOf(stored);
      }
      return this.sendAlone(send, input, init);
    }
    return this.sendAndKeep(send, key, input, init);
  }

  private sendAlone(send: Fetch, input: string | URL | Request, init?: RequestInit): Promise<Response> {
    this.stats.sent += 1;
    return send(input, init);
  }

  private async sendAndKeep(send: Fetch, key: string, input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const entry: Entry = {};
    let answer!: Promise<Response>;
    entry.pending = (async () => {
      answer = this.sendAlone(send, input, init);
      const response = await answer;
      if (response.status !== 200) return null;
      const body = await response.clone().arrayBuffer();
      if (body.byteLength > this.options.maxBodyBytes) return null;
      return { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body };
    })().then(
      (stored) => {
        // Filled in place (its time runs from the request); gone already if it expired or was pushed out meanwhile.
        if (this.entries.peek(key, { allowStale: true }) !== entry) return stored;
        // A new entry object: lru-cache counts a size again only when the value changes.
        if (stored) this.entries.set(key, { stored }, { noUpdateTTL: true, size: key.length + stored.body.byteLength });
        else {
          this.entries.delete(key);
        }
        return stored;
      },
      () => {
        if (this.entries.peek(key, { allowStale: true }) === entry) this.entries.delete(key);
        return null;
      },
    );
    this.entries.set(key, entry, { size: key.length });
    await entry.pending;
    return answer;
  }
}
