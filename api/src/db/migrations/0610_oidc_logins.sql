-- Social sign-in with OpenID Connect (issue 34.6): one row per attempt, used once. The PKCE verifier and nonce never
-- leave the API; the browser holds only a random binding whose hash is kept here.
CREATE TABLE oidc_logins (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  binding_hash TEXT NOT NULL,
  redirect TEXT,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX oidc_logins_created ON oidc_logins(created_at);
