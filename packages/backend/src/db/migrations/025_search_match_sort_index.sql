-- A full-text @search reaches its matches by uid (object_fts_rows), then needs each match's sort keys to choose a
-- page (search-views.ts). The uid index alone sends every match to its `objects` row (a product's runs to
-- kilobytes, a page or more each): this one holds the usual sort's keys (id, then path) beside the uid, so the
-- page of a four-letter prefix matching 8,797 products is chosen from the index.
CREATE INDEX objects_uid_sort ON objects (uid, id, path);
