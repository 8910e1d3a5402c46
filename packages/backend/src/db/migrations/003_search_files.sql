-- Search and files support: FTS row bookkeeping, the FTS vocabulary for fuzzy title matching, and the
-- trash of stored files whose rows went away (so their bytes are removed after the commit).

-- objects_fts rows are addressed by rowid (its uid column is UNINDEXED: a delete by uid would scan the
-- whole FTS table). This table gives each indexed object its FTS rowid.
CREATE TABLE object_fts_rows (
  fts_rowid INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE
) STRICT;

-- A deleted object (directly or by FK cascade from an ancestor) leaves no FTS row behind.
CREATE TRIGGER objects_delete_fts AFTER DELETE ON objects
BEGIN
  DELETE FROM objects_fts WHERE rowid = (SELECT fts_rowid FROM object_fts_rows WHERE uid = OLD.uid);
  DELETE FROM object_fts_rows WHERE uid = OLD.uid;
END;

-- The words seen in titles ('title') and searchable text ('body'), folded as the FTS tokenizer folds
-- them, by length: the candidates of a typo-tolerant match (an edit distance is computed over the words
-- of about the query word's length, never over the objects). fts5vocab would read every posting list to
-- count documents; this table is a plain index. Words are never removed: a stale one matches nothing.
CREATE TABLE search_terms (
  col TEXT NOT NULL,
  length INTEGER NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (col, length, term)
) STRICT, WITHOUT ROWID;

-- Storage keys whose `files` row was deleted (file replaced, field cleared, object deleted by cascade).
-- The bytes are removed after the transaction commits (see file-store.ts `sweepTrash`).
CREATE TABLE file_trash (
  storage_key TEXT PRIMARY KEY
) STRICT, WITHOUT ROWID;

CREATE TRIGGER files_delete_trash AFTER DELETE ON files
BEGIN
  INSERT OR IGNORE INTO file_trash (storage_key) VALUES (OLD.storage_key);
END;
