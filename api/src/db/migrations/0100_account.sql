-- Player account module tables (auth, player, dashboard): sign-in history, social identities, security settings,
-- subscriptions, advertisements feedback, verification documents and cards.

ALTER TABLE players ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE players ADD COLUMN subscribe_email INTEGER NOT NULL DEFAULT 1;
ALTER TABLE players ADD COLUMN subscribe_sms INTEGER NOT NULL DEFAULT 1;
ALTER TABLE players ADD COLUMN subscribe_push INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN active_tags TEXT NOT NULL DEFAULT '[]';
-- An email change waits here until the new address is confirmed by OTP or signed link.
ALTER TABLE players ADD COLUMN pending_email TEXT;
ALTER TABLE players ADD COLUMN pending_phone TEXT;

CREATE TABLE auth_history (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  success INTEGER NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX auth_history_player ON auth_history(player_id, id);

CREATE TABLE social_identities (
  provider TEXT NOT NULL,
  external_id TEXT NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, external_id)
);

CREATE TABLE feedback_adverts (
  id INTEGER PRIMARY KEY,
  -- {"en": "...", "ru": "...", ...}: one title and text per product language
  title_json TEXT NOT NULL,
  text_json TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE feedback_advert_views (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  advert_id INTEGER NOT NULL REFERENCES feedback_adverts(id) ON DELETE CASCADE,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (player_id, advert_id)
);

CREATE TABLE verification_documents (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  -- requested (operator asks) -> uploaded -> approved | rejected
  status TEXT NOT NULL,
  file_name TEXT,
  stored_name TEXT,
  mime_type TEXT,
  size_bytes INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX verification_documents_player ON verification_documents(player_id);

CREATE TABLE player_cards (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  brand TEXT NOT NULL,
  mask TEXT NOT NULL,
  expiry TEXT NOT NULL,
  verification_status TEXT NOT NULL DEFAULT 'unverified',
  created_at TEXT NOT NULL
);

-- Codes are single use: a used code stays in the outbox (the dev endpoint still shows it) but no longer verifies.
ALTER TABLE outbox ADD COLUMN used_at TEXT;
CREATE INDEX outbox_recipient ON outbox(recipient, purpose, id);

-- Per-database secrets (signing email-confirmation links, real-time channel tokens), created on first use.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
