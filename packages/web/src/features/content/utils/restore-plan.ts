import type { LogEntry, TypeSchema } from '@cellar/sdk';
import { type ChangeRow, diffValues } from './audit-diff';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The actions whose entry logs `{before, after}` of what a PATCH wrote: the ones a restore can undo. */
export const RESTORABLE_ACTIONS: readonly string[] = ['modify', 'upsert', 'restore'];

/** Why a field of an entry cannot be put back by a PATCH (each has its words in `restoreMessages.reasons`). */
export type NotRestoredReason = 'file' | 'readOnly' | 'notInType' | 'behaviors';

export interface RestorePlan {
  /** The PATCH body: each field as it was before the change (null removes what the change added). */
  body: Json;
  /** What the PATCH changes, field by field (dotted paths): the value now → the value it gets back. */
  rows: ChangeRow[];
  /** The fields of the change a PATCH cannot bring back, named with why. */
  notRestored: { field: string; reason: NotRestoredReason }[];
  /** Newer entries of the same object that wrote one of the fields the restore writes, newest first. */
  newer: LogEntry[];
}

/** An entry's `{before, after}` when it logged the values it replaced; undefined for one logged without them. */
export function oldValuesOf(entry: LogEntry): { before: Json; after: Json } | undefined {
  if (!RESTORABLE_ACTIONS.includes(entry.action) || entry.id === undefined) return undefined;
  const payload = entry.payload;
  if (!isObject(payload) || !isObject(payload.before) || !isObject(payload.after)) return undefined;
  return { before: payload.before, after: payload.after };
}

/** The fields an entry wrote: its `after`, a plain patch's keys, or the file field of an upload or delete. */
export function fieldsWritten(entry: LogEntry): string[] {
  const payload = entry.payload;
  if (!isObject(payload)) return [];
  if (isObject(payload.after)) return Object.keys(payload.after);
  if (entry.action === 'modify' || entry.action === 'upsert')
    return Object.keys(payload).filter((key) => key !== '@type' && key !== 'id');
  if ((entry.action === 'upload' || entry.action === 'delete-file') && typeof payload.field === 'string')
    return [payload.field];
  return [];
}

// A behaviour is stored under its dotted name and merged by a PATCH (null removes one of its fields), where a
// field is replaced whole.
const isBehavior = (name: string, schema: TypeSchema, current: Json): boolean =>
  name.includes('.') && (isObject(schema.properties[name]) || isObject(current[name]));

/** What a PATCH leaves in a behaviour: `now` with `patch` merged in, a null removing its field. */
function mergeBehavior(now: unknown, patch: Json): Json {
  const next: Json = { ...(isObject(now) ? now : {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** A stored value as the diff shows it: an absent field and a null are the same nothing. */
const shown = (value: unknown): unknown => (value === null ? undefined : value);

/**
 * The reverse of an entry's change: the PATCH that puts back the values it replaced, the diff that PATCH makes on
 * the object as it is now (`current`, as GET answers it), the fields it cannot bring back (a file, a field the
 * system sets, a field the type no longer has), and the newer entries (`log`, any order) that wrote the same
 * fields, which the restore would overwrite. Undefined when the entry holds no old values.
 */
export function restorePlan(
  entry: LogEntry,
  current: Json,
  schema: TypeSchema,
  log: readonly LogEntry[],
): RestorePlan | undefined {
  const change = oldValuesOf(entry);
  if (change === undefined || entry.id === undefined) return undefined;
  const body: Json = {};
  const rows: ChangeRow[] = [];
  const notRestored: RestorePlan['notRestored'] = [];
  for (const field of Object.keys(change.after)) {
    const old = change.before[field] ?? null;
    if (isBehavior(field, schema, current)) {
      const added = isObject(change.after[field]) ? Object.keys(change.after[field]) : [];
      const restored: Json = { ...(isObject(old) ? old : {}) };
      for (const key of added) if (!(key in restored)) restored[key] = null;
      body[field] = restored;
      rows.push(...diffValues(current[field] ?? {}, mergeBehavior(current[field], restored), field));
      continue;
    }
    const property = schema.properties[field] as { readOnly?: boolean; widget?: string } | undefined;
    // The dynamic behaviours (`@behaviors`) have a call of their own, not a PATCH.
    const reason: NotRestoredReason | undefined =
      field === '@behaviors'
        ? 'behaviors'
        : !isObject(property)
          ? 'notInType'
          : property.widget === 'file'
            ? 'file'
            : property.readOnly === true
              ? 'readOnly'
              : undefined;
    if (reason !== undefined) {
      notRestored.push({ field, reason });
      continue;
    }
    body[field] = old;
    const now = shown(current[field]);
    const then = shown(old);
    if (isObject(now) && isObject(then)) rows.push(...diffValues(now, then, field));
    else rows.push(...diffValues(now, then).map((row) => ({ ...row, field })));
  }
  const written = new Set(Object.keys(body));
  const newer = log
    .filter(
      (other) =>
        other.id !== undefined &&
        other.id > (entry.id ?? 0) &&
        other.uid === entry.uid &&
        fieldsWritten(other).some((field) => written.has(field)),
    )
    .sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  return { body, rows, notRestored, newer };
}
