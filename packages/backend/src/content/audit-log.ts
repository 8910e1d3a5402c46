import type { components } from '@cellar/contract';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { subtreeRange } from './content-row';

/** Actions of the audit log (contract.md, "Audit log"). */
export type AuditAction =
  | 'create'
  | 'modify'
  | 'upsert'
  | 'delete'
  | 'upload'
  | 'delete-file'
  | 'sharing'
  | 'move'
  | 'copy'
  // a PATCH that puts back the values an earlier modify/upsert/restore replaced (`x-restore-of`)
  | 'restore'
  // newsletters: the status calls (§4), a test email and the email-provider upload
  | 'mark-as-verified'
  | 'mark-as-draft'
  | 'schedule'
  | 'unschedule'
  | 'send-test-email'
  | 'upload-to-brevo';

export interface AuditEntry {
  /** ISO 8601 instant of the write. */
  date: string;
  /** Email of the account that wrote ('fixtures' for the fixture loader). */
  user: string;
  action: AuditAction;
  /** Container-relative path of the object at the time ('/' for the root). */
  path: string;
  uid: string | null;
  /** The JSON of the change. */
  payload: unknown;
}

/**
 * Appends one entry. Call it inside the transaction of the write it records, so that the entry exists
 * exactly when the write does.
 */
export function audit(db: Db, entry: AuditEntry): void {
  let insert = inserts.get(db);
  if (insert === undefined) {
    insert = db.prepare(
      'INSERT INTO audit_log (date, user, action, path, uid, payload) VALUES (?, ?, ?, ?, ?, ?)',
    );
    inserts.set(db, insert);
  }
  insert.run(
    entry.date,
    entry.user,
    entry.action,
    entry.path,
    entry.uid,
    JSON.stringify(entry.payload ?? null),
  );
}

const inserts = new WeakMap<Db, Statement>();

/** The actions whose payload is `{before, after}` of the fields a PATCH wrote: the ones a restore can undo. */
export const RESTORABLE_ACTIONS: readonly AuditAction[] = ['modify', 'upsert', 'restore'];

const entryById = new WeakMap<Db, Statement<[number], AuditRow>>();

/** One entry by its id, with its payload parsed; undefined when there is none. */
export function readLogEntry(db: Db, id: number): components['schemas']['LogEntry'] | undefined {
  let select = entryById.get(db);
  if (select === undefined) {
    select = db.prepare<[number], AuditRow>(
      'SELECT id, date, user, action, path, uid, payload FROM audit_log WHERE id = ?',
    );
    entryById.set(db, select);
  }
  const row = select.get(id);
  return row === undefined ? undefined : { ...row, payload: JSON.parse(row.payload) as unknown };
}

interface AuditRow {
  id: number;
  date: string;
  user: string;
  action: AuditAction;
  path: string;
  uid: string | null;
  payload: string;
}

/**
 * The page of logs below a path: two indexed halves (by the path written, by the uids of the objects below it
 * now) rather than one OR the planner would answer by scanning the whole log.
 */
export const READ_LOGS_SQL = `SELECT id, date, user, action, path, uid, payload FROM audit_log WHERE id IN (
         SELECT id FROM audit_log WHERE (path = ? OR (path >= ? AND path < ?)) AND id < ?
         UNION
         SELECT a.id FROM objects o JOIN audit_log a ON a.uid = o.uid
          WHERE (o.path = ? OR (o.path >= ? AND o.path < ?)) AND a.id < ?
       )
       ORDER BY id DESC LIMIT ?`;

/** How many of the newest entries before the cursor `readLogs` looks through before it asks the indexes. */
export const RECENT_LOGS_WINDOW = 2_000;
/** A subtree of fewer objects has its page read from the indexes at once: its entries are few, or sparse. */
export const SMALL_SUBTREE = 100;

/**
 * The same page as READ_LOGS_SQL, from the newest entries of an id window down: cheap when the subtree's entries
 * are many (the whole catalogue, a folder of 10,000 products), where READ_LOGS_SQL would gather and sort them all.
 * The uid half is asked row by row, only of entries written elsewhere.
 */
export const RECENT_LOGS_SQL = `SELECT id, date, user, action, path, uid, payload FROM audit_log a
       WHERE a.id < ? AND a.id >= ?
         AND ((a.path = ? OR (a.path >= ? AND a.path < ?))
           OR EXISTS (SELECT 1 FROM objects o WHERE o.uid = a.uid AND (o.path = ? OR (o.path >= ? AND o.path < ?))))
       ORDER BY a.id DESC LIMIT ?`;

interface LogStatements {
  maxId: Statement<[], number | null>;
  subtree: Statement<[string, string, string], number>;
  recent: Statement;
  page: Statement;
}
const statements = new WeakMap<Db, LogStatements>();
const logStatements = (db: Db): LogStatements => {
  let s = statements.get(db);
  if (s === undefined) {
    s = {
      maxId: db.prepare<[], number | null>('SELECT max(id) FROM audit_log').pluck(),
      subtree: db
        .prepare<[string, string, string], number>(
          `SELECT count(*) FROM (SELECT 1 FROM objects WHERE path = ? OR (path >= ? AND path < ?) LIMIT ${SMALL_SUBTREE})`,
        )
        .pluck(),
      recent: db.prepare(RECENT_LOGS_SQL),
      page: db.prepare(READ_LOGS_SQL),
    };
    statements.set(db, s);
  }
  return s;
};

/**
 * The entries of `path` and everything below it, newest first, `size` at a time; `searchAfter` is the
 * cursor of the previous page (entries with a smaller id come next). An entry counts by the path it was
 * written at, or by its object when that object lives below `path` now (a moved object keeps its history).
 * The page's `search_after` is the cursor of the next one (the last id of this one), null after the last.
 * Below a subtree of SMALL_SUBTREE objects or more, the newest RECENT_LOGS_WINDOW entries before the cursor are
 * looked through first: when they hold the whole page, it is the page (nothing newer was left out); otherwise,
 * and for a smaller subtree, the indexes answer it.
 */
export function readLogs(
  db: Db,
  options: { path: string; size: number; searchAfter?: number },
): components['schemas']['LogPage'] {
  const { lower, upper } = subtreeRange(options.path);
  const s = logStatements(db);
  const before = Math.min(options.searchAfter ?? Number.MAX_SAFE_INTEGER, (s.maxId.get() ?? 0) + 1);
  const want = options.size + 1;
  const large = (s.subtree.get(options.path, lower, upper) ?? 0) >= SMALL_SUBTREE;
  let rows: AuditRow[] = [];
  if (large)
    rows = s.recent.all(
      before,
      before - RECENT_LOGS_WINDOW,
      options.path,
      lower,
      upper,
      options.path,
      lower,
      upper,
      want,
    ) as AuditRow[];
  if (rows.length < want)
    rows = s.page.all(
      options.path,
      lower,
      upper,
      before,
      options.path,
      lower,
      upper,
      before,
      want,
    ) as AuditRow[];
  const page = rows.slice(0, options.size);
  const last = page[page.length - 1];
  return {
    logs: page.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown })),
    search_after: rows.length > options.size && last ? String(last.id) : null,
  };
}
