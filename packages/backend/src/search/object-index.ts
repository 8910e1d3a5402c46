import type { ContentRegistry } from '../content/content-fields';
import { behaviors, contentTypes } from '../content/content-types';
import type { FieldDef } from '../content/content-types/types';
import type { Db } from '../db/database';
import { tokenize } from './search-fuzzy';

const DEFAULT_REGISTRY: ContentRegistry = { contentTypes, behaviors };
const registries = new WeakMap<Db, ContentRegistry>();

/**
 * The registry whose `index` settings the search index of `db` follows (default: `content/content-types/`).
 * Set it before anything is indexed when a backend runs with another registry (tests).
 */
export function setSearchRegistry(db: Db, registry: ContentRegistry | undefined): void {
  if (registry === undefined) registries.delete(db);
  else registries.set(db, registry);
}

export const searchRegistry = (db: Db): ContentRegistry => registries.get(db) ?? DEFAULT_REGISTRY;

/**
 * What the index needs of an `objects` row. `data` and `dynamic_behaviors` may be the stored JSON text
 * or already parsed.
 */
export interface IndexableRow {
  uid: string;
  path: string;
  parent_uid: string | null;
  id: string;
  type_name: string;
  depth: number;
  title: string;
  creation_date: string;
  modification_date: string;
  dynamic_behaviors?: string | readonly string[];
  data?: string | Readonly<Record<string, unknown>>;
}

export type IndexKind = NonNullable<FieldDef['index']>;

/**
 * Fields answered from the `objects` columns (and, for id, title and the dates, from object_index rows
 * too so that term/range on them is index-served). `@name`, `@type` and `@uid` are aliases.
 */
export const BUILTIN_FIELDS = {
  id: 'keyword',
  type_name: 'keyword',
  path: 'keyword',
  depth: 'number',
  title: 'text',
  uid: 'keyword',
  parent_uuid: 'keyword',
  is_folderish: 'keyword',
  creation_date: 'date',
  modification_date: 'date',
} as const satisfies Record<string, IndexKind>;
export type BuiltinField = keyof typeof BUILTIN_FIELDS;

export const FIELD_ALIASES: Readonly<Record<string, BuiltinField>> = {
  '@name': 'id',
  '@type': 'type_name',
  '@uid': 'uid',
  parent_uid: 'parent_uuid',
};

export const isBuiltinField = (name: string): name is BuiltinField => Object.hasOwn(BUILTIN_FIELDS, name);

/** Built-in fields that also get object_index rows (the others are indexed columns of `objects`). */
const BUILTINS_IN_INDEX = ['id', 'title', 'creation_date', 'modification_date'] as const;

interface IndexRowValue {
  field: string;
  text: string | null;
  num: number | null;
}

const parseJson = <T>(value: string | T | undefined, fallback: T): T => {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

/** The index fields of a type: its own fields and those of the behaviours it carries, by name. */
export function indexedFieldsOf(
  registry: ContentRegistry,
  typeName: string,
  dynamicBehaviors: readonly string[] = [],
): { name: string; def: FieldDef; behavior?: string }[] {
  const type = registry.contentTypes.get(typeName);
  const out: { name: string; def: FieldDef; behavior?: string }[] = [];
  if (type === undefined) return out;
  for (const [name, def] of Object.entries(type.fields)) {
    if (def.index !== undefined && !isBuiltinField(name)) out.push({ name, def });
  }
  for (const behaviorName of new Set([...type.behaviors, ...dynamicBehaviors])) {
    const behavior = registry.behaviors.get(behaviorName);
    if (behavior === undefined) continue;
    for (const [name, def] of Object.entries(behavior.fields)) {
      if (def.index !== undefined && !isBuiltinField(name)) out.push({ name, def, behavior: behaviorName });
    }
  }
  return out;
}

/** Scalars of a field value: a list gives its elements, an i18n map its language values. */
function scalars(value: unknown, def: FieldDef): unknown[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value))
    return value.flatMap((element) => scalars(element, def.items ?? { ...def, kind: 'string' }));
  if (typeof value === 'object') {
    if (def.kind === 'i18n')
      return Object.values(value as Record<string, unknown>).flatMap((v) => scalars(v, def));
    return [];
  }
  return [value];
}

function indexValues(
  kind: IndexKind,
  value: unknown,
): { text: string | null; num: number | null } | undefined {
  if (kind === 'number') {
    const num = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isFinite(num) ? { text: null, num } : undefined;
  }
  if (typeof value === 'string') return { text: value, num: null };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value), num: null };
  return undefined;
}

/** The object_index rows and the FTS body text of an object. */
export function indexEntries(
  row: IndexableRow,
  registry: ContentRegistry = DEFAULT_REGISTRY,
): { rows: IndexRowValue[]; body: string } {
  const data = parseJson<Record<string, unknown>>(row.data, {});
  const dynamic = parseJson<readonly string[]>(row.dynamic_behaviors, []);
  const rows: IndexRowValue[] = [];
  const body: string[] = [];
  for (const field of BUILTINS_IN_INDEX) rows.push({ field, text: String(row[field]), num: null });
  for (const { name, def, behavior } of indexedFieldsOf(registry, row.type_name, dynamic)) {
    const holder = behavior === undefined ? data : data[behavior];
    if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) continue;
    const kind = def.index as IndexKind;
    for (const value of scalars((holder as Record<string, unknown>)[name], def)) {
      const entry = indexValues(kind, value);
      if (entry === undefined) continue;
      rows.push({ field: name, ...entry });
      if (kind === 'text' && entry.text !== null) body.push(entry.text);
    }
  }
  return { rows, body: body.join('\n') };
}

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
const prepare = (db: Db) => ({
  deleteRows: db.prepare('DELETE FROM object_index WHERE uid = ?'),
  insertRow: db.prepare('INSERT INTO object_index (uid, field, text, num) VALUES (?, ?, ?, ?)'),
  ftsRow: db.prepare<[string], { fts_rowid: number; id: string; path: string }>(
    'SELECT fts_rowid, id, path FROM object_fts_rows WHERE uid = ?',
  ),
  newFtsRow: db.prepare('INSERT INTO object_fts_rows (uid, id, path) VALUES (?, ?, ?)'),
  moveFtsRow: db.prepare('UPDATE object_fts_rows SET id = ?, path = ? WHERE fts_rowid = ?'),
  deleteFtsRow: db.prepare('DELETE FROM object_fts_rows WHERE uid = ?'),
  deleteFts: db.prepare('DELETE FROM objects_fts WHERE rowid = ?'),
  insertFts: db.prepare('INSERT INTO objects_fts (rowid, uid, title, body) VALUES (?, ?, ?, ?)'),
  insertTerm: db.prepare('INSERT OR IGNORE INTO search_terms (col, length, term) VALUES (?, ?, ?)'),
});
const stmts = (db: Db) => {
  let s = statements.get(db);
  if (s === undefined) {
    s = prepare(db);
    statements.set(db, s);
  }
  return s;
};

/**
 * (Re)indexes one object for @search: its object_index rows, its FTS row and, beside the FTS row, the object's sort
 * keys (id and path, which a move changes: it reindexes every object it moves). Call inside the write transaction
 * that stored the row.
 */
export function indexObject(db: Db, row: IndexableRow): void {
  const s = stmts(db);
  const { rows, body } = indexEntries(row, searchRegistry(db));
  const fts = s.ftsRow.get(row.uid);
  let rowid: number;
  // An object never indexed has no index rows to delete (both are written and removed together): a create skips
  // the lookup, and a bulk load may build object_index's indexes after it (scripts/seed.ts).
  if (fts === undefined) rowid = Number(s.newFtsRow.run(row.uid, row.id, row.path).lastInsertRowid);
  else {
    rowid = fts.fts_rowid;
    if (fts.id !== row.id || fts.path !== row.path) s.moveFtsRow.run(row.id, row.path, rowid);
    s.deleteRows.run(row.uid);
    s.deleteFts.run(rowid);
  }
  for (const r of rows) s.insertRow.run(row.uid, r.field, r.text, r.num);
  s.insertFts.run(rowid, row.uid, row.title, body);
  for (const [col, text] of [
    ['title', row.title],
    ['body', body],
  ] as const)
    for (const term of new Set(tokenize(text))) s.insertTerm.run(col, [...term].length, term);
}

/**
 * Removes an object from the index. Deleting the `objects` row does it too (FK cascade for object_index,
 * a trigger for the FTS row), so this is for callers that keep the row.
 */
export function unindexObject(db: Db, uid: string): void {
  const s = stmts(db);
  s.deleteRows.run(uid);
  const rowid = s.ftsRow.get(uid)?.fts_rowid;
  if (rowid !== undefined) {
    s.deleteFts.run(rowid);
    s.deleteFtsRow.run(uid);
  }
}
