import pg from 'pg';
import type { RemoteName } from '@casino/contract/release';
import { timeReleaseStore } from '../metrics';
import type { MeasureLimits, MeasureSample, MeasureStore, RecordOutcome, VersionMeasures } from './measures';
import { isConnectionError, StoreUnavailableError } from './store';

export interface PgMeasureStoreOptions {
  url: string;
  limits: MeasureLimits;
  /** How long a connection attempt (or a wait for a pooled one) may take before the store answers unavailable. */
  connectTimeoutMs?: number;
  /** Connections for measures, apart from the release store's own, so a burst of reports never delays a release write. */
  maxConnections?: number;
}

interface SummaryRow {
  visitors: string;
  failed_visitors: string;
  page_views: string;
  p75_lcp: number | null;
  p75_inp: number | null;
  p75_cls: number | null;
  lcp_samples: string;
  inp_samples: string;
}

/**
 * Real players' measures in PostgreSQL (migration 002_release_measures.sql), shared by every edge on the database, so
 * the canary judge of any edge sees the reports all edges received. The same contract as MemoryMeasureStore
 * (measures.ts): `record` is one call of release_record_measure, which enforces the caps atomically under advisory
 * locks; `summarize` is one aggregate query (p75 by percentile_disc, the nearest rank, as p75() in memory);
 * `prune` deletes old rows. The migrations are run by PgReleaseStore.init(), which creates this store.
 *
 * One difference from memory: an address's or visitor's allowance counts the rows still kept, so it renews once
 * `prune` has dropped that address's rows (after the canary window), where memory keeps it until a whole version is gone.
 */
export class PgMeasureStore implements MeasureStore {
  private readonly pool: pg.Pool;

  constructor(private readonly options: PgMeasureStoreOptions) {
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 4,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      idleTimeoutMillis: 10_000,
    });
    // An idle connection dropped by the server must not crash the edge; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  private async query<R extends pg.QueryResultRow>(operation: string, text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return timeReleaseStore(operation, async () => {
      try {
        return await this.pool.query<R>(text, values);
      } catch (error) {
        if (isConnectionError(error)) {
          throw new StoreUnavailableError(`the measures store (PostgreSQL) is unreachable (${(error as Error).message}); this report was not counted`);
        }
        throw error;
      }
    });
  }

  async record(sample: MeasureSample): Promise<RecordOutcome> {
    const { rows } = await this.query<{ status: RecordOutcome['status']; newly_failed: boolean }>(
      'measures-record',
      'SELECT status, newly_failed FROM release_record_measure($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
      [
        sample.remote,
        sample.version,
        sample.channel,
        sample.visitorId,
        sample.pageView,
        sample.address,
        Math.round(sample.at),
        sample.failed,
        sample.lcp ?? null,
        sample.inp ?? null,
        sample.cls ?? null,
        this.options.limits.visitorsPerAddress,
        this.options.limits.pageViewsPerVisitor,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('release_record_measure answered no row');
    return { status: row.status, newlyFailed: row.newly_failed };
  }

  async summarize(remote: RemoteName, version: string, since: number): Promise<VersionMeasures> {
    const { rows } = await this.query<SummaryRow>(
      'measures-summarize',
      `WITH views AS (
         SELECT visitor_id, failed, lcp, inp, cls FROM release_measures WHERE remote = $1 AND version = $2 AND at_ms >= $3
       ), visitors AS (
         SELECT bool_or(failed) AS failed FROM views GROUP BY visitor_id
       )
       SELECT (SELECT count(*) FROM visitors) AS visitors,
              (SELECT count(*) FROM visitors WHERE failed) AS failed_visitors,
              count(*) AS page_views,
              percentile_disc(0.75) WITHIN GROUP (ORDER BY lcp) AS p75_lcp,
              percentile_disc(0.75) WITHIN GROUP (ORDER BY inp) AS p75_inp,
              percentile_disc(0.75) WITHIN GROUP (ORDER BY cls) AS p75_cls,
              count(lcp) AS lcp_samples,
              count(inp) AS inp_samples
         FROM views`,
      [remote, version, Math.floor(since)],
    );
    const row = rows[0]!;
    const visitors = Number(row.visitors);
    const failedVisitors = Number(row.failed_visitors);
    return {
      remote,
      version,
      visitors,
      failedVisitors,
      failureRate: visitors > 0 ? failedVisitors / visitors : null,
      pageViews: Number(row.page_views),
      p75Lcp: row.p75_lcp,
      p75Inp: row.p75_inp,
      p75Cls: row.p75_cls,
      lcpSamples: Number(row.lcp_samples),
      inpSamples: Number(row.inp_samples),
    };
  }

  async prune(before: number): Promise<void> {
    await this.query('measures-prune', 'DELETE FROM release_measures WHERE at_ms < $1', [Math.floor(before)]);
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
