-- Issue 30: every amount has its currency. Every `*_cents` column holds minor units of its row's currency
-- (cents for EUR/USD/RUB/KZT, satoshis for BTC: src/money/money.ts MINOR_UNITS).

-- A player's bonus (cashback, a redeemed code) is an amount in a currency; rows from before were in the account's.
ALTER TABLE player_bonuses ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
UPDATE player_bonuses SET currency = COALESCE(
  (SELECT a.currency FROM accounts a WHERE a.player_id = player_bonuses.player_id AND a.is_current = 1 AND a.closed_at IS NULL),
  'EUR');

-- game_currency_rates.per_eur is read as minor units of the currency per EUR cent (the same number as units per EUR
-- for two-decimal currencies); BTC had no rate, so its rounds were weighed as if one satoshi were one euro cent.
INSERT OR REPLACE INTO game_currency_rates (currency, per_eur) VALUES ('BTC', 11);

-- Issue 30, item 3: a PIN locks after PIN_MAX_WRONG wrong tries in a row, shared by every PIN endpoint.
ALTER TABLE players ADD COLUMN pin_wrong_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN pin_locked_until TEXT;

-- Issue 30, item 3: every verification upload a player made, for the per-player quota (a replaced file still counts).
CREATE TABLE upload_log (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  size_bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX upload_log_player ON upload_log(player_id, created_at);
