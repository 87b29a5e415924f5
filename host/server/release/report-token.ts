import crypto from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';

/**
 * The proof that a canary failure report comes from a page this edge served: a signed, short-lived token inlined in
 * that page's release map, naming the visitor and the canary versions it was given. A report counts only for a canary
 * its token names, once per visitor.
 */
export const REPORT_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface ReportGrant {
  visitorId: string;
  /** The canary version of each remote this page was given. */
  canaries: Partial<Record<RemoteName, string>>;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

// Its own MAC domain, so an override token can never pass as a report token or the other way round.
const mac = (payload: string, secret: string) => crypto.createHmac('sha256', secret).update(`canary-report\n${payload}`).digest('base64url');

export function signReportToken(grant: ReportGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export function verifyReportToken(token: unknown, secret: string, now = Date.now()): ReportGrant | undefined {
  if (typeof token !== 'string' || token.length > 2048) return undefined;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReportGrant;
    if (typeof grant.visitorId !== 'string' || typeof grant.exp !== 'number' || typeof grant.canaries !== 'object' || grant.canaries === null) return undefined;
    if (Object.keys(grant.canaries).some((remote) => !REMOTE_NAMES.includes(remote as RemoteName))) return undefined;
    return grant.exp > now ? grant : undefined;
  } catch {
    return undefined;
  }
}
