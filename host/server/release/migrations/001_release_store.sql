-- The release store in PostgreSQL (docs/releases.md, "The release store"). Applied once, in one transaction, by the
-- first edge or CLI that starts against an empty database; release_schema_migrations records it.

-- The release map: one row. `revision` is the compare-and-set token (If-Match); remotes holds live, previous and the
-- canary state (version, percent, since) of each remote.
CREATE TABLE release_map (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  revision bigint NOT NULL,
  updated_at timestamptz NOT NULL,
  remotes jsonb NOT NULL
);
INSERT INTO release_map (id, revision, updated_at, remotes) VALUES (1, 0, 'epoch', '{}');

-- Published versions: immutable once written.
CREATE TABLE release_versions (
  remote text NOT NULL,
  version text NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (remote, version)
);

-- The audit log with its hash chain: entry is the whole sealed entry (seq, at, actor, ..., prevHash, hash).
CREATE TABLE release_audit (
  seq bigint PRIMARY KEY CHECK (seq >= 1),
  hash text NOT NULL UNIQUE,
  prev_hash text NOT NULL UNIQUE,
  remote text NOT NULL,
  entry jsonb NOT NULL
);
CREATE INDEX release_audit_remote ON release_audit (remote, seq);

-- Append-only: no role, not even the owner, may change or remove an entry; verify catches anything done around this.
CREATE FUNCTION release_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'release_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER release_audit_no_update BEFORE UPDATE OR DELETE ON release_audit
  FOR EACH ROW EXECUTE FUNCTION release_audit_refuse_change();
CREATE TRIGGER release_audit_no_truncate BEFORE TRUNCATE ON release_audit
  FOR EACH STATEMENT EXECUTE FUNCTION release_audit_refuse_change();

-- Release credentials: only the sha256 of each token is stored; the token is shown once, when it is made.
CREATE TABLE release_credentials (
  name text PRIMARY KEY,
  role text NOT NULL CHECK (role IN ('release-manager', 'publisher')),
  remote text,
  token_sha256 text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  CHECK ((role = 'publisher') = (remote IS NOT NULL))
);
