-- Payments (record keeping, no real provider), loyalty points ledger, bonus campaigns and the player's bonuses.

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  method TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- state machine: see shared/src/api/contract/payments.ts
  status TEXT NOT NULL,
  reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payments_player ON payments(player_id, id);

CREATE TABLE crypto_transactions (
  id INTEGER PRIMARY KEY,
  payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  network TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  refund_address TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  delta_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX points_ledger_player ON points_ledger(player_id, id);

CREATE TABLE bonus_campaigns (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'no_deposit', 'freespins', 'gamification')),
  title_json TEXT NOT NULL,
  description_json TEXT NOT NULL,
  code TEXT UNIQUE COLLATE NOCASE,
  amount_cents INTEGER NOT NULL,
  free_spins INTEGER NOT NULL DEFAULT 0,
  wager_factor INTEGER NOT NULL,
  min_deposit_cents INTEGER NOT NULL DEFAULT 0,
  currency TEXT,
  -- JSON array of game global ids the campaign is shown for on the game page; [] means every game
  game_ids TEXT NOT NULL DEFAULT '[]',
  on_dashboard INTEGER NOT NULL DEFAULT 1,
  on_cashbox INTEGER NOT NULL DEFAULT 0,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

CREATE TABLE player_bonuses (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  campaign_id INTEGER REFERENCES bonus_campaigns(id),
  kind TEXT NOT NULL,
  -- available -> active -> rewarded | cancelled; active -> available (deactivate); available -> cancelled
  status TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  wager_required_cents INTEGER NOT NULL DEFAULT 0,
  activated_at TEXT,
  finished_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX player_bonuses_player ON player_bonuses(player_id, status);
