import type { Db } from '../../db/database';
import { ApiError } from '../../errors';

/** The `players` row as stored (0001_core.sql plus 0100_account.sql). */
export interface PlayerRow {
  id: number;
  login: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  nickname: string | null;
  name: string | null;
  surname: string | null;
  country: string | null;
  address: string | null;
  city: string | null;
  gender: string | null;
  state: string | null;
  street: string | null;
  date_birthday: string | null;
  status_name: string;
  currency: string;
  locale: string;
  registration_type: string;
  is_email_confirmed: number;
  is_phone_confirmed: number;
  is_trusted: number;
  is_blocked: number;
  is_terms_required: number;
  cooling_off_until: string | null;
  self_exclusion_until: string | null;
  two_factor_type: 'sms' | 'google' | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  pin_code_hash: string | null;
  subscribe_email: number;
  subscribe_sms: number;
  subscribe_push: number;
  active_tags: string;
  pending_email: string | null;
  pending_phone: string | null;
  created_at: string;
}

export function playerRow(db: Db, playerId: number): PlayerRow {
  const row = db.prepare('SELECT * FROM players WHERE id = ?').get(playerId) as PlayerRow | undefined;
  if (!row) throw ApiError.unauthorized('the player no longer exists');
  return row;
}

export function playerByLogin(db: Db, login: string): PlayerRow | undefined {
  return db
    .prepare('SELECT * FROM players WHERE login = ? OR email = ? ORDER BY id LIMIT 1')
    .get(login, login) as PlayerRow | undefined;
}

/** Parses a JSON array column, tolerating anything an operator may have typed into the database. */
export function jsonArray(text: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** Whether the profile has what the platform needs before a withdrawal (name, surname, birthday, country, phone). */
export const baseProfileCompleted = (row: PlayerRow): boolean =>
  Boolean(row.name && row.surname && row.date_birthday && row.country && row.phone);
