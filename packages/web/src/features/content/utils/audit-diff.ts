/** One changed value of an audit entry: `old` is absent when the log does not give it. */
export interface ChangeRow {
  field: string;
  old?: unknown;
  new?: unknown;
  hasOld: boolean;
  hasNew: boolean;
}

export type PayloadView = { kind: 'changes'; rows: ChangeRow[] } | { kind: 'json'; text: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Leaves of two values that differ, by dotted path. Nested objects are walked; arrays and scalars are
 * compared whole (a list reads best as its old and new value side by side).
 */
export function diffValues(before: unknown, after: unknown, prefix = ''): ChangeRow[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffValues(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  if (same(before, after)) return [];
  return [
    {
      field: prefix || '(value)',
      old: before,
      new: after,
      hasOld: before !== undefined,
      hasNew: after !== undefined,
    },
  ];
}

/** `{old, new}` / `{from, to}` / `{before, after}` pairs, the ways a log writes one change. */
function pairOf(value: unknown): { old: unknown; new: unknown } | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  for (const [a, b] of [
    ['old', 'new'],
    ['from', 'to'],
    ['before', 'after'],
  ] as const) {
    if (keys.every((key) => key === a || key === b) && (a in value || b in value)) {
      return { old: value[a], new: value[b] };
    }
  }
  return undefined;
}

/**
 * A readable view of an audit entry's payload: the changed fields with old → new where the log gives
 * both (`{before, after}` / `{old, new}` objects, or `{field: {old, new}}` per field, also under `changes`);
 * the plain patch of a `modify`/`upsert` (`{field: value}`) as its fields with their new value; anything else
 * as formatted JSON.
 */
export function payloadView(payload: unknown, action?: string): PayloadView {
  const json = (): PayloadView => ({
    kind: 'json',
    text: JSON.stringify(payload, null, 2) ?? String(payload),
  });
  if (!isObject(payload)) return json();
  // The values before and after a change, beside what a call was asked (`@opciones`, `@behaviors`) or the entry a
  // restore undid (`restore_of`, which the Action column names).
  if (isObject(payload.before) && isObject(payload.after)) {
    return { kind: 'changes', rows: diffValues(payload.before, payload.after) };
  }

  const whole = pairOf(payload);
  if (whole && (isObject(whole.old) || isObject(whole.new))) {
    return { kind: 'changes', rows: diffValues(whole.old ?? {}, whole.new ?? {}) };
  }

  const changes = isObject(payload.changes) ? payload.changes : undefined;
  const perField = changes ?? payload;
  const entries = Object.entries(perField);
  if (entries.length > 0 && entries.every(([, value]) => pairOf(value) !== undefined)) {
    return {
      kind: 'changes',
      rows: entries.flatMap(([field, value]) => {
        const pair = pairOf(value) as { old: unknown; new: unknown };
        if (isObject(pair.old) && isObject(pair.new)) return diffValues(pair.old, pair.new, field);
        return [{ field, old: pair.old, new: pair.new, hasOld: pair.old !== undefined, hasNew: true }];
      }),
    };
  }

  // A patch: the fields that were written, with their new values (nested objects by dotted path).
  if (!changes && (action === 'modify' || action === 'upsert') && entries.length > 0) {
    return { kind: 'changes', rows: flatten(payload) };
  }
  return json();
}

function flatten(value: Json, prefix = ''): ChangeRow[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isObject(inner) && Object.keys(inner).length > 0) return flatten(inner, field);
    return [{ field, new: inner, hasOld: false, hasNew: true }];
  });
}

/** A value as one short line of the diff table. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
