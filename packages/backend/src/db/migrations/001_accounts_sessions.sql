-- Staff accounts, session tokens (stored as sha256 hex of the token), login failures for the
-- per-email rate limit, and a key/value table for facts about the database itself.
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
  password_hash TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('anonymous', 'user')),
  account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  CHECK ((kind = 'user') = (account_id IS NOT NULL))
) STRICT, WITHOUT ROWID;

CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE login_failures (
  email TEXT NOT NULL,
  at INTEGER NOT NULL
) STRICT;

CREATE INDEX login_failures_email_at ON login_failures (email, at);

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

-- The root container's @uid, fixed once per database.
INSERT INTO meta (key, value) VALUES ('root_uid', lower(hex(randomblob(16))));
