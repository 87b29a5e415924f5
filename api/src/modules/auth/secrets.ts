import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';

/** A per-database secret, created on first use and kept across restarts (table server_secrets). */
export function serverSecret(db: Db, name: string): string {
  const row = db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as
    { value: string } | undefined;
  if (row) return row.value;
  const value = randomBytes(32).toString('base64url');
  db.prepare('INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)').run(name, value);
  return (db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: string }).value;
}

export function sign(db: Db, name: string, payload: string): string {
  return createHmac('sha256', serverSecret(db, name)).update(payload).digest('base64url');
}

export function signatureMatches(db: Db, name: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(db, name, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
