import { randomBytes } from 'node:crypto';
import { slugify } from '@cellar/validation';
import { contentIdIssues, siteMessages } from '@cellar/validation/site';
import type { Db } from '../db/database';
import { GenerationCache } from '../db/generation-cache';
import type { Clock } from '../http/clock';
import { type ApiError, badRequest, conflict, forbidden } from '../http/errors';
import { indexObject, unindexObject } from '../search/object-index';
import type { AuditAction } from './audit-log';
import { type AppendAudit, auditedWrite, type ContentWrite } from './audited-write';
import {
  type ContentRegistry,
  checkWrite,
  defaultsOf,
  mergeWrite,
  SYSTEM_KEYS,
  specWins,
  titleOf,
  withDerivedFields,
} from './content-fields';
import {
  ancestorPaths,
  childPath,
  type ObjectRow,
  type ObjectSummaryRow,
  ROOT_OBJECT_PATH,
  rowData,
  rowDynamicBehaviors,
  subtreeRange,
} from './content-row';
import { behaviors as registryBehaviors, contentTypes as registryTypes } from './content-types';
import { patchRulesOf } from './content-types/type-rules';
import type { ContentTypeDef, TypeRuleResult } from './content-types/types';

export const DEFAULT_REGISTRY: ContentRegistry = {
  contentTypes: registryTypes,
  behaviors: registryBehaviors,
};

/** The columns of an `ObjectSummaryRow`. */
const SUMMARY_COLUMNS =
  'uid, path, parent_uid, id, type_name, depth, title, is_folderish, creation_date, modification_date, modified_by';
/** The `childrenSort` fields that are columns of `objects`; any other is a field of `data`. */
const SORT_COLUMNS: readonly string[] = ['title', 'creation_date', 'modification_date', 'type_name'];

export const newUid = (): string => randomBytes(16).toString('hex');

export const idExists = (id: string): ApiError => conflict(siteMessages.content.idExists(id));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface WriteOptions {
  /** Email of the account writing ('fixtures' for the fixture loader): audit user and `modified_by`. */
  user: string;
  /** Audit action (default: the operation's own: create, modify, ...). */
  action?: AuditAction;
  /** Fixtures and file routes: may set read-only and file fields. */
  trusted?: boolean;
  /** Audit payload (default: the request body). */
  payload?: unknown;
  /**
   * The audit entry whose earlier values this update puts back: the update is then audited as a `restore`, its
   * payload naming the entry (`restore_of`) beside the values it replaced and wrote.
   */
  restoreOf?: number;
}

/** Called, inside the delete's transaction, with the uids of every object a delete removes. */
export type DeleteListener = (uids: readonly string[]) => void;
/** Called inside a duplicate's transaction with each copied object's uid → its copy's uid. */
export type DuplicateListener = (copies: ReadonlyMap<string, string>) => void;

/**
 * The content tree over the `objects` table. Every write is one audited write (`audited-write.ts`; a savepoint
 * inside a view's write) with its search-index update (`object-index.ts`) and its audit entry, and sets a new,
 * strictly later `modification_date`.
 * Validation failures throw ApiError (400 ValidationError with `{path, message}` details, 409 Conflict).
 */
export class ContentStore {
  readonly db: Db;
  readonly registry: ContentRegistry;
  readonly #now: Clock;
  readonly #write: ContentWrite;
  readonly #deleteListeners: DeleteListener[] = [];
  readonly #duplicateListeners: DuplicateListener[] = [];
  readonly #byPath;
  readonly #rowByPath: GenerationCache<ObjectRow | undefined>;
  readonly #byUid;
  readonly #children;
  readonly #childSummaries;
  readonly #childSummariesBy;
  readonly #childById;
  readonly #subtree;
  readonly #insert;
  readonly #update;

  constructor(db: Db, options: { now: Clock; registry?: ContentRegistry }) {
    this.db = db;
    this.#now = options.now;
    this.#write = auditedWrite(db, options.now);
    this.registry = options.registry ?? DEFAULT_REGISTRY;
    this.#byPath = db.prepare<[string], ObjectRow>('SELECT * FROM objects WHERE path = ?');
    this.#rowByPath = new GenerationCache(db);
    this.#byUid = db.prepare<[string], ObjectRow>('SELECT * FROM objects WHERE uid = ?');
    this.#children = db.prepare<[string], ObjectRow>(
      'SELECT * FROM objects WHERE parent_uid = ? ORDER BY id',
    );
    this.#childSummaries = db.prepare<[string], ObjectSummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM objects WHERE parent_uid = ? ORDER BY id`,
    );
    // A data field's value as rowData() would give it to the sort: a string or a number, else nothing.
    this.#childSummariesBy = db.prepare<[string, string, string], ObjectSummaryRow & { sort_value: unknown }>(
      `SELECT ${SUMMARY_COLUMNS},
         CASE WHEN json_type(data, ?) IN ('text', 'integer', 'real') THEN json_extract(data, ?) END AS sort_value
       FROM objects WHERE parent_uid = ? ORDER BY id`,
    );
    this.#childById = db.prepare<[string, string], ObjectRow>(
      'SELECT * FROM objects WHERE parent_uid = ? AND id = ?',
    );
    this.#subtree = db.prepare<[string, string, string], ObjectRow>(
      'SELECT * FROM objects WHERE path = ? OR (path >= ? AND path < ?) ORDER BY depth, path',
    );
    this.#insert = db.prepare<ObjectRow>(
      `INSERT INTO objects (uid, path, parent_uid, id, type_name, depth, title, is_folderish, creation_date,
         modification_date, modified_by, dynamic_behaviors, data)
       VALUES (@uid, @path, @parent_uid, @id, @type_name, @depth, @title, @is_folderish, @creation_date,
         @modification_date, @modified_by, @dynamic_behaviors, @data)`,
    );
    this.#update = db.prepare<ObjectRow>(
      `UPDATE objects SET title = @title, modification_date = @modification_date, modified_by = @modified_by,
         dynamic_behaviors = @dynamic_behaviors, data = @data WHERE uid = @uid`,
    );
  }

  /** The content type of a name, from the store's registry. */
  type(name: string): ContentTypeDef | undefined {
    return this.registry.contentTypes.get(name);
  }

  root(): ObjectRow {
    const root = this.#byPath.get(ROOT_OBJECT_PATH);
    if (!root) throw new Error('The root container is missing (migration 002 inserts it)');
    return root;
  }

  /** The object at a container-relative path ('/' for the root, '/bodegas/x' below it). */
  get(path: string): ObjectRow | undefined {
    // Every request reads its object by path: read once until something is written; each caller gets its copy.
    const row = this.#rowByPath.get(path, () => this.#byPath.get(path));
    return row && { ...row };
  }

  getByUid(uid: string): ObjectRow | undefined {
    return this.#byUid.get(uid);
  }

  /** The child `id` of a folder. */
  child(parent: ObjectRow, id: string): ObjectRow | undefined {
    return this.#childById.get(parent.uid, id);
  }

  /** The children of a folder, in its type's `childrenSort` (default: by id). */
  children(parent: ObjectRow): ObjectRow[] {
    return this.#inChildrenSort(parent, this.#children.all(parent.uid), (row, field) => rowData(row)[field]);
  }

  /**
   * The children of a folder as its listing shows them, in the order of `children()`, without their fields: a
   * folder's GET reads no child's `data` (a product's runs to kilobytes), only the one its type sorts by.
   */
  childSummaries(parent: ObjectRow): ObjectSummaryRow[] {
    const field = this.type(parent.type_name)?.childrenSort?.field;
    if (field === undefined || SORT_COLUMNS.includes(field))
      return this.#inChildrenSort(parent, this.#childSummaries.all(parent.uid), () => undefined);
    const path = `$."${field.replaceAll('"', '""')}"`;
    return this.#inChildrenSort(
      parent,
      this.#childSummariesBy.all(path, path, parent.uid),
      (row) => row.sort_value,
    );
  }

  /** Sorts children (read by id) by their parent type's `childrenSort`; `dataValue` reads a field of `data`. */
  #inChildrenSort<T extends ObjectSummaryRow>(
    parent: ObjectRow,
    rows: T[],
    dataValue: (row: T, field: string) => unknown,
  ): T[] {
    const sort = this.type(parent.type_name)?.childrenSort;
    if (!sort || sort.field === 'id') return sort?.order === 'desc' ? rows.reverse() : rows;
    const column = SORT_COLUMNS.includes(sort.field);
    const key = (row: T): string | number | undefined => {
      const value = column ? row[sort.field as keyof ObjectSummaryRow] : dataValue(row, sort.field);
      return typeof value === 'string' || typeof value === 'number' ? value : undefined;
    };
    const keyed = rows.map((row) => ({ row, key: key(row) }));
    const sign = sort.order === 'desc' ? -1 : 1;
    keyed.sort((a, b) => {
      if (a.key === b.key) return a.row.id < b.row.id ? -1 : 1;
      if (a.key === undefined) return 1;
      if (b.key === undefined) return -1;
      return (a.key < b.key ? -1 : 1) * sign;
    });
    return keyed.map((k) => k.row);
  }

  /** The ancestors of an object, nearest first, ending with the root. */
  ancestors(row: ObjectRow): ObjectRow[] {
    const paths = ancestorPaths(row.path);
    if (paths.length === 0) return [];
    const rows = this.db
      .prepare<string[], ObjectRow>(`SELECT * FROM objects WHERE path IN (${paths.map(() => '?').join(',')})`)
      .all(...paths);
    const byPath = new Map(rows.map((r) => [r.path, r]));
    return paths.map((p) => byPath.get(p)).filter((r): r is ObjectRow => r !== undefined);
  }

  /** The object and everything below it, shallowest first. */
  subtree(row: ObjectRow): ObjectRow[] {
    const { lower, upper } = subtreeRange(row.path);
    return this.#subtree.all(row.path, lower, upper);
  }

  /** Registers a listener for the uids a delete removes (e.g. to remove stored files). */
  onDelete(listener: DeleteListener): void {
    this.#deleteListeners.push(listener);
  }

  /** Registers a listener for the objects a duplicate copies (e.g. to copy their stored files). */
  onDuplicate(listener: DuplicateListener): void {
    this.#duplicateListeners.push(listener);
  }

  /** A modification date for a write now: strictly later than `previous`. */
  nextDate(previous?: string): string {
    const now = this.#now();
    const after = previous === undefined ? Number.NEGATIVE_INFINITY : Date.parse(previous) + 1;
    return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString();
  }

  #audit(
    append: AppendAudit,
    action: AuditAction,
    row: ObjectRow,
    options: WriteOptions,
    payload: unknown,
  ): void {
    append({
      user: options.user,
      action: options.action ?? action,
      path: row.path,
      uid: row.uid,
      payload: options.payload ?? payload,
    });
  }

  /** The id rule of `@cellar/validation` (characters, length), the one the creation forms run. */
  #checkId(id: unknown, path = 'id'): string {
    if (typeof id !== 'string' || id === '')
      throw badRequest([{ path, message: siteMessages.content.idCharacters }]);
    const issues = contentIdIssues(id, path);
    if (issues.length > 0) throw badRequest(issues);
    return id;
  }

  #checkFolder(destination: ObjectRow, typeName: string, path = '@type'): void {
    const folderType = this.type(destination.type_name);
    if (!destination.is_folderish)
      throw badRequest([{ path, message: `${destination.path} is not a folder` }]);
    const allowed = folderType?.allowedTypes;
    if (typeName === 'Container' || (allowed !== undefined && !allowed.includes(typeName)))
      throw badRequest([
        { path, message: `Objects of type "${typeName}" are not allowed in ${destination.path}` },
      ]);
  }

  /**
   * Creates a child of `parent` from a CreateRequest body (`@type`, `id`?, fields, behaviours under their
   * dotted names, `@behaviors`? to add dynamic ones). The id is the body's, else the slugified title.
   */
  create(parent: ObjectRow, input: unknown, options: WriteOptions): ObjectRow {
    if (!isRecord(input)) throw badRequest([{ path: '', message: 'Expected an object' }]);
    let body: Record<string, unknown> = input;
    const typeName = body['@type'];
    if (typeof typeName !== 'string' || typeName === '')
      throw badRequest([{ path: '@type', message: 'The @type of the new object is required' }]);
    const type = this.type(typeName);
    if (!type) throw badRequest([{ path: '@type', message: `Unknown type "${typeName}"` }]);
    this.#checkFolder(parent, typeName);

    // The type's creation rule (the one its creation form runs) speaks first: a refusal answers its issues
    // alone, as the form shows them; otherwise its normalised values (slugified id, ...) replace the body's.
    const rule = type.create?.(body, parent, {
      now: this.#now(),
      trusted: options.trusted === true,
    });
    if (rule !== undefined && rule.issues.length > 0) throw badRequest(rule.issues);
    const derived = Object.entries(rule?.values ?? {}).filter(([k]) => k === 'id' || k in type.fields);
    body = { ...body, ...Object.fromEntries(derived) };

    const dynamic = this.#checkDynamic(type, body['@behaviors']);
    const all = [...type.behaviors, ...dynamic];
    const write = checkWrite(this.registry, type, body, {
      mode: 'create',
      behaviors: all,
      trusted: options.trusted,
    });
    let id = body.id;
    if (id === undefined || id === null || id === '') {
      const slug = slugify(titleOf(type, { ...body }, ''));
      if (slug === '') write.issues.push({ path: 'id', message: siteMessages.content.idOrTitleRequired });
      id = slug;
    }
    const textId = typeof id === 'string' ? id : '';
    let data = withDerivedFields(type, mergeWrite(defaultsOf(this.registry, type, all), write));
    const typed = this.#typeRules(type, data, textId, childPath(parent.path, textId));
    const issues = specWins(write.issues, typed.issues);
    if (issues.length > 0) throw badRequest(issues);
    const checkedId = this.#checkId(id);
    const path = childPath(parent.path, checkedId);
    data = withDerivedFields(type, { ...data, ...this.#typeValues(type, typed) });
    return this.#write((audit) => {
      if (this.child(parent, checkedId)) throw idExists(checkedId);
      const date = this.nextDate();
      const row: ObjectRow = {
        uid: newUid(),
        path,
        parent_uid: parent.uid,
        id: checkedId,
        type_name: typeName,
        depth: parent.depth + 1,
        title: titleOf(type, data, checkedId),
        is_folderish: type.folderish ? 1 : 0,
        creation_date: date,
        modification_date: date,
        modified_by: options.user,
        dynamic_behaviors: JSON.stringify(dynamic),
        data: JSON.stringify(data),
      };
      this.#insert.run(row);
      indexObject(this.db, row);
      this.#audit(audit, 'create', row, options, input);
      return row;
    });
  }

  /** The type's own business rules (`ContentTypeDef.validate`) on the whole object. */
  #typeRules(type: ContentTypeDef, data: Record<string, unknown>, id: string, path: string): TypeRuleResult {
    return type.validate?.(data, { id, path }) ?? { issues: [] };
  }

  /** The values a rule normalised, for the fields the type defines (none when the rule had issues). */
  #typeValues(type: ContentTypeDef, result: TypeRuleResult | undefined): Record<string, unknown> {
    if (result === undefined || result.issues.length > 0) return {};
    return Object.fromEntries(
      Object.entries(result.values ?? {}).filter(([key]) => Object.hasOwn(type.fields, key)),
    );
  }

  #checkDynamic(type: ContentTypeDef, value: unknown): string[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw badRequest([{ path: '@behaviors', message: 'Expected a list' }]);
    const names: string[] = [];
    value.forEach((name, index) => {
      if (typeof name !== 'string' || !this.registry.behaviors.has(name))
        throw badRequest([{ path: `@behaviors.${index}`, message: `Unknown behavior "${String(name)}"` }]);
      if (!type.behaviors.includes(name) && !names.includes(name)) names.push(name);
    });
    return names;
  }

  /**
   * Applies a PATCH body: fields replace, behaviours (under their dotted names) merge, null removes; unknown
   * fields are a 400 listing them. The caller checks permissions, locks and `last-mod-date`.
   */
  update(row: ObjectRow, input: unknown, options: WriteOptions): ObjectRow {
    if (!isRecord(input)) throw badRequest([{ path: '', message: 'Expected an object' }]);
    const type = this.type(row.type_name);
    if (!type) throw badRequest([{ path: '@type', message: `Unknown type "${row.type_name}"` }]);
    const dynamic = rowDynamicBehaviors(row);
    const write = checkWrite(this.registry, type, input, {
      mode: 'patch',
      behaviors: [...type.behaviors, ...dynamic],
      trusted: options.trusted,
    });
    let data = mergeWrite(rowData(row), write);
    const rules = patchRulesOf(type).map((rule) => rule(data, input));
    const ruleIssues = rules.flatMap((rule) => rule.issues);
    for (const rule of rules) data = withDerivedFields(type, { ...data, ...this.#typeValues(type, rule) });
    const typed = ruleIssues.length === 0 ? this.#typeRules(type, data, row.id, row.path) : { issues: [] };
    // A rule of the spec that reports a path answers for it instead of the generic field check.
    const issues = specWins(write.issues, [...ruleIssues, ...typed.issues]);
    if (issues.length > 0) throw badRequest(issues);
    data = withDerivedFields(type, { ...data, ...this.#typeValues(type, typed) });
    return this.#write((audit) => {
      const current = this.getByUid(row.uid) ?? row;
      const next: ObjectRow = {
        ...current,
        title: titleOf(type, data, current.id),
        modification_date: this.nextDate(current.modification_date),
        modified_by: options.user,
        data: JSON.stringify(data),
      };
      this.#update.run(next);
      indexObject(this.db, next);
      // The values the change replaced go beside it, so the audit log can show old → new.
      const previous = rowData(current);
      const before = Object.fromEntries(Object.keys(input).map((key) => [key, previous[key] ?? null]));
      const change = { before, after: input };
      if (options.restoreOf === undefined) this.#audit(audit, 'modify', next, options, change);
      else this.#audit(audit, 'restore', next, options, { restore_of: options.restoreOf, ...change });
      return next;
    });
  }

  /** Sets the dynamic behaviours of an object (`@behaviors` PATCH/DELETE). */
  setDynamicBehaviors(row: ObjectRow, names: readonly string[], options: WriteOptions): ObjectRow {
    return this.#write((audit) => {
      const current = this.getByUid(row.uid) ?? row;
      const next: ObjectRow = {
        ...current,
        modification_date: this.nextDate(current.modification_date),
        modified_by: options.user,
        dynamic_behaviors: JSON.stringify(names),
      };
      this.#update.run(next);
      indexObject(this.db, next);
      this.#audit(audit, 'modify', next, options, {
        '@behaviors': names,
        before: { '@behaviors': rowDynamicBehaviors(current) },
        after: { '@behaviors': names },
      });
      return next;
    });
  }

  /** Deletes the object and everything below it (never the root). */
  remove(row: ObjectRow, options: WriteOptions): void {
    if (row.path === ROOT_OBJECT_PATH) throw forbidden('The root container cannot be deleted');
    this.#write((audit) => {
      const uids = this.subtree(row).map((r) => r.uid);
      for (const listener of this.#deleteListeners) listener(uids);
      for (const uid of uids) unindexObject(this.db, uid);
      this.db.prepare('DELETE FROM objects WHERE uid = ?').run(row.uid);
      this.#audit(audit, 'delete', row, options, {
        '@type': row.type_name,
        id: row.id,
        objects: uids.length,
      });
    });
  }

  #checkDestination(row: ObjectRow, destination: ObjectRow, newId: unknown): string {
    if (row.path === ROOT_OBJECT_PATH) throw forbidden('The root container cannot be moved or copied');
    const { lower } = subtreeRange(row.path);
    if (destination.path === row.path || destination.path.startsWith(lower))
      throw badRequest([{ path: 'destination', message: 'An object cannot be moved or copied into itself' }]);
    this.#checkFolder(destination, row.type_name, 'destination');
    return this.#checkId(newId === undefined || newId === null || newId === '' ? row.id : newId, 'new_id');
  }

  /** Moves the object (and its subtree) into `destination`, optionally renamed; rewrites the subtree's paths. */
  move(row: ObjectRow, destination: ObjectRow, newId: unknown, options: WriteOptions): ObjectRow {
    const id = this.#checkDestination(row, destination, newId);
    return this.#write((audit) => {
      if (destination.uid === row.parent_uid && id === row.id) return row;
      if (this.child(destination, id)) throw idExists(id);
      const newPath = childPath(destination.path, id);
      const { lower, upper } = subtreeRange(row.path);
      this.db
        .prepare(
          `UPDATE objects SET path = ? || substr(path, ?), depth = depth + ?
           WHERE path = ? OR (path >= ? AND path < ?)`,
        )
        .run(newPath, row.path.length + 1, destination.depth + 1 - row.depth, row.path, lower, upper);
      const moved = this.getByUid(row.uid) ?? row;
      const next: ObjectRow = {
        ...moved,
        id,
        parent_uid: destination.uid,
        modification_date: this.nextDate(moved.modification_date),
        modified_by: options.user,
      };
      this.db
        .prepare(
          'UPDATE objects SET id = ?, parent_uid = ?, modification_date = ?, modified_by = ? WHERE uid = ?',
        )
        .run(next.id, next.parent_uid, next.modification_date, next.modified_by, next.uid);
      for (const r of this.subtree(next)) indexObject(this.db, r);
      this.#audit(audit, 'move', next, options, {
        source: row.path,
        destination: destination.path,
        new_id: id,
      });
      return next;
    });
  }

  /** Copies the object (and its subtree, with new uids) into `destination`, optionally renamed. */
  duplicate(row: ObjectRow, destination: ObjectRow, newId: unknown, options: WriteOptions): ObjectRow {
    const id = this.#checkDestination(row, destination, newId);
    return this.#write((audit) => {
      if (this.child(destination, id)) throw idExists(id);
      const rows = this.subtree(row);
      const newPath = childPath(destination.path, id);
      const depthDelta = destination.depth + 1 - row.depth;
      const uids = new Map<string, string>();
      const date = this.nextDate();
      let top: ObjectRow | undefined;
      for (const source of rows) {
        const uid = newUid();
        uids.set(source.uid, uid);
        const isTop = source.uid === row.uid;
        const copy: ObjectRow = {
          ...source,
          uid,
          id: isTop ? id : source.id,
          path: isTop ? newPath : newPath + source.path.slice(row.path.length),
          parent_uid: isTop ? destination.uid : (uids.get(source.parent_uid ?? '') ?? null),
          depth: source.depth + depthDelta,
          creation_date: date,
          modification_date: date,
          modified_by: options.user,
        };
        if (isTop) top = copy;
        this.#insert.run(copy);
        indexObject(this.db, copy);
      }
      if (!top) throw new Error('duplicate: the source vanished');
      for (const listener of this.#duplicateListeners) listener(uids);
      this.#audit(audit, 'copy', top, options, {
        source: row.path,
        destination: destination.path,
        new_id: id,
      });
      return top;
    });
  }
}

/** Keys of a create body that are not written as fields (for callers building bodies). */
export { SYSTEM_KEYS };
