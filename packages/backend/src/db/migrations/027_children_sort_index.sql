-- A folder listing asks for a folder's children by their parent (search-query.ts, `childrenByParent`), sorted by
-- id (then path) and paged. This index gives that order and holds what the page and the visibility condition read
-- (path, uid), so a page of a 10,000-item folder is read from the index in order: neither sorted nor read from the
-- table. It starts with objects_parent's columns, which it replaces (the UNIQUE (parent_uid, id) index stays).
CREATE INDEX objects_parent_sort ON objects (parent_uid, id, path, uid);
DROP INDEX objects_parent;
