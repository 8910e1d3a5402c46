import { folderPath, type Issue, pathSegments } from '@cellar/validation';
import type { ContentRegistry } from '../content/content-fields';
import { storedPath, subtreeRange } from '../content/content-row';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import {
  BUILTIN_FIELDS,
  type BuiltinField,
  FIELD_ALIASES,
  type IndexKind,
  isBuiltinField,
  searchRegistry,
} from './object-index';
import { ftsString, fuzzyCandidates, maxEdits, tokenize } from './search-fuzzy';

/*
 * The Elasticsearch-style body of `POST @search` compiled to one SQL condition over `objects o`.
 *
 * Every value is a bound parameter; field names never reach the SQL text (they are checked against
 * the built-ins and the registry's index fields, then bound as `object_index.field` values or mapped
 * to a fixed column name).
 *
 * Path filters use the UNIQUE index on objects.path (or objects_depth_path with a depth term) as a
 * range ['/a/', '/a0'): '/' + 1 = '0', so the range holds exactly the paths below '/a'. Keeping one row
 * per object (rather than one row per ancestor) keeps writes and the index small, and a range over a
 * B-tree is as cheap as an equality lookup on an ancestor table. A folder's children (the path below it and
 * the depth under it, as a folder listing asks) are asked by their parent instead (`childrenByParent`).
 */

export type SqlValue = string | number;

export interface SqlPart {
  sql: string;
  params: SqlValue[];
}

export const DEFAULT_SIZE = 30;
export const MAX_SIZE = 1000;
/** Deep paging beyond this is refused: it would read (and permission-check) too many rows. */
export const MAX_FROM = 100_000;
/** Longest list of values a `terms` clause may carry. */
export const MAX_TERMS = 1000;
const MAX_DEPTH = 10;

export const FIELD_NAME = /^[A-Za-z_@][\w.@-]*$/;

export type SortOrder = 'asc' | 'desc';
export interface SortSpec {
  /** A field, or `_score`: how well the object matches the query's scored clauses (see `Compiler.scores`). */
  field: string;
  order: SortOrder;
}

/** The sort field that orders by relevance, as Elasticsearch names it. */
export const SCORE = '_score';

/** One term of a search's order: an expression over `objects o` and its direction. */
export interface SortKey extends SqlPart {
  dir: 'ASC' | 'DESC';
}

/** A full-text match that a condition requires, and the rest of that condition. */
export interface FullTextMatch {
  /** The FTS5 query, column filter included (`title : (...)`). */
  expression: string;
  /** What the condition requires besides the match, over `objects o` (`TRUE` when nothing). */
  rest: SqlPart;
}

export interface CompiledSearch {
  where: SqlPart;
  /**
   * When `where` requires a full-text match: that match and the rest of `where`. The matches then drive the search
   * (see `searchRows`), not an index range over `objects`.
   */
  match: FullTextMatch | undefined;
  orderBy: SqlPart;
  /** The terms of `orderBy`, apart, so that a page can be chosen on them after they were read once. */
  sortKeys: SortKey[];
  sort: SortSpec[];
  from: number;
  size: number;
}

/** Fields of the registry with an `index`, by name (types and behaviours), with their index kind. */
const fieldsByRegistry = new WeakMap<ContentRegistry, Map<string, IndexKind>>();
export function indexFields(registry: ContentRegistry): ReadonlyMap<string, IndexKind> {
  const cached = fieldsByRegistry.get(registry);
  if (cached !== undefined) return cached;
  const fields = new Map<string, IndexKind>();
  const add = (defs: Readonly<Record<string, { index?: IndexKind }>>) => {
    for (const [name, def] of Object.entries(defs))
      if (def.index !== undefined && !isBuiltinField(name) && !fields.has(name)) fields.set(name, def.index);
  };
  for (const type of registry.contentTypes.values()) add(type.fields);
  for (const behavior of registry.behaviors.values()) add(behavior.fields);
  fieldsByRegistry.set(registry, fields);
  return fields;
}

type ResolvedField = { name: string; kind: IndexKind; builtin?: BuiltinField };

/** Columns of `objects` that answer a built-in directly (the rest go through object_index). */
const COLUMN: Partial<Record<BuiltinField, string>> = {
  type_name: 'o.type_name',
  depth: 'o.depth',
  uid: 'o.uid',
  parent_uuid: 'o.parent_uid',
  is_folderish: 'o.is_folderish',
};
/** Columns a sort on a built-in uses. */
const SORT_COLUMN: Record<BuiltinField, string> = {
  id: 'o.id',
  type_name: 'o.type_name',
  path: 'o.path',
  depth: 'o.depth',
  title: 'o.title',
  uid: 'o.uid',
  parent_uuid: 'o.parent_uid',
  is_folderish: 'o.is_folderish',
  creation_date: 'o.creation_date',
  modification_date: 'o.modification_date',
};

export const TRUE: SqlPart = { sql: '1', params: [] };
const FALSE: SqlPart = { sql: '0', params: [] };

/**
 * `o` is the object at `path` or below it. One index range [path, path + '0') holds them (and siblings
 * such as path + '-x', which the second condition drops): an OR of two ranges would defeat the index.
 */
export function subtreeCondition(path: string): SqlPart {
  if (path === '/') return TRUE;
  const { lower, upper } = subtreeRange(path);
  return {
    sql: '(o.path >= ? AND o.path < ? AND (o.path = ? OR o.path >= ?))',
    params: [path, upper, path, lower],
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const describe = (value: unknown): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

/** The smallest string greater than every string that starts with `prefix`. */
const prefixUpper = (prefix: string): string => `${prefix}\u{10FFFF}`;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

class Compiler {
  readonly issues: Issue[] = [];
  readonly fields: ReadonlyMap<string, IndexKind>;
  /**
   * The relevance of an object, for a `_score` sort: one point per word of a text `match` the object holds as
   * typed (or as the start of a word), none for a word matched only through a fuzzy neighbour, so that 'Reserva'
   * ranks the Reserva wines before the Riserva ones. Only clauses in a scoring context count (the query itself,
   * `must` and `should`), as in Elasticsearch; `filter` and `must_not` only select.
   */
  readonly scores: SqlPart[] = [];
  /** Conditions that hold only for the objects of a full-text match (an `fts` part, or an AND of one): the match. */
  readonly matches = new WeakMap<SqlPart, FullTextMatch>();
  /** Path conditions that select everything below a folder (a `P/` prefix, a subtree), by that folder's path. */
  readonly below = new WeakMap<SqlPart, string>();
  /** `depth` terms, by their depth. */
  readonly atDepth = new WeakMap<SqlPart, number>();

  constructor(readonly db: Db) {
    this.fields = indexFields(searchRegistry(db));
  }

  fail(path: string, message: string): SqlPart {
    this.issues.push({ path, message });
    return FALSE;
  }

  field(name: string, path: string): ResolvedField | undefined {
    if (!FIELD_NAME.test(name)) {
      this.fail(path, `Invalid field name "${name}"`);
      return undefined;
    }
    const builtin = FIELD_ALIASES[name] ?? (isBuiltinField(name) ? name : undefined);
    if (builtin !== undefined) return { name: builtin, kind: BUILTIN_FIELDS[builtin], builtin };
    const kind = this.fields.get(name);
    if (kind === undefined) {
      this.fail(path, `Unknown search field "${name}"`);
      return undefined;
    }
    return { name, kind };
  }

  /** The one `{field: value}` pair of a leaf clause. */
  single(clause: unknown, path: string): [string, unknown] | undefined {
    if (!isObject(clause)) {
      this.fail(path, `Expected an object, got ${describe(clause)}`);
      return undefined;
    }
    const entries = Object.entries(clause);
    const first = entries[0];
    if (entries.length !== 1 || first === undefined) {
      this.fail(path, 'Expected exactly one field');
      return undefined;
    }
    return first;
  }

  /** A scalar query value as stored for a field of this kind. */
  value(field: ResolvedField, raw: unknown, path: string): SqlValue | undefined {
    if (field.kind === 'number') {
      const num =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && raw.trim() !== ''
            ? Number(raw)
            : Number.NaN;
      if (!Number.isFinite(num)) {
        this.fail(path, `Expected a number for "${field.name}"`);
        return undefined;
      }
      return num;
    }
    if (field.builtin === 'is_folderish') {
      if (typeof raw === 'boolean') return raw ? 1 : 0;
      if (raw === 'true' || raw === 'false') return raw === 'true' ? 1 : 0;
      this.fail(path, 'Expected a boolean for "is_folderish"');
      return undefined;
    }
    if (typeof raw === 'string') return raw;
    if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
    this.fail(path, `Expected a string for "${field.name}"`);
    return undefined;
  }

  /** `o.uid IN (object_index rows of field matching cond)`. */
  indexed(field: ResolvedField, cond: string, params: SqlValue[]): SqlPart {
    return {
      sql: `o.uid IN (SELECT uid FROM object_index WHERE field = ? AND ${cond})`,
      params: [field.name, ...params],
    };
  }

  valueColumn = (field: ResolvedField): 'num' | 'text' => (field.kind === 'number' ? 'num' : 'text');

  pathTerm(value: string): SqlPart {
    const path = storedPath(pathSegments(value));
    const part = subtreeCondition(path);
    if (part !== TRUE) this.below.set(part, path);
    return part;
  }

  terms(field: ResolvedField, values: SqlValue[]): SqlPart {
    if (values.length === 0) return FALSE;
    const marks = values.map(() => '?').join(', ');
    const column = field.builtin === undefined ? undefined : COLUMN[field.builtin];
    if (column !== undefined) return { sql: `${column} IN (${marks})`, params: values };
    return this.indexed(field, `${this.valueColumn(field)} IN (${marks})`, values);
  }

  term(clause: unknown, path: string): SqlPart {
    const pair = this.single(clause, path);
    if (pair === undefined) return FALSE;
    const [name, raw] = pair;
    const field = this.field(name, `${path}.${name}`);
    if (field === undefined) return FALSE;
    // `{"field": {"value": x}}` is the long form of `{"field": x}`.
    const rawValue = isObject(raw) && 'value' in raw ? raw.value : raw;
    const value = this.value(field, rawValue, `${path}.${name}`);
    if (value === undefined) return FALSE;
    if (field.builtin === 'path') return this.pathTerm(String(value));
    const part = this.terms(field, [value]);
    if (field.builtin === 'depth') this.atDepth.set(part, value as number);
    return part;
  }

  termsClause(clause: unknown, path: string): SqlPart {
    const pair = this.single(clause, path);
    if (pair === undefined) return FALSE;
    const [name, raw] = pair;
    const field = this.field(name, `${path}.${name}`);
    if (field === undefined) return FALSE;
    if (!Array.isArray(raw)) return this.fail(`${path}.${name}`, 'Expected an array of values');
    if (raw.length > MAX_TERMS) return this.fail(`${path}.${name}`, `At most ${MAX_TERMS} values`);
    const values: SqlValue[] = [];
    raw.forEach((item, i) => {
      const value = this.value(field, item, `${path}.${name}.${i}`);
      if (value !== undefined) values.push(value);
    });
    if (field.builtin === 'path') return this.or(values.map((v) => this.pathTerm(String(v))));
    return this.terms(field, values);
  }

  prefix(clause: unknown, path: string): SqlPart {
    const pair = this.single(clause, path);
    if (pair === undefined) return FALSE;
    const [name, raw] = pair;
    const field = this.field(name, `${path}.${name}`);
    if (field === undefined) return FALSE;
    const rawValue = isObject(raw) && 'value' in raw ? raw.value : raw;
    if (typeof rawValue !== 'string') return this.fail(`${path}.${name}`, 'Expected a string prefix');
    if (field.kind === 'number' || field.builtin === 'is_folderish')
      return this.fail(`${path}.${name}`, `"${field.name}" does not take a prefix`);
    if (rawValue === '') return TRUE;
    const upper = prefixUpper(rawValue);
    if (field.builtin === 'path') {
      const part = { sql: '(o.path >= ? AND o.path < ?)', params: [rawValue, upper] };
      // A folder's own spelling ('/bodegas/', the root '/'): the prefix selects everything below that folder.
      const segments = pathSegments(rawValue);
      if (folderPath(segments) === rawValue) this.below.set(part, storedPath(segments));
      return part;
    }
    const column = field.builtin === undefined ? undefined : COLUMN[field.builtin];
    if (column !== undefined) return { sql: `(${column} >= ? AND ${column} < ?)`, params: [rawValue, upper] };
    return this.indexed(field, 'text >= ? AND text < ?', [rawValue, upper]);
  }

  range(clause: unknown, path: string): SqlPart {
    const pair = this.single(clause, path);
    if (pair === undefined) return FALSE;
    const [name, raw] = pair;
    const field = this.field(name, `${path}.${name}`);
    if (field === undefined) return FALSE;
    if (!isObject(raw)) return this.fail(`${path}.${name}`, 'Expected {gt, gte, lt, lte}');
    if (field.kind !== 'number' && field.kind !== 'date')
      return this.fail(`${path}.${name}`, `"${field.name}" is not a number or a date`);
    const ops = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
    const conds: string[] = [];
    const params: SqlValue[] = [];
    for (const [op, bound] of Object.entries(raw)) {
      if (!Object.hasOwn(ops, op)) {
        this.fail(`${path}.${name}.${op}`, `Unknown range operator "${op}"`);
        continue;
      }
      if (field.kind === 'date' && (typeof bound !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(bound))) {
        this.fail(`${path}.${name}.${op}`, 'Expected an ISO 8601 date');
        continue;
      }
      const value = this.value(field, bound, `${path}.${name}.${op}`);
      if (value === undefined) continue;
      conds.push(
        `${field.builtin === 'depth' ? 'o.depth' : this.valueColumn(field)} ${ops[op as keyof typeof ops]} ?`,
      );
      params.push(value);
    }
    if (conds.length === 0) return this.fail(`${path}.${name}`, 'Expected at least one of gt, gte, lt, lte');
    if (field.builtin === 'depth') return { sql: `(${conds.join(' AND ')})`, params };
    return this.indexed(field, conds.join(' AND '), params);
  }

  /** `match` and `match_phrase_prefix` bodies: a string or `{query, fuzziness?, operator?}`. */
  matchBody(
    raw: unknown,
    path: string,
  ): { query: string; fuzziness?: 'AUTO' | 0 | 1 | 2; operator: 'and' | 'or' } | undefined {
    if (typeof raw === 'string') return { query: raw, operator: 'and' };
    if (!isObject(raw) || typeof raw.query !== 'string') {
      this.fail(path, 'Expected a string or {query}');
      return undefined;
    }
    let fuzziness: 'AUTO' | 0 | 1 | 2 | undefined;
    if (raw.fuzziness !== undefined) {
      const f = typeof raw.fuzziness === 'string' ? raw.fuzziness.toUpperCase() : raw.fuzziness;
      if (f === 'AUTO') fuzziness = 'AUTO';
      else if (f === 0 || f === 1 || f === 2 || f === '0' || f === '1' || f === '2')
        fuzziness = Number(f) as 0 | 1 | 2;
      else {
        this.fail(`${path}.fuzziness`, 'Expected AUTO, 0, 1 or 2');
        return undefined;
      }
    }
    const operator = raw.operator ?? 'and';
    if (operator !== 'and' && operator !== 'or') {
      this.fail(`${path}.operator`, 'Expected and or or');
      return undefined;
    }
    return { query: raw.query, fuzziness, operator };
  }

  fts(column: 'title' | 'body', expression: string): SqlPart {
    // The matches' uids come from object_fts_rows by FTS rowid: reading objects_fts's own uid column loads each
    // match's whole FTS row (title and body), some ten times the cost of the match itself.
    const match = `${column} : (${expression})`;
    const part = {
      sql: 'o.uid IN (SELECT uid FROM object_fts_rows WHERE fts_rowid IN (SELECT rowid FROM objects_fts WHERE objects_fts MATCH ?))',
      params: [match],
    };
    this.matches.set(part, { expression: match, rest: TRUE });
    return part;
  }

  /** The field and body of a `match` or `match_phrase_prefix` clause, or undefined (issue recorded). */
  matchTarget(clause: unknown, path: string) {
    const pair = this.single(clause, path);
    if (pair === undefined) return undefined;
    const [name, raw] = pair;
    const at = `${path}.${name}`;
    const field = this.field(name, at);
    const body = field === undefined ? undefined : this.matchBody(raw, at);
    return field === undefined || body === undefined ? undefined : { field, body, at };
  }

  match(clause: unknown, path: string, scoring: boolean): SqlPart {
    const target = this.matchTarget(clause, path);
    if (target === undefined) return FALSE;
    const { field, body, at } = target;
    if (field.kind !== 'text') {
      // keyword, number and date fields hold one token: match is a term.
      const value = this.value(field, body.query, at);
      if (value === undefined) return FALSE;
      if (field.builtin === 'path') return this.pathTerm(String(value));
      return this.terms(field, [value]);
    }
    const tokens = tokenize(body.query);
    if (tokens.length === 0) return TRUE;
    const column = field.builtin === 'title' ? 'title' : 'body';
    // Title search is fuzzy unless the body says otherwise (site-content-and-shell §7).
    const fuzziness = body.fuzziness ?? (column === 'title' ? 'AUTO' : 0);
    const parts = tokens.map((token) => {
      const exact = fuzziness === 0 ? ftsString(token) : `${ftsString(token)}*`;
      if (scoring) {
        const held = this.fts(column, exact);
        this.scores.push({ sql: `(CASE WHEN ${held.sql} THEN 1 ELSE 0 END)`, params: held.params });
      }
      const alternatives = fuzzyCandidates(this.db, column, token, maxEdits(token, fuzziness)).map(ftsString);
      return alternatives.length === 0 ? exact : `(${[exact, ...alternatives].join(' OR ')})`;
    });
    return this.fts(column, parts.join(body.operator === 'and' ? ' AND ' : ' OR '));
  }

  matchPhrasePrefix(clause: unknown, path: string): SqlPart {
    const target = this.matchTarget(clause, path);
    if (target === undefined) return FALSE;
    const { field, body, at } = target;
    if (field.kind !== 'text') {
      // One token per value: a case-insensitive prefix of the whole value.
      if (field.kind === 'number' || field.builtin === 'is_folderish')
        return this.fail(at, `"${field.name}" does not take a prefix`);
      if (field.builtin === 'path') return this.prefix({ path: body.query }, path);
      return this.indexed(field, "text LIKE ? ESCAPE '\\'", [`${escapeLike(body.query)}%`]);
    }
    const tokens = tokenize(body.query);
    if (tokens.length === 0) return TRUE;
    return this.fts(field.builtin === 'title' ? 'title' : 'body', `${ftsString(tokens.join(' '))}*`);
  }

  /**
   * `parts` with a folder's children asked as everything below it at the depth under it (a folder listing's path
   * prefix and depth term) asked by their parent instead: the same objects (a path is its parent's path and an id
   * without '/', its depth its parent's plus one), but in the order of their ids from objects_parent_sort, so a
   * page of a 10,000-item folder is neither sorted nor read from the table first (issue 27).
   */
  childrenByParent(parts: SqlPart[]): SqlPart[] {
    for (const subtree of parts) {
      const folder = this.below.get(subtree);
      if (folder === undefined) continue;
      const depth = pathSegments(folder).length + 2;
      const level = parts.find((p) => this.atDepth.get(p) === depth);
      if (level === undefined) continue;
      // Never NULL, as the conditions it stands for: the root has no parent, and `NOT (NULL = x)` would drop it.
      const children = {
        sql: '(o.parent_uid IS (SELECT uid FROM objects WHERE path = ?) AND o.parent_uid IS NOT NULL)',
        params: [folder],
      };
      return [children, ...parts.filter((p) => p !== subtree && p !== level)];
    }
    return parts;
  }

  and(parts: SqlPart[]): SqlPart {
    const real = this.childrenByParent(parts.filter((p) => p !== TRUE));
    if (real.length === 0) return TRUE;
    if (real.some((p) => p === FALSE)) return FALSE;
    if (real.length === 1 && real[0]) return real[0];
    const part = { sql: `(${real.map((p) => p.sql).join(' AND ')})`, params: real.flatMap((p) => p.params) };
    const driver = real.find((p) => this.matches.has(p));
    const match = driver === undefined ? undefined : this.matches.get(driver);
    if (match !== undefined)
      this.matches.set(part, {
        expression: match.expression,
        rest: this.and([match.rest, ...real.filter((p) => p !== driver)]),
      });
    return part;
  }

  or(parts: SqlPart[]): SqlPart {
    if (parts.length === 0) return FALSE;
    if (parts.some((p) => p === TRUE)) return TRUE;
    const real = parts.filter((p) => p !== FALSE);
    if (real.length === 0) return FALSE;
    if (real.length === 1 && real[0]) return real[0];
    return { sql: `(${real.map((p) => p.sql).join(' OR ')})`, params: real.flatMap((p) => p.params) };
  }

  not(part: SqlPart): SqlPart {
    if (part === TRUE) return FALSE;
    if (part === FALSE) return TRUE;
    return { sql: `NOT ${part.sql}`, params: part.params };
  }

  clauses(value: unknown, path: string, depth: number, scoring: boolean): SqlPart[] {
    if (value === undefined) return [];
    // Elasticsearch also takes a single clause where a list is expected.
    const list = Array.isArray(value) ? value : [value];
    return list.map((clause, i) =>
      this.clause(clause, Array.isArray(value) ? `${path}.${i}` : path, depth, scoring),
    );
  }

  bool(value: unknown, path: string, depth: number, scoring: boolean): SqlPart {
    if (!isObject(value)) return this.fail(path, `Expected an object, got ${describe(value)}`);
    for (const key of Object.keys(value))
      if (!['filter', 'must', 'should', 'must_not', 'minimum_should_match', 'boost'].includes(key))
        this.fail(`${path}.${key}`, `Unknown bool key "${key}"`);
    const required = [
      ...this.clauses(value.filter, `${path}.filter`, depth, false),
      ...this.clauses(value.must, `${path}.must`, depth, scoring),
    ];
    const excluded = this.clauses(value.must_not, `${path}.must_not`, depth, false).map((p) => this.not(p));
    const should = this.clauses(value.should, `${path}.should`, depth, scoring);
    let minimum = required.length === 0 && excluded.length === 0 && should.length > 0 ? 1 : 0;
    if (value.minimum_should_match !== undefined) {
      const msm = value.minimum_should_match;
      if (typeof msm !== 'number' || !Number.isInteger(msm) || msm < 0)
        return this.fail(`${path}.minimum_should_match`, 'Expected a whole number');
      minimum = msm;
    }
    const parts = [...required, ...excluded];
    if (minimum > should.length) parts.push(FALSE);
    else if (minimum === 1) parts.push(this.or(should));
    else if (minimum === should.length && minimum > 0) parts.push(...should);
    else if (minimum > 1) {
      const sum = should.map((p) => `(CASE WHEN ${p.sql} THEN 1 ELSE 0 END)`).join(' + ');
      parts.push({ sql: `(${sum}) >= ?`, params: [...should.flatMap((p) => p.params), minimum] });
    }
    return this.and(parts);
  }

  clause(clause: unknown, path: string, depth: number, scoring: boolean): SqlPart {
    if (depth > MAX_DEPTH) return this.fail(path, `Queries nest at most ${MAX_DEPTH} levels`);
    const pair = this.single(clause, path);
    if (pair === undefined) return FALSE;
    const [kind, body] = pair;
    const at = `${path}.${kind}`;
    switch (kind) {
      case 'bool':
        return this.bool(body, at, depth + 1, scoring);
      case 'term':
        return this.term(body, at);
      case 'terms':
        return this.termsClause(body, at);
      case 'prefix':
        return this.prefix(body, at);
      case 'range':
        return this.range(body, at);
      case 'match':
        return this.match(body, at, scoring);
      case 'match_phrase_prefix':
        return this.matchPhrasePrefix(body, at);
      case 'match_all':
        return TRUE;
      default:
        return this.fail(at, `Unknown query clause "${kind}"`);
    }
  }

  sort(value: unknown): SortSpec[] {
    const list = Array.isArray(value) ? value : [value];
    const specs: SortSpec[] = [];
    list.forEach((item, i) => {
      const at = `sort.${i}`;
      let name: string | undefined;
      let order: unknown = 'asc';
      if (typeof item === 'string') {
        name = item.startsWith('-') ? item.slice(1) : item;
        order = item.startsWith('-') ? 'desc' : 'asc';
      } else if (isObject(item)) {
        const pair = this.single(item, at);
        if (pair === undefined) return;
        name = pair[0];
        order = isObject(pair[1]) ? (pair[1].order ?? 'asc') : pair[1];
      } else {
        this.fail(at, `Expected a field name or {field: {order}}, got ${describe(item)}`);
        return;
      }
      if (order !== 'asc' && order !== 'desc') {
        this.fail(at, 'order must be asc or desc');
        return;
      }
      if (name === SCORE) {
        specs.push({ field: SCORE, order });
        return;
      }
      const field = this.field(name, at);
      if (field !== undefined) specs.push({ field: field.name, order });
    });
    return specs;
  }

  sortKeys(specs: SortSpec[]): SortKey[] {
    const keys: SortKey[] = [];
    for (const { field, order } of specs) {
      const dir = order === 'desc' ? 'DESC' : 'ASC';
      if (field === SCORE) {
        // Without a scored clause every object scores the same: the next sort decides.
        if (this.scores.length === 0) continue;
        keys.push({
          sql: `(${this.scores.map((score) => score.sql).join(' + ')})`,
          params: this.scores.flatMap((score) => score.params),
          dir,
        });
        continue;
      }
      // Words sort as people read them: 'Ábalos' beside 'abalos', not after 'Zeltinger'.
      if (isBuiltinField(field)) {
        keys.push({ sql: field === 'title' ? 'fold(o.title)' : SORT_COLUMN[field], params: [], dir });
        continue;
      }
      const kind = this.fields.get(field);
      const column = kind === 'number' ? 'num' : kind === 'date' ? 'text' : 'fold(text)';
      const pick = order === 'desc' ? 'MAX' : 'MIN';
      // Objects without a value come last in both orders, as in Elasticsearch.
      const expr = `(SELECT ${pick}(${column}) FROM object_index WHERE uid = o.uid AND field = ?)`;
      keys.push({ sql: `${expr} IS NULL`, params: [field], dir: 'ASC' }, { sql: expr, params: [field], dir });
    }
    keys.push({ sql: 'o.path', params: [], dir: 'ASC' });
    return keys;
  }
}

const integerIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The default order of site-content-and-shell §7: newsletters by efective_date desc, home by
 * date_start desc, else id. A search is about newsletters (home) when it filters on the
 * /newsletters (/home) subtree or on the Newsletter (Home) type.
 */
export function defaultSort(query: unknown, fields: ReadonlyMap<string, IndexKind>): SortSpec[] {
  const seen = { newsletters: false, home: false };
  const visit = (node: unknown, positive: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, positive);
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'must_not' || key === 'should') continue;
      if (key === 'term' || key === 'prefix' || key === 'terms' || key === 'match') {
        if (!isObject(value)) continue;
        for (const [field, raw] of Object.entries(value)) {
          const values = (Array.isArray(raw) ? raw : [isObject(raw) ? (raw.value ?? raw.query) : raw]).map(
            String,
          );
          for (const v of values) {
            if (field === 'path') {
              if (/^\/newsletters(\/|$)/.test(v)) seen.newsletters = true;
              if (/^\/home(\/|$)/.test(v)) seen.home = true;
            }
            if (field === 'type_name' || field === '@type') {
              if (v === 'Newsletter') seen.newsletters = true;
              if (v === 'Home') seen.home = true;
            }
          }
        }
      } else visit(value, positive);
    }
  };
  visit(query, true);
  if (seen.newsletters && fields.has('efective_date')) return [{ field: 'efective_date', order: 'desc' }];
  if (seen.home && fields.has('date_start')) return [{ field: 'date_start', order: 'desc' }];
  return [{ field: 'id', order: 'asc' }];
}

/** Compiles a SearchRequest; a bad body is a 400 ValidationError listing every problem. */
export function compileSearch(db: Db, body: unknown): CompiledSearch {
  const compiler = new Compiler(db);
  if (body === undefined || body === null || (typeof body === 'string' && body === '')) body = {};
  if (!isObject(body)) throw badRequest([{ path: '', message: `Expected an object, got ${describe(body)}` }]);
  for (const key of Object.keys(body))
    if (!['query', 'from', 'size', 'sort', '_source', 'track_total_hits'].includes(key))
      compiler.fail(key, `Unknown key "${key}"`);
  const from = body.from ?? 0;
  const size = body.size ?? DEFAULT_SIZE;
  if (!integerIn(from, 0, MAX_FROM))
    compiler.fail('from', `from must be a whole number from 0 to ${MAX_FROM}`);
  if (!integerIn(size, 0, MAX_SIZE))
    compiler.fail('size', `size must be a whole number from 0 to ${MAX_SIZE}`);
  const where = body.query === undefined ? TRUE : compiler.clause(body.query, 'query', 0, true);
  const sort = body.sort === undefined ? defaultSort(body.query, compiler.fields) : compiler.sort(body.sort);
  if (compiler.issues.length > 0) throw badRequest(compiler.issues);
  const sortKeys = compiler.sortKeys(sort.length === 0 ? defaultSort(body.query, compiler.fields) : sort);
  return {
    where,
    match: compiler.matches.get(where),
    orderBy: {
      sql: sortKeys.map((key) => `${key.sql} ${key.dir}`).join(', '),
      params: sortKeys.flatMap((key) => key.params),
    },
    sortKeys,
    sort,
    from: from as number,
    size: size as number,
  };
}
