-- Newsletter sending (site-content-and-shell §4, §7; contract.md "Things the reference backend does locally"):
-- the local outbox of what would have been sent, and each newsletter's recipients with their sending state.
-- Instants are ISO 8601 UTC text from Date.toISOString().

CREATE TABLE newsletter_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('test', 'newsletter', 'provider-upload')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL DEFAULT '',
  newsletter_uid TEXT,
  newsletter_path TEXT,
  lang TEXT,
  sent_at TEXT NOT NULL
) STRICT;

-- One row per recipient of a scheduled newsletter: the unique (newsletter, email) and the state written in the
-- same transaction as the outbox row make a restart mid-sending send nobody twice.
CREATE TABLE newsletter_recipients (
  newsletter_uid TEXT NOT NULL,
  email TEXT NOT NULL,
  lang TEXT NOT NULL,
  -- A/B test of the sending date: 'b' recipients go at schedule_at_b, the others at schedule_at.
  variant TEXT NOT NULL DEFAULT 'a' CHECK (variant IN ('a', 'b')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'nosent', 'norendered')),
  done_at TEXT,
  PRIMARY KEY (newsletter_uid, email)
) STRICT;

CREATE INDEX newsletter_recipients_state ON newsletter_recipients (newsletter_uid, state);

