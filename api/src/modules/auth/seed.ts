import type { Db } from '../../db/database';
import { createAccount } from '../../db/wallet';
import { money } from '../../money/money';
import { hashPasswordForSeed } from './passwords';

/**
 * Demo players (credentials in api/README.md). Fixed ids and dates so every fresh database is the same.
 * The games and promotions modules may give them rounds; the money modules give them history.
 */
export const SEEDED_PLAYERS = {
  demo: { id: 1, login: 'demo', email: 'demo@casino.test', password: 'Demo12345!' },
  blocked: { id: 2, login: 'blocked', email: 'blocked@casino.test', password: 'Blocked12345!' },
  terms: { id: 3, login: 'terms', email: 'terms@casino.test', password: 'Terms12345!' },
  newcomer: { id: 4, login: 'newcomer', email: 'new@casino.test', password: 'Newcomer12345!' },
} as const;

const CREATED_AT = '2026-01-05T10:00:00.000Z';

export function seedPlayers(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO players (id, login, email, phone, password_hash, nickname, name, surname, country, city, street, address, gender,
       date_birthday, status_name, currency, locale, is_email_confirmed, is_phone_confirmed, is_trusted, is_blocked, is_terms_required,
       active_tags, created_at)
     VALUES (@id, @login, @email, @phone, @hash, @nickname, @name, @surname, @country, @city, @street, @address, @gender,
       @birthday, @status, 'EUR', @locale, @emailOk, @phoneOk, @trusted, @blocked, @terms, @tags, @createdAt)`,
  );
  const base = {
    phone: null,
    nickname: null,
    name: null,
    surname: null,
    country: null,
    city: null,
    street: null,
    address: null,
    gender: null,
    birthday: null,
  };
  const rows = [
    {
      ...SEEDED_PLAYERS.demo,
      phone: '+4915112345678',
      nickname: 'LuckyDemo',
      name: 'Anna',
      surname: 'Schmidt',
      country: 'DE',
      city: 'Berlin',
      street: 'Friedrichstraße 12',
      address: 'Friedrichstraße 12, 10117 Berlin',
      gender: 'female',
      birthday: '1990-04-12',
      status: 'gold',
      locale: 'en',
      emailOk: 1,
      phoneOk: 1,
      trusted: 1,
      blocked: 0,
      terms: 0,
      tags: '["vip-candidate","slots-lover"]',
      balance: 1250_00,
    },
    {
      ...base,
      ...SEEDED_PLAYERS.blocked,
      nickname: 'Blocked',
      status: 'iron',
      locale: 'ru',
      emailOk: 1,
      phoneOk: 0,
      trusted: 0,
      blocked: 1,
      terms: 0,
      tags: '[]',
      balance: 40_00,
    },
    {
      ...base,
      ...SEEDED_PLAYERS.terms,
      nickname: 'NeedsTerms',
      status: 'iron',
      locale: 'ru',
      emailOk: 1,
      phoneOk: 0,
      trusted: 0,
      blocked: 0,
      terms: 1,
      tags: '[]',
      balance: 75_50,
    },
    {
      ...base,
      ...SEEDED_PLAYERS.newcomer,
      status: 'iron',
      locale: 'ru',
      emailOk: 0,
      phoneOk: 0,
      trusted: 0,
      blocked: 0,
      terms: 0,
      tags: '[]',
      balance: 0,
    },
  ];
  for (const row of rows) {
    insert.run({
      ...base,
      ...row,
      hash: hashPasswordForSeed(row.password, row.login),
      createdAt: CREATED_AT,
    });
    createAccount(db, row.id, 'EUR', true, money(row.balance, 'EUR'));
  }
  createAccount(db, SEEDED_PLAYERS.demo.id, 'USD', false, money(100_00, 'USD'));
  // createAccount stamps the current time; a reseed must write the same rows
  db.prepare('UPDATE accounts SET created_at = ? WHERE player_id <= ?').run(CREATED_AT, SEEDED_PLAYERS.newcomer.id);
  const history = db.prepare(
    'INSERT INTO auth_history (player_id, method, success, ip, user_agent, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const agent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  history.run(1, 'registration', 1, '203.0.113.10', agent, CREATED_AT);
  history.run(1, 'password', 0, '203.0.113.10', agent, '2026-01-12T18:03:00.000Z');
  history.run(1, 'password', 1, '203.0.113.10', agent, '2026-01-12T18:03:30.000Z');
  history.run(
    1,
    'password',
    1,
    '198.51.100.7',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
    '2026-02-01T08:15:00.000Z',
  );
}
