import type { ObjectRow } from '../content/content-row';
import type { Db } from '../db/database';
import { type CompiledSearch, type FullTextMatch, type SortKey, type SqlPart, TRUE } from './search-query';

/** The columns of `object_fts_rows` that stand for those of `objects o`: the sort keys kept beside each FTS row. */
const FTS_ROW_COLUMNS: ReadonlySet<string> = new Set(['uid', 'id', 'path']);

/** Whether `parts` read no column of `objects o` but those `object_fts_rows` holds too. */
const onFtsRows = (parts: readonly SqlPart[]): boolean =>
  parts.every((part) =>
    [...part.sql.matchAll(/\bo\.(\w+)/g)].every(([, column]) => FTS_ROW_COLUMNS.has(column ?? '')),
  );

/** Whether a search sorts in the order of `object_fts_rows_sort` (id, then path: the default sort). */
const inFtsRowsOrder = (keys: readonly SortKey[]): boolean =>
  keys.length === 2 &&
  keys.every((key, i) => key.sql === ['o.id', 'o.path'][i] && key.dir === 'ASC' && key.params.length === 0);

/**
 * About how many entries of `object_fts_rows_sort` are walked in the time one match is gathered (looked up by its
 * FTS rowid, then sorted with the others), measured on the seeded catalogue: a walk of its 106,000 entries took
 * 34 ms of CPU, gathering the 8,797 matches of a four-letter prefix 6.8 ms.
 */
const ENTRIES_WALKED_PER_MATCH_GATHERED = 2;

/**
 * Whether a page ending at `through` of `matches` matches among `rows` FTS rows comes sooner from a walk of
 * `object_fts_rows_sort` in order, keeping the matches until the page is full (about `through × rows / matches`
 * entries, when the matches are spread), than from gathering and sorting every match. A four-letter prefix matching
 * 8,797 of 106,000 objects: its first page in 240 entries walked rather than 8,797 matches gathered; a phrase matching
 * 133 is gathered.
 */
export const walkIsSooner = (matches: number, through: number, rows: number): boolean =>
  through * rows < ENTRIES_WALKED_PER_MATCH_GATHERED * matches * matches;

/**
 * The count of a full-text match and the FTS rowids of one page of it in id order, when nothing else narrows it:
 * the match is evaluated once, its rowids counted, then the page comes from walking `object_fts_rows_sort` in
 * order, keeping the matches, when that is sooner than gathering every match (`walkIsSooner`). Each FTS row belongs
 * to one object (the delete trigger of migration 003 and `indexObject`), so the rowids count the objects.
 */
function pageInIdOrder(
  db: Db,
  expression: string,
  from: number,
  size: number,
): { page: number[]; total: number } {
  const matches = db
    .prepare<[string], number>('SELECT rowid FROM objects_fts WHERE objects_fts MATCH ?')
    .pluck()
    .all(expression);
  const total = matches.length;
  if (size === 0 || from >= total) return { page: [], total };
  const ftsRows = db.prepare<[], number>('SELECT max(fts_rowid) FROM object_fts_rows').pluck().get() ?? 0;
  if (!walkIsSooner(total, from + size, ftsRows))
    return {
      page: db
        .prepare<[string, number, number], number>(
          `SELECT fts_rowid FROM object_fts_rows WHERE fts_rowid IN (SELECT value FROM json_each(?))
           ORDER BY id, path LIMIT ? OFFSET ?`,
        )
        .pluck()
        .all(JSON.stringify(matches), size, from),
      total,
    };
  const matching = new Set(matches);
  const page: number[] = [];
  let skipped = 0;
  for (const rowid of db
    .prepare<[], number>(
      'SELECT fts_rowid FROM object_fts_rows INDEXED BY object_fts_rows_sort ORDER BY id, path',
    )
    .pluck()
    .iterate()) {
    if (!matching.has(rowid)) continue;
    if (skipped < from) skipped++;
    else if (page.push(rowid) === size) break;
  }
  return { page, total };
}

/**
 * `searchRows` for a search that requires a full-text match, driven by its matches: each FTS row carries its object's
 * uid and usual sort keys (id, then path) in `object_fts_rows` (migration 026), so that a match is one lookup by its
 * FTS rowid, not a lookup of its object. When nothing but the match narrows the search (`rest` is `TRUE` itself, as
 * for a manager's title search from the root) and it sorts by id, `pageInIdOrder` answers. Otherwise the matches,
 * with their sort keys, are gathered once, then counted and sorted; from `object_fts_rows` alone when `rest` and the
 * sort read nothing else of the objects.
 */
export function matchedRows(
  db: Db,
  compiled: CompiledSearch,
  match: FullTextMatch,
  rest: SqlPart,
): { rows: ObjectRow[]; total: number } {
  const { sortKeys: keys, from, size } = compiled;
  if (rest === TRUE && inFtsRowsOrder(keys)) {
    const { page, total } = pageInIdOrder(db, match.expression, from, size);
    const byFtsRowid = db.prepare<[number], ObjectRow>(
      'SELECT o.* FROM object_fts_rows f JOIN objects o ON o.uid = f.uid WHERE f.fts_rowid = ?',
    );
    return { rows: page.flatMap((rowid) => byFtsRowid.get(rowid) ?? []), total };
  }
  const matched = onFtsRows([rest, ...keys])
    ? 'object_fts_rows o ON o.fts_rowid = objects_fts.rowid'
    : 'object_fts_rows f ON f.fts_rowid = objects_fts.rowid CROSS JOIN objects o ON o.uid = f.uid';
  const found = db
    .prepare<unknown[], { uid: string | null; total: number | null }>(
      `WITH hits AS MATERIALIZED (
         SELECT o.uid AS uid, ${keys.map((key, i) => `${key.sql} AS k${i}`).join(', ')}
         FROM objects_fts CROSS JOIN ${matched} WHERE objects_fts MATCH ? AND ${rest.sql}
       )
       SELECT NULL AS uid, count(*) AS total FROM hits
       UNION ALL
       SELECT uid, NULL FROM (
         SELECT uid FROM hits ORDER BY ${keys.map((key, i) => `k${i} ${key.dir}`).join(', ')} LIMIT ? OFFSET ?
       )`,
    )
    .all(...keys.flatMap((key) => key.params), match.expression, ...rest.params, size, from);
  return {
    rows: rowsOf(
      db,
      found.flatMap(({ uid }) => (uid === null ? [] : [uid])),
    ),
    total: found[0]?.total ?? 0,
  };
}

/** The rows of `uids`, in their order. */
function rowsOf(db: Db, uids: readonly string[]): ObjectRow[] {
  const byUid = db.prepare<[string], ObjectRow>('SELECT * FROM objects WHERE uid = ?');
  const rows: ObjectRow[] = [];
  for (const uid of uids) {
    const row = byUid.get(uid);
    if (row !== undefined) rows.push(row);
  }
  return rows;
}
