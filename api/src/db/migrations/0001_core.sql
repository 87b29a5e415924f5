-- Core tables: players, access tokens, the outbox of codes that would go by mail or SMS, operator settings.
-- Module migrations are numbered by owner: 0100-0499 account/content/bonus/payment modules, 0500-0999 games/promotions.

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT UNIQUE COLLATE NOCASE,
  phone TEXT,
  password_hash TEXT,
  nickname TEXT,
  name TEXT,
  surname TEXT,
  country TEXT,
  address TEXT,
  city TEXT,
  gender TEXT,
  state TEXT,
  street TEXT,
  date_birthday TEXT,
  status_name TEXT NOT NULL DEFAULT 'iron',
  currency TEXT NOT NULL DEFAULT 'EUR',
  locale TEXT NOT NULL DEFAULT 'ru',
  registration_type TEXT NOT NULL DEFAULT 'email',
  is_email_confirmed INTEGER NOT NULL DEFAULT 0,
  is_phone_confirmed INTEGER NOT NULL DEFAULT 0,
  is_trusted INTEGER NOT NULL DEFAULT 0,
  is_blocked INTEGER NOT NULL DEFAULT 0,
  is_terms_required INTEGER NOT NULL DEFAULT 0,
  cooling_off_until TEXT,
  self_exclusion_until TEXT,
  two_factor_type TEXT,
  totp_secret TEXT,
  pin_code_hash TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  refresh_until INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX access_tokens_player ON access_tokens(player_id);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Money is stored in integer cents. One row per currency account; exactly one is current per player.
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  is_current INTEGER NOT NULL DEFAULT 0,
  closed_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (player_id, currency)
);

-- Demo-mode money and loyalty points live beside the player; demo balance refills when it runs out.
CREATE TABLE player_wallet_extras (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  demo_balance_cents INTEGER NOT NULL DEFAULT 100000,
  points_cents INTEGER NOT NULL DEFAULT 0
);
