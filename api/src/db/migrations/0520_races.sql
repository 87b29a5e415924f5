-- Races: every real-money player takes part automatically; a race runs in stages (one leaderboard per stage).
-- Points: 1 per 0.01 EUR staked on the stage's games, doubled on its bonus games (shared/src/api/contract/races.ts).

CREATE TABLE races (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title_json TEXT NOT NULL,
  currency TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  theme_hue INTEGER NOT NULL
);

CREATE TABLE race_stages (
  id INTEGER PRIMARY KEY,
  race_id INTEGER NOT NULL REFERENCES races(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  min_bet_cents INTEGER NOT NULL,
  prizes_json TEXT NOT NULL,
  UNIQUE (race_id, number)
);

CREATE TABLE race_stage_games (
  stage_id INTEGER NOT NULL REFERENCES race_stages(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  -- bonus games count double
  is_bonus INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (stage_id, game_id)
);
