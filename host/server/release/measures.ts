import type { RemoteName } from '@casino/contract/release';

/**
 * Real players' measures per remote version (docs/releases.md, "The canary judge"), behind a small storage interface:
 * the in-memory store below is the embedded default of one edge; a shared store (PostgreSQL) implements the same
 * three methods so every edge judges on every edge's reports.
 *
 * The units: a visitor counts once per remote version (failed when any of its page views of that version failed to
 * load the remote or threw); a page view's LCP, INP and CLS count once per page view (a later report of the same page
 * view replaces its values). One address contributes at most `visitorsPerAddress` visitors to a version, and one
 * visitor at most `pageViewsPerVisitor` page views.
 */
export interface MeasureSample {
  remote: RemoteName;
  version: string;
  channel: 'live' | 'canary' | 'override';
  visitorId: string;
  pageView: string;
  /** The client address the edge vouches for (client-address.ts). */
  address: string;
  /** Epoch ms. */
  at: number;
  /** The remote failed to load on this page view, or the page threw while it was this remote's page. */
  failed: boolean;
  /** Milliseconds; absent when the page view was not this remote's page or the browser had none. */
  lcp?: number;
  inp?: number;
  cls?: number;
}

export interface RecordOutcome {
  /** counted: a new page view; updated: merged into its earlier report; capped: over an allowance, nothing kept. */
  status: 'counted' | 'updated' | 'capped';
  /** This report turned the page view into a failed one (it was not failed before). */
  newlyFailed: boolean;
}

export interface VersionMeasures {
  remote: RemoteName;
  version: string;
  visitors: number;
  failedVisitors: number;
  /** failedVisitors / visitors; null with no visitors. */
  failureRate: number | null;
  pageViews: number;
  /** 75th percentiles over page views with a value; null when there is none. */
  p75Lcp: number | null;
  p75Inp: number | null;
  p75Cls: number | null;
  lcpSamples: number;
  inpSamples: number;
}

export interface MeasureStore {
  /** Adds or updates one page view's sample; 'capped' when the address or visitor is over its allowance. */
  record(sample: MeasureSample): Promise<RecordOutcome>;
  /** The measures of one version from `since` (epoch ms) on. */
  summarize(remote: RemoteName, version: string, since: number): Promise<VersionMeasures>;
  /** Drops everything older than `before` (epoch ms). */
  prune(before: number): Promise<void>;
}

export interface MeasureLimits {
  visitorsPerAddress: number;
  pageViewsPerVisitor: number;
}

/** The nearest-rank 75th percentile (what CrUX and web-vitals report). */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)]!;
}

export function summarizeSamples(remote: RemoteName, version: string, samples: Iterable<MeasureSample>): VersionMeasures {
  const visitors = new Map<string, boolean>();
  const lcp: number[] = [];
  const inp: number[] = [];
  const cls: number[] = [];
  let pageViews = 0;
  for (const sample of samples) {
    pageViews += 1;
    visitors.set(sample.visitorId, (visitors.get(sample.visitorId) ?? false) || sample.failed);
    if (sample.lcp !== undefined) lcp.push(sample.lcp);
    if (sample.inp !== undefined) inp.push(sample.inp);
    if (sample.cls !== undefined) cls.push(sample.cls);
  }
  const failedVisitors = [...visitors.values()].filter(Boolean).length;
  return {
    remote,
    version,
    visitors: visitors.size,
    failedVisitors,
    failureRate: visitors.size > 0 ? failedVisitors / visitors.size : null,
    pageViews,
    p75Lcp: p75(lcp),
    p75Inp: p75(inp),
    p75Cls: p75(cls),
    lcpSamples: lcp.length,
    inpSamples: inp.length,
  };
}

/** One edge's memory: lost on restart, not shared between edges (a shared store replaces it). */
export class MemoryMeasureStore implements MeasureStore {
  /** remote@version -> page view -> sample */
  private readonly samples = new Map<string, Map<string, MeasureSample>>();
  /** remote@version -> address -> visitors */
  private readonly addresses = new Map<string, Map<string, Set<string>>>();
  /** remote@version -> visitor -> page views */
  private readonly visitors = new Map<string, Map<string, Set<string>>>();

  constructor(private readonly limits: MeasureLimits) {}

  async record(sample: MeasureSample): Promise<RecordOutcome> {
    const key = `${sample.remote}@${sample.version}`;
    const views = getOrSet(this.samples, key, () => new Map<string, MeasureSample>());
    const existing = views.get(sample.pageView);
    if (existing) {
      // The same page view reporting again (its failure at once, its measures when hidden): merged, counted once.
      if (existing.visitorId !== sample.visitorId) return { status: 'capped', newlyFailed: false };
      views.set(sample.pageView, {
        ...existing,
        at: sample.at,
        failed: existing.failed || sample.failed,
        ...(sample.lcp !== undefined ? { lcp: sample.lcp } : {}),
        ...(sample.inp !== undefined ? { inp: sample.inp } : {}),
        ...(sample.cls !== undefined ? { cls: sample.cls } : {}),
      });
      return { status: 'updated', newlyFailed: sample.failed && !existing.failed };
    }
    const byAddress = getOrSet(getOrSet(this.addresses, key, () => new Map()), sample.address, () => new Set<string>());
    if (!byAddress.has(sample.visitorId) && byAddress.size >= this.limits.visitorsPerAddress) return { status: 'capped', newlyFailed: false };
    const byVisitor = getOrSet(getOrSet(this.visitors, key, () => new Map()), sample.visitorId, () => new Set<string>());
    if (byVisitor.size >= this.limits.pageViewsPerVisitor) return { status: 'capped', newlyFailed: false };
    byAddress.add(sample.visitorId);
    byVisitor.add(sample.pageView);
    views.set(sample.pageView, sample);
    return { status: 'counted', newlyFailed: sample.failed };
  }

  async summarize(remote: RemoteName, version: string, since: number): Promise<VersionMeasures> {
    const views = this.samples.get(`${remote}@${version}`)?.values() ?? [];
    return summarizeSamples(remote, version, [...views].filter((sample) => sample.at >= since));
  }

  async prune(before: number): Promise<void> {
    for (const [key, views] of this.samples) {
      for (const [id, sample] of views) if (sample.at < before) views.delete(id);
      if (views.size === 0) {
        this.samples.delete(key);
        this.addresses.delete(key);
        this.visitors.delete(key);
      }
    }
  }
}

function getOrSet<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}
