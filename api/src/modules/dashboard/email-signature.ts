import type { EmailSignatureData } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { sign, signatureMatches } from '../auth/secrets';

/** A signed confirmation link stays valid for a day. */
const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const SECRET = 'email-link';

/** "<base64url payload>.<hmac>" where the payload is playerId, address and expiry. */
export function emailSignature(db: Db, playerId: number, email: string): EmailSignatureData {
  const expiresAt = Date.now() + EMAIL_LINK_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ p: playerId, e: email, x: expiresAt })).toString('base64url');
  return {
    email,
    signature: `${payload}.${sign(db, SECRET, payload)}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** The player and address a signature vouches for, or undefined when forged, malformed or expired. */
export function readEmailSignature(
  db: Db,
  signature: string,
): { playerId: number; email: string } | undefined {
  const [payload, mac, extra] = signature.split('.');
  if (!payload || !mac || extra !== undefined || !signatureMatches(db, SECRET, payload, mac))
    return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      p?: unknown;
      e?: unknown;
      x?: unknown;
    };
    if (
      typeof data.p !== 'number' ||
      typeof data.e !== 'string' ||
      typeof data.x !== 'number' ||
      data.x < Date.now()
    )
      return undefined;
    return { playerId: data.p, email: data.e };
  } catch {
    return undefined;
  }
}
