import { fail, formatInMadrid, type Issue, LANGUAGES, ok, type Result } from '@cellar/validation';
import { parseJsonQuery, validateObjectTitle } from '@cellar/validation/site';
import type { FieldOf } from '@/components/form';
import type { FieldKind, FieldSpec } from './schema-fields';

/** What an input holds while the user types: text for most fields, a flag, or one text per language. */
export type Draft = string | boolean | Readonly<Record<string, string>>;
/** The values of an object form: each field's draft, by field name. */
export type ObjectFormValues = Record<string, Draft>;

const LOCAL_DATETIME = "yyyy-MM-dd'T'HH:mm";

/**
 * The instant of a Madrid wall-clock time (`yyyy-MM-ddTHH:mm`, what a datetime-local input holds):
 * guess it as UTC, then correct by Madrid's offset at that instant (twice, for the days the clock changes).
 */
export function madridLocalToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const shown = formatInMadrid(instant, "yyyy-MM-dd'T'HH:mm:ss");
    const shownMs = Date.parse(`${shown}Z`);
    instant += wall - shownMs;
  }
  return new Date(instant).toISOString();
}

/** The draft of a stored value, for the input of its kind. */
export function toDraft(kind: FieldKind, value: unknown): Draft {
  switch (kind) {
    case 'boolean':
      return value === true;
    case 'i18n': {
      const map = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      return Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          typeof map[language] === 'string' ? (map[language] as string) : '',
        ]),
      );
    }
    case 'json':
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    case 'datetime': {
      if (typeof value !== 'string' || value === '') return '';
      const time = Date.parse(value);
      return Number.isNaN(time) ? value : formatInMadrid(time, LOCAL_DATETIME);
    }
    case 'integer':
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    default:
      return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  }
}

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** Messages of the generic form for inputs the spec gives no wording for (our decision). */
export const FORM_MESSAGES = {
  notANumber: 'Enter a number',
  notAnInteger: 'Enter a whole number',
  invalidDate: 'Enter a valid date and time',
} as const;

/**
 * The value to store from a draft. Blank optional inputs of numbers and dates store null; a JSON field
 * must parse ('JSON inválido', site-content §5, the same rule as the query fields).
 */
export function fromDraft(kind: FieldKind, draft: Draft): Parsed {
  if (kind === 'boolean') return { ok: true, value: draft === true };
  if (kind === 'i18n') {
    const map = typeof draft === 'object' ? draft : {};
    return {
      ok: true,
      value: Object.fromEntries(LANGUAGES.map((language) => [language, map[language] ?? ''])),
    };
  }
  const text = typeof draft === 'string' ? draft : '';
  switch (kind) {
    case 'json': {
      const parsed = parseJsonQuery(text);
      return parsed.ok
        ? { ok: true, value: parsed.value }
        : { ok: false, message: parsed.issues[0]?.message ?? '' };
    }
    case 'integer':
    case 'number': {
      if (text.trim() === '') return { ok: true, value: null };
      const number = Number(text);
      if (!Number.isFinite(number)) return { ok: false, message: FORM_MESSAGES.notANumber };
      if (kind === 'integer' && !Number.isInteger(number))
        return { ok: false, message: FORM_MESSAGES.notAnInteger };
      return { ok: true, value: number };
    }
    case 'datetime': {
      if (text.trim() === '') return { ok: true, value: null };
      const iso = madridLocalToIso(text);
      return iso ? { ok: true, value: iso } : { ok: false, message: FORM_MESSAGES.invalidDate };
    }
    case 'date':
    case 'choice':
      return { ok: true, value: text === '' ? null : text };
    default:
      return { ok: true, value: text };
  }
}

/** JSON with object keys sorted: two values are equal when their canonical texts are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/** A stored value and what the form would store for it are the same (absent, null and '' alike for text). */
export function sameValue(kind: FieldKind, stored: unknown, next: unknown): boolean {
  const normal = (value: unknown) => {
    if (value === undefined || value === null) {
      if (kind === 'boolean') return false;
      if (kind === 'i18n') return toDraft('i18n', undefined);
      if (kind === 'string' || kind === 'text' || kind === 'richtext') return '';
      return null;
    }
    if (kind === 'i18n') return toDraft('i18n', value);
    if (kind === 'datetime' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      // Minutes are what the input edits: compare at that precision.
      return formatInMadrid(Date.parse(value), LOCAL_DATETIME);
    return value;
  };
  return canonical(normal(stored)) === canonical(normal(next));
}

export interface ChangedFields {
  /** The PATCH body: only fields whose value differs from the stored one. */
  body: Record<string, unknown>;
  /** Inputs that do not parse, by field name; nothing is saved while there are any. */
  errors: Record<string, string>;
}

/** What a save sends: the changed fields of `drafts` against `stored` (read-only and file fields never). */
export function changedFields(
  fields: readonly FieldSpec[],
  stored: Readonly<Record<string, unknown>>,
  drafts: ObjectFormValues,
): ChangedFields {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.readonly || field.kind === 'file') continue;
    const draft = drafts[field.name];
    if (draft === undefined) continue;
    const parsed = fromDraft(field.kind, draft);
    if (!parsed.ok) {
      errors[field.name] = parsed.message;
      continue;
    }
    if (!sameValue(field.kind, stored[field.name], parsed.value)) body[field.name] = parsed.value;
  }
  return { body, errors };
}

/** The drafts of every field of a stored object. */
export function draftsOf(
  fields: readonly FieldSpec[],
  stored: Readonly<Record<string, unknown>>,
): ObjectFormValues {
  return Object.fromEntries(fields.map((field) => [field.name, toDraft(field.kind, stored[field.name])]));
}

/**
 * The drafts over a newer stored object, keeping what the user typed: a field whose draft differs from
 * the `previous` stored value (or does not parse) keeps its draft; every other field shows `next`.
 */
export function rebaseDrafts(
  fields: readonly FieldSpec[],
  previous: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
  drafts: ObjectFormValues,
): ObjectFormValues {
  const { body, errors } = changedFields(fields, previous, drafts);
  const typed = new Set([...Object.keys(body), ...Object.keys(errors)]);
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      typed.has(field.name) ? (drafts[field.name] as Draft) : toDraft(field.kind, next[field.name]),
    ]),
  );
}

/**
 * The rule of an object form (its resolver): the changed fields against `stored` are what it sends; an input that
 * does not parse, a plain-text `title` of the object left empty (`validateObjectTitle`, the backend's rule too), or
 * an issue of the type's own rule over the changed fields (`typeRule`: a winery's map link) refuses the save with the
 * message under its field. A behaviour's fields (`ownFields` false) have no title rule.
 */
export function objectFormRule(
  fields: readonly FieldSpec[],
  stored: Readonly<Record<string, unknown>>,
  {
    ownFields = true,
    typeRule,
  }: {
    ownFields?: boolean;
    typeRule?: ((body: Record<string, unknown>) => Result<unknown>) | undefined;
  } = {},
): (drafts: ObjectFormValues) => Result<Record<string, unknown>> {
  const plainTitle = ownFields && fields.some((field) => field.name === 'title' && field.kind === 'string');
  return (drafts) => {
    const { body, errors } = changedFields(fields, stored, drafts);
    const issues: Issue[] = Object.entries(errors).map(([path, message]) => ({ path, message }));
    if (plainTitle && 'title' in body) {
      const title = validateObjectTitle(body.title);
      if (!title.ok) issues.push(...title.issues);
    }
    const own = typeRule?.(body);
    if (own && !own.ok) issues.push(...own.issues);
    return issues.length > 0 ? fail(...issues) : ok(body);
  };
}

/**
 * Which field of an object form shows a rule's or the server's issue: `localized_text.es` and `items[0]` belong
 * to their top-level field. With `prefix` (a behaviour's dotted name) the server's paths sit under it and are read
 * inside it. An issue of no field of the form shows above it.
 */
export function objectFieldOf(fields: readonly FieldSpec[], prefix?: string): FieldOf {
  const names = new Set(fields.map((field) => field.name));
  return (path) => {
    let inside = path;
    if (prefix !== undefined) {
      // The rule's own paths are the field names; the server's sit under the behaviour's name.
      if (path.startsWith(`${prefix}.`)) inside = path.slice(prefix.length + 1);
      else if (!names.has(path)) return null;
    }
    const name = inside.split(/[.[]/)[0] ?? inside;
    return names.has(name) ? name : null;
  };
}
