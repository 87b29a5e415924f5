import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { createAccount } from '../../db/wallet';
import { asCurrency } from '../../money/money';
import { ApiError } from '../../errors';

export interface NewPlayer {
  login: string;
  email: string | null;
  passwordHash: string | null;
  currency: string;
  registrationType: 'email' | 'phone' | 'social';
  nickname?: string | null;
  country?: string | null;
  phone?: string | null;
  locale?: string;
}

/** Inserts a player with its one current currency account; 409 naming the field that is taken. */
export function insertPlayer(db: Db, player: NewPlayer): number {
  const taken = (sql: string, value: string) => db.prepare(sql).get(value) !== undefined;
  if (player.email && taken('SELECT 1 FROM players WHERE email = ?', player.email))
    throw ApiError.conflict('email', 'this email is already registered', 'conflict.email_taken');
  if (taken('SELECT 1 FROM players WHERE login = ?', player.login))
    throw ApiError.conflict('login', 'this login is taken', 'conflict.login_taken');
  if (player.nickname && taken('SELECT 1 FROM players WHERE nickname = ? COLLATE NOCASE', player.nickname))
    throw ApiError.conflict('nickname', 'this nickname is taken', 'conflict.nickname_taken');
  const result = db
    .prepare(
      `INSERT INTO players (login, email, password_hash, currency, registration_type, nickname, country, phone, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      player.login,
      player.email,
      player.passwordHash,
      player.currency,
      player.registrationType,
      player.nickname ?? null,
      player.country ?? null,
      player.phone ?? null,
      player.locale ?? 'ru',
      nowIso(),
    );
  const playerId = Number(result.lastInsertRowid);
  createAccount(db, playerId, asCurrency(player.currency), true);
  return playerId;
}
