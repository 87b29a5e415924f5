import crypto from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { signToken, verifyToken } from './signed-token';

/**
 * The proof that a page's measures report comes from a page view this edge served: a signed, short-lived token inlined
 * in that page's release map (signed-token.ts, purpose `canary-report`). It names the visitor (the report must carry
 * the same visitor cookie), the page view (a report counts once per page view), the remote whose page it is, and the
 * version and channel of every remote served to it. Reports are attributed to those versions only, never to what the
 * report's body claims.
 */
export const REPORT_TOKEN_TTL_MS = 30 * 60 * 1000;

export type ServedChannel = 'live' | 'canary' | 'override';

export interface ReportGrant {
  visitorId: string;
  /** One page view: random, minted with the page. */
  pageView: string;
  /** The remote whose page this is: the page's LCP, INP and CLS are that remote's measures. */
  page?: RemoteName;
  /** Each remote this page was given: version and channel. */
  served: Partial<Record<RemoteName, { version: string; channel: ServedChannel }>>;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export const newPageViewId = () => crypto.randomBytes(12).toString('base64url');

export function signReportToken(grant: ReportGrant, secret: string): string {
  return signToken('canary-report', grant, secret);
}

const CHANNELS: readonly string[] = ['live', 'canary', 'override'];

function validServed(served: unknown): boolean {
  if (served === null || typeof served !== 'object' || Array.isArray(served)) return false;
  return Object.entries(served).every(
    ([remote, value]) =>
      REMOTE_NAMES.includes(remote as RemoteName) &&
      value !== null &&
      typeof value === 'object' &&
      typeof (value as { version?: unknown }).version === 'string' &&
      CHANNELS.includes((value as { channel?: unknown }).channel as string),
  );
}

export function verifyReportToken(token: unknown, secret: string, now = Date.now()): ReportGrant | undefined {
  return verifyToken<ReportGrant>(
    'canary-report',
    token,
    secret,
    (claims) =>
      typeof claims.visitorId === 'string' &&
      typeof claims.pageView === 'string' &&
      (claims.page === undefined || REMOTE_NAMES.includes(claims.page as RemoteName)) &&
      validServed(claims.served),
    now,
  );
}
