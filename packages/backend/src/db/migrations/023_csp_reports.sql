-- The admin's Content-Security-Policy violations (/api/csp-reports), kept like the error reports: one row per
-- distinct violation (page, directive, what was blocked, where in the source) with how often it came, so a
-- violation repeated on every page load is one row and a new one is seen, not drowned.
CREATE TABLE csp_reports (
  id INTEGER PRIMARY KEY,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  count INTEGER NOT NULL,
  document_url TEXT NOT NULL,
  directive TEXT NOT NULL,
  blocked_url TEXT NOT NULL,
  source_file TEXT NOT NULL,
  line INTEGER NOT NULL,
  column INTEGER NOT NULL,
  disposition TEXT NOT NULL,
  sample TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  UNIQUE (document_url, directive, blocked_url, source_file, line, column, disposition)
) STRICT;
CREATE INDEX csp_reports_last_seen ON csp_reports (last_seen, id);
