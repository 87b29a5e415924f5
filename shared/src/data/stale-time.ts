/**
 * Data stays fresh this long: navigating back and forth within it costs no request. Its own module, free of browser
 * code, so the edge can keep its guest page cache under it (host/server/ssr.ts).
 */
export const QUERY_STALE_TIME_MS = 30_000;
