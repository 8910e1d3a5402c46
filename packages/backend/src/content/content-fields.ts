import { formMessages, type Issue, LANGUAGES, ownValue } from '@cellar/validation';
import type { BehaviorDef, ContentTypeDef, FieldDef } from './content-types/types';

/** The registry the store reads: the real one (`./content-types`) or a test one. */
export interface ContentRegistry {
  contentTypes: ReadonlyMap<string, ContentTypeDef>;
  behaviors: ReadonlyMap<string, BehaviorDef>;
}

/** Keys a client may send back from a GET that are never fields: ignored on writes. */
export const SYSTEM_KEYS: ReadonlySet<string> = new Set([
  '@id',
  '@type',
  '@name',
  '@uid',
  '@static_behaviors',
  '@behaviors',
  '@sharing',
  'id',
  'parent',
  'is_folderish',
  'creation_date',
  'modification_date',
  'items',
  'length',
  'type_name',
  'path',
  'depth',
  'uuid',
]);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCalendarDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * The label of a field in a message: its title without a trailing note in brackets, a capitalised word in
 * lower case ('Short name' → 'short name', 'From (00:00h)' → 'from'; 'SEO title' stays).
 */
export function fieldLabel(field: Pick<FieldDef, 'title'>): string {
  const title = field.title.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

/**
 * The issue of a number outside a field's bounds, worded by `formMessages`: between both bounds when the
 * field has both, else at least or at most.
 */
export function rangeMessage(field: FieldDef, value: number): string | undefined {
  const { minimum: min, maximum: max } = field;
  const label = fieldLabel(field);
  if ((min === undefined || value >= min) && (max === undefined || value <= max)) return undefined;
  if (min !== undefined && max !== undefined) return formMessages.between(label, min, max);
  return min !== undefined ? formMessages.atLeast(label, min) : formMessages.atMost(label, max ?? value);
}

const one = (path: string, message: string): Issue[] => [{ path, message }];

/**
 * Issues of one value against its field definition (null/undefined are handled by the caller). The wording
 * is the shared generic one of `@cellar/validation` (`formMessages`), with the field's label.
 */
export function fieldIssues(field: FieldDef, value: unknown, path: string): Issue[] {
  const label = fieldLabel(field);
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'richtext':
      if (typeof value !== 'string') return one(path, formMessages.text(label));
      if (field.maxLength !== undefined && value.length > field.maxLength)
        return one(path, formMessages.maxLength(label, field.maxLength));
      return [];
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return one(path, formMessages.number(label));
      if (field.kind === 'integer' && !Number.isInteger(value))
        return one(path, formMessages.wholeNumber(label));
      const range = rangeMessage(field, value);
      if (range !== undefined) return one(path, range);
      if (field.options !== undefined && !field.options.includes(String(value)))
        return one(path, formMessages.unknownValue(label, field.options));
      return [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : one(path, formMessages.trueOrFalse(label));
    case 'date':
      return typeof value === 'string' && DATE.test(value) && isCalendarDate(value)
        ? []
        : one(path, formMessages.dateFormat(label, 'yyyy-MM-dd'));
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && !Number.isNaN(Date.parse(value))
        ? []
        : one(path, formMessages.dateFormat(label, 'ISO 8601 with offset'));
    case 'choice':
      return field.options === undefined || field.options.includes(value as string)
        ? []
        : one(path, formMessages.unknownValue(label, field.options));
    case 'list': {
      if (!Array.isArray(value)) return one(path, formMessages.list(label));
      if (field.maxLength !== undefined && value.length > field.maxLength)
        return one(path, formMessages.maxItems(label, field.maxLength));
      const items = field.items;
      if (items === undefined) return [];
      return value.flatMap((element, index) =>
        element === null
          ? one(`${path}.${index}`, formMessages.required(fieldLabel(items)))
          : fieldIssues(items, element, `${path}.${index}`),
      );
    }
    case 'object': {
      if (!isRecord(value)) return one(path, formMessages.object(label));
      const values = field.values;
      if (values !== undefined)
        return Object.entries(value).flatMap(([key, v]) =>
          v === null || v === undefined ? [] : fieldIssues(values, v, `${path}.${key}`),
        );
      const fields = field.fields;
      if (fields === undefined) return [];
      return Object.entries(fields).flatMap(([name, sub]) => {
        const v = value[name];
        if (v === undefined || v === null) return [];
        return fieldIssues(sub, v, `${path}.${name}`);
      });
    }
    case 'i18n': {
      if (!isRecord(value)) return one(path, formMessages.perLanguage(label, LANGUAGES));
      return Object.entries(value).flatMap(([language, text]) => {
        const at = `${path}.${language}`;
        if (!(LANGUAGES as readonly string[]).includes(language))
          return one(at, formMessages.unknownValue('language', LANGUAGES));
        if (text !== null && typeof text !== 'string') return one(at, formMessages.text(label));
        if (field.maxLength !== undefined && typeof text === 'string' && text.length > field.maxLength)
          return one(at, formMessages.maxLength(label, field.maxLength));
        return [];
      });
    }
    case 'file':
      return isRecord(value) ? [] : one(path, formMessages.object(label));
  }
}

/**
 * The issues of a write: the generic field checks, except where a rule of the spec reports the same path (or
 * a path that contains it), followed by the spec's issues. The spec's wording answers for what it checks.
 */
export function specWins(generic: readonly Issue[], spec: readonly Issue[]): Issue[] {
  const spoken = (path: string) => spec.some((s) => s.path === path || path.startsWith(`${s.path}.`));
  return [...generic.filter((issue) => !spoken(issue.path)), ...spec];
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface CheckedWrite {
  /** Field values to set (null = remove the field). */
  fields: Record<string, unknown>;
  /** Behaviour name → its field values to merge (null = remove that field). */
  behaviors: Record<string, Record<string, unknown>>;
  issues: Issue[];
}

/**
 * Checks the fields of a create or PATCH body against the type: unknown fields, kinds, options, lengths,
 * bounds, and (on create) required fields. Behaviours sit under their dotted names and must be the type's
 * (static) or the object's (dynamic). `trusted` writes (fixtures, file routes) may set read-only and file
 * fields; client writes may not set files, and read-only fields they send are ignored.
 */
export function checkWrite(
  registry: ContentRegistry,
  type: ContentTypeDef,
  body: Record<string, unknown>,
  options: { mode: 'create' | 'patch'; behaviors: readonly string[]; trusted?: boolean },
): CheckedWrite {
  const result: CheckedWrite = { fields: {}, behaviors: {}, issues: [] };
  // A value with issues is kept too, so the type's rules see what was sent (and answer for it, see
  // `specWins`); a write with issues is never stored.
  const checkValue = (field: FieldDef, value: unknown, path: string): boolean => {
    if (value === null) return true;
    if (field.kind === 'file' && !options.trusted) {
      result.issues.push({ path, message: `Set files through @upload/${path}` });
      return false;
    }
    result.issues.push(...fieldIssues(field, value, path));
    return true;
  };
  for (const [key, value] of Object.entries(body)) {
    if (SYSTEM_KEYS.has(key) || value === undefined) continue;
    const field = ownValue(type.fields, key);
    if (field) {
      if (field.derive !== undefined || (field.readonly && !options.trusted)) continue;
      if (checkValue(field, value, key)) result.fields[key] = value;
      continue;
    }
    if (options.behaviors.includes(key)) {
      const behavior = registry.behaviors.get(key);
      if (!isRecord(value) || behavior === undefined) {
        result.issues.push({ path: key, message: 'Expected an object' });
        continue;
      }
      const values: Record<string, unknown> = {};
      for (const [name, v] of Object.entries(value)) {
        const sub = ownValue(behavior.fields, name);
        if (!sub) result.issues.push({ path: `${key}.${name}`, message: `Unknown field "${name}"` });
        else if (sub.derive !== undefined || (sub.readonly && !options.trusted)) continue;
        else if (checkValue(sub, v, `${key}.${name}`)) values[name] = v;
      }
      result.behaviors[key] = values;
      continue;
    }
    if (key === 'title') {
      if (value === null || typeof value === 'string') result.fields.title = value;
      else result.issues.push({ path: key, message: 'Expected text' });
      continue;
    }
    result.issues.push({ path: key, message: `Unknown field "${key}"` });
  }
  if (options.mode === 'create') {
    for (const [name, field] of Object.entries(type.fields)) {
      if (!field.required) continue;
      const value = body[name];
      const missing =
        isEmpty(value) || (field.kind === 'i18n' && isRecord(value) && isEmpty(value.es ?? undefined));
      if (missing && !result.issues.some((i) => i.path === name))
        result.issues.push({
          path: field.kind === 'i18n' ? `${name}.es` : name,
          message: formMessages.required(fieldLabel(field)),
        });
    }
  }
  return result;
}

/** The field defaults of a type (and of the given behaviours, under their names). */
export function defaultsOf(
  registry: ContentRegistry,
  type: ContentTypeDef,
  behaviors: readonly string[],
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(type.fields))
    if (field.default !== undefined) data[name] = structuredClone(field.default);
  for (const name of behaviors) {
    const behavior = registry.behaviors.get(name);
    if (!behavior) continue;
    const values: Record<string, unknown> = {};
    for (const [field, def] of Object.entries(behavior.fields))
      if (def.default !== undefined) values[field] = structuredClone(def.default);
    if (Object.keys(values).length > 0) data[name] = values;
  }
  return data;
}

/** Applies a checked write to the stored data: fields replace, behaviours merge, null removes. */
export function mergeWrite(data: Record<string, unknown>, write: CheckedWrite): Record<string, unknown> {
  const next: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(write.fields)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  for (const [name, values] of Object.entries(write.behaviors)) {
    const current = isRecord(next[name]) ? { ...(next[name] as Record<string, unknown>) } : {};
    for (const [key, value] of Object.entries(values)) {
      if (value === null) delete current[key];
      else current[key] = value;
    }
    next[name] = current;
  }
  return next;
}

/** The title of an object: its `titleField` (an i18n one by its Spanish text), else `title`, else its id. */
export function titleOf(type: ContentTypeDef | undefined, data: Record<string, unknown>, id: string): string {
  const name = type?.titleField ?? 'title';
  const value = data[name];
  if (typeof value === 'string' && value !== '') return value;
  if (isRecord(value) && typeof value.es === 'string' && value.es !== '') return value.es;
  if (name !== 'title' && typeof data.title === 'string' && data.title !== '') return data.title;
  return id;
}

/**
 * The stored data of an object after a write: computed fields (`derive`) recomputed from the rest, an
 * undefined result removing the field.
 */
export function withDerivedFields(
  type: ContentTypeDef,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const next = { ...data };
  for (const [name, field] of Object.entries(type.fields)) {
    if (field.derive === undefined) continue;
    const value = field.derive(next);
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}
