-- Tournaments: a time window, a game list and prizes; players join, and the leaderboard is computed from their
-- real-money rounds in the tournament's games inside the window (see shared/src/api/contract/tournaments.ts).

CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  -- {"en": "...", "ru": "...", ...}: one text per product language
  title_json TEXT NOT NULL,
  -- how points are counted: 'bet_sum' (1 point per 0.01 EUR staked) or 'win_sum' (1 point per 0.01 EUR won)
  rule TEXT NOT NULL CHECK (rule IN ('bet_sum', 'win_sum')),
  currency TEXT NOT NULL,
  min_bet_cents INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  -- JSON [{"fromPlace":1,"toPlace":1,"amountCents":100000,"freeSpins":0}]
  prizes_json TEXT NOT NULL,
  theme_hue INTEGER NOT NULL
);
CREATE INDEX tournaments_window ON tournaments(ends_at, starts_at);

CREATE TABLE tournament_games (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  PRIMARY KEY (tournament_id, game_id)
);

CREATE TABLE tournament_participants (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL,
  PRIMARY KEY (tournament_id, player_id)
);
CREATE INDEX tournament_participants_player ON tournament_participants(player_id);
