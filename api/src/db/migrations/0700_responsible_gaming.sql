-- Issue 35: responsible-gaming limits, their audit history, play sessions and the reality-check interval.

-- One row per player and limit kind. amount_minor: minor units of `currency` (minutes for session.minutes); NULL when
-- only a pending request exists. A pending raise or removal waits until pending_effective_at, then needs confirming.
CREATE TABLE rg_limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  currency TEXT,
  amount_minor INTEGER,
  has_pending INTEGER NOT NULL DEFAULT 0,
  pending_minor INTEGER,
  pending_requested_at TEXT,
  pending_effective_at TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (player_id, kind)
);

-- The player's audit trail: every change and request, never updated or deleted.
CREATE TABLE rg_limit_history (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  action TEXT NOT NULL,
  currency TEXT,
  from_minor INTEGER,
  to_minor INTEGER,
  effective_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX rg_limit_history_player ON rg_limit_history(player_id, id);

-- Real-money play sessions: opened by the first real game or round, ended by the player, the time limit or idleness.
CREATE TABLE rg_sessions (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  last_active_at TEXT NOT NULL,
  ended_at TEXT,
  ended_reason TEXT
);
CREATE INDEX rg_sessions_player ON rg_sessions(player_id, id);

-- NULL: the jurisdiction's default; 0: off; else minutes (10, 20, 30, 60).
ALTER TABLE players ADD COLUMN rg_reality_check_minutes INTEGER;
-- Last real round per game session, for the jurisdiction's minimum time per round.
CREATE INDEX game_rounds_session ON game_rounds(session_id, id);
CREATE INDEX payments_player_created ON payments(player_id, kind, created_at);
