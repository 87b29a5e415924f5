-- Server-driven redirects read by GET /api/v1/route-data on every navigation of the host.
-- from_path is normalised (see route-data/paths.ts) and may carry a locale prefix; the UNIQUE index is the lookup.
-- Internal targets are app paths without locale prefix; external targets must be absolute http(s) URLs.
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  from_path TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('internal', 'external')),
  target TEXT NOT NULL,
  permanent INTEGER NOT NULL DEFAULT 1 CHECK (permanent IN (0, 1)),
  created_at TEXT NOT NULL,
  CHECK (from_path LIKE '/%'),
  CHECK (
    (type = 'internal' AND target LIKE '/%' AND target NOT LIKE '//%')
    OR (type = 'external' AND (target LIKE 'https://_%' OR target LIKE 'http://_%'))
  )
);
