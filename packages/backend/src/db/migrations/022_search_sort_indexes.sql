-- @search picks a page on the sort keys before it reads the page's rows (search-views.ts). This index holds the
-- keys of the usual sort (id, then path) beside what selects a folder's listing (depth and a path prefix), so a
-- page of a 10,000-item folder is chosen from the index alone instead of reading every child's row first.
CREATE INDEX objects_depth_path_sort ON objects (depth, path, id, uid);
