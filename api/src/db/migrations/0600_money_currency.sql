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
