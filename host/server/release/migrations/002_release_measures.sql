-- Real players' measures, shared by every edge (docs/releases.md, "Where the measures live"): one row per remote
-- version and page view. The caps of measures.ts (a page view counts once and belongs to one visitor; one address adds
-- at most N visitors to a version; one visitor at most M page views) are enforced by release_record_measure below,
-- under transaction-scoped advisory locks, so two edges recording at the same instant cannot both take the last place.
CREATE TABLE release_measures (
  remote text NOT NULL,
  version text NOT NULL,
  page_view text NOT NULL,
  visitor_id text NOT NULL,
  address text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('live', 'canary', 'override')),
  -- epoch milliseconds of the page view's last report (the judge's window and prune compare with it)
  at_ms bigint NOT NULL,
  failed boolean NOT NULL,
  lcp double precision,
  inp double precision,
  cls double precision,
  PRIMARY KEY (remote, version, page_view)
);
CREATE INDEX release_measures_window ON release_measures (remote, version, at_ms);
CREATE INDEX release_measures_address ON release_measures (remote, version, address, visitor_id);
CREATE INDEX release_measures_visitor ON release_measures (remote, version, visitor_id);
CREATE INDEX release_measures_age ON release_measures (at_ms);

-- One report of one page view for one remote version: 'counted' (new), 'updated' (merged into its earlier report:
-- failure kept, values replaced) or 'capped' (over an allowance, or another visitor's page view: nothing kept).
-- Locks, always in this order (so no two calls can wait on each other in a cycle): the page view, the address, the
-- visitor, each scoped to the remote version and released at commit.
CREATE FUNCTION release_record_measure(
  p_remote text, p_version text, p_channel text, p_visitor text, p_page_view text, p_address text, p_at bigint,
  p_failed boolean, p_lcp double precision, p_inp double precision, p_cls double precision,
  p_visitors_per_address integer, p_page_views_per_visitor integer
) RETURNS TABLE (status text, newly_failed boolean) LANGUAGE plpgsql AS $$
DECLARE
  scope text := p_remote || '@' || p_version || '@';
  earlier release_measures%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock(1836020321, hashtext(scope || 'view@' || p_page_view));
  SELECT * INTO earlier FROM release_measures m WHERE m.remote = p_remote AND m.version = p_version AND m.page_view = p_page_view;
  IF FOUND THEN
    IF earlier.visitor_id <> p_visitor THEN
      RETURN QUERY SELECT 'capped'::text, false;
      RETURN;
    END IF;
    UPDATE release_measures m
       SET at_ms = p_at, failed = m.failed OR p_failed,
           lcp = coalesce(p_lcp, m.lcp), inp = coalesce(p_inp, m.inp), cls = coalesce(p_cls, m.cls)
     WHERE m.remote = p_remote AND m.version = p_version AND m.page_view = p_page_view;
    RETURN QUERY SELECT 'updated'::text, p_failed AND NOT earlier.failed;
    RETURN;
  END IF;

  PERFORM pg_advisory_xact_lock(1836020322, hashtext(scope || 'address@' || p_address));
  IF NOT EXISTS (SELECT 1 FROM release_measures m WHERE m.remote = p_remote AND m.version = p_version AND m.address = p_address AND m.visitor_id = p_visitor)
     AND (SELECT count(DISTINCT m.visitor_id) FROM release_measures m WHERE m.remote = p_remote AND m.version = p_version AND m.address = p_address) >= p_visitors_per_address THEN
    RETURN QUERY SELECT 'capped'::text, false;
    RETURN;
  END IF;

  PERFORM pg_advisory_xact_lock(1836020323, hashtext(scope || 'visitor@' || p_visitor));
  IF (SELECT count(*) FROM release_measures m WHERE m.remote = p_remote AND m.version = p_version AND m.visitor_id = p_visitor) >= p_page_views_per_visitor THEN
    RETURN QUERY SELECT 'capped'::text, false;
    RETURN;
  END IF;

  INSERT INTO release_measures (remote, version, page_view, visitor_id, address, channel, at_ms, failed, lcp, inp, cls)
  VALUES (p_remote, p_version, p_page_view, p_visitor, p_address, p_channel, p_at, p_failed, p_lcp, p_inp, p_cls);
  RETURN QUERY SELECT 'counted'::text, p_failed;
END;
$$;
