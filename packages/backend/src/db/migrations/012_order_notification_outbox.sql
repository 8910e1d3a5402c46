-- Delays & Notifications (commerce-operations §7 "Delays and group orders") email the customer when a late line is
-- notified (unavailable or delayed): those mails go to the local outbox as kind 'order-notification'. SQLite cannot
-- change a CHECK, so the table is rebuilt with the same columns and rows.
CREATE TABLE newsletter_outbox_012 (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('test', 'newsletter', 'provider-upload', 'order-notification')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL DEFAULT '',
  newsletter_uid TEXT,
  newsletter_path TEXT,
  lang TEXT,
  sent_at TEXT NOT NULL
) STRICT;

INSERT INTO newsletter_outbox_012 (id, kind, recipient, subject, html, newsletter_uid, newsletter_path, lang, sent_at)
  SELECT id, kind, recipient, subject, html, newsletter_uid, newsletter_path, lang, sent_at FROM newsletter_outbox;

DROP TABLE newsletter_outbox;

ALTER TABLE newsletter_outbox_012 RENAME TO newsletter_outbox;
