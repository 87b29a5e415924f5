-- Games module: the catalogue (providers, categories, games with an FTS5 name index), launch sessions, recorded rounds,
-- favourites and last played games. The catalogue is static seed data; rounds are written by the play module.

CREATE TABLE game_providers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE game_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL,
  -- share of a bet that counts towards bonus wagering (percent), shown by /contribution-games
  wager_contribution_pct INTEGER NOT NULL
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  provider_id INTEGER NOT NULL REFERENCES game_providers(id),
  category_id INTEGER NOT NULL REFERENCES game_categories(id),
  -- return to player in basis points (9612 = 96.12 %)
  rtp_bp INTEGER NOT NULL,
  volatility TEXT NOT NULL CHECK (volatility IN ('low', 'medium', 'high')),
  is_new INTEGER NOT NULL DEFAULT 0,
  is_popular INTEGER NOT NULL DEFAULT 0,
  has_demo INTEGER NOT NULL DEFAULT 1,
  has_jackpot INTEGER NOT NULL DEFAULT 0,
  is_live INTEGER NOT NULL DEFAULT 0,
  -- lobby order: higher first
  popularity INTEGER NOT NULL,
  released_at TEXT NOT NULL,
  -- thumbnail look: base hue (0-359) and the symbol drawn on it
  theme_hue INTEGER NOT NULL,
  theme_symbol TEXT NOT NULL,
  min_bet_cents INTEGER NOT NULL,
  max_bet_cents INTEGER NOT NULL
);
CREATE INDEX games_popularity ON games(popularity DESC, id);
CREATE INDEX games_provider ON games(provider_id, popularity DESC, id);
CREATE INDEX games_category ON games(category_id, popularity DESC, id);
CREATE INDEX games_category_provider ON games(category_id, provider_id, popularity DESC, id);
CREATE INDEX games_new ON games(is_new, released_at DESC);

-- Full-text index over names and provider names; rowid = games.id. Prefix indexes make "drag" find "Dragon".
CREATE VIRTUAL TABLE games_fts USING fts5(name, provider, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');

-- One row per launch (/game/real, /game/demo). The token in the launch URL is the capability; only its hash is kept.
CREATE TABLE game_sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  -- NULL for an anonymous demo launch
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id),
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  currency TEXT NOT NULL,
  -- balance of an anonymous demo session (signed-in demo play uses player_wallet_extras)
  demo_balance_cents INTEGER NOT NULL DEFAULT 0,
  lang TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- Every spin. Read by the account module for wagering progress: keep these column names.
CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  -- NULL for an anonymous demo round
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id),
  session_id INTEGER REFERENCES game_sessions(id) ON DELETE SET NULL,
  mode TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
  currency TEXT NOT NULL,
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
  balance_after_cents INTEGER,
  -- JSON: the reels shown and the winning line, so history can replay what the player saw
  outcome TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX game_rounds_player ON game_rounds(player_id, created_at);
CREATE INDEX game_rounds_game_time ON game_rounds(game_id, created_at);
CREATE INDEX game_rounds_mode_time ON game_rounds(mode, created_at);

CREATE TABLE player_favorite_games (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (player_id, game_id)
);

CREATE TABLE player_last_games (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  played_at TEXT NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE INDEX player_last_games_recent ON player_last_games(player_id, played_at DESC);

-- Reference exchange rates used to compare bets in different currencies (tournament and race points, jackpots).
CREATE TABLE game_currency_rates (
  currency TEXT PRIMARY KEY,
  -- units of this currency per 1 EUR
  per_eur REAL NOT NULL
);
