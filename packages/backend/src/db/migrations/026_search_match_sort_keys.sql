-- A full-text @search chose its page on each match's sort keys (id, then path), looked up match by match through
-- objects_uid_sort (migration 025): a four-letter title prefix matching 8,797 of 100,000 products cost some 20 ms of
-- CPU in those lookups. The keys now sit beside the FTS rows, in the table that maps an FTS rowid to its object,
-- written by the same call that writes the FTS row (search/object-index.ts `indexObject`, which every write of an
-- object runs, a move for each object it moves). An index in that order gives a search's page by walking it.
ALTER TABLE object_fts_rows ADD COLUMN id TEXT NOT NULL DEFAULT '';
ALTER TABLE object_fts_rows ADD COLUMN path TEXT NOT NULL DEFAULT '';

-- A search counts its matches in the FTS index alone when nothing else narrows them (search/search-views.ts), so each
-- FTS row must belong to an object: the delete trigger of migration 003 keeps it so; a row left without one is
-- removed here.
DELETE FROM objects_fts
WHERE rowid NOT IN (SELECT f.fts_rowid FROM object_fts_rows f JOIN objects o ON o.uid = f.uid);
DELETE FROM object_fts_rows WHERE uid NOT IN (SELECT uid FROM objects);

UPDATE object_fts_rows SET id = o.id, path = o.path FROM objects o WHERE o.uid = object_fts_rows.uid;

CREATE INDEX object_fts_rows_sort ON object_fts_rows (id, path);

-- The matches' keys no longer come from `objects`.
DROP INDEX objects_uid_sort;
