-- The local error reporter (contract.md, "Things the reference backend does locally"): render failures the
-- web app reports are kept here instead of going to an outside error-reporting service.
CREATE TABLE error_reports (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT,
  url TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  release TEXT,
  user TEXT,
  request_id TEXT
) STRICT;
