import { formMessages, type Issue, LANGUAGES } from '@cellar/validation';
import { fieldLabel, rangeMessage, specWins } from '../content-fields';
import { getBehavior } from './registry';
import type { ContentTypeDef, FieldDef, ValidationContext } from './types';

export interface ValidateOptions {
  /** A PATCH: only the given fields are checked, required ones may be absent, type rules are not run. */
  partial?: boolean;
  /** Keys no definition names are issues (fixtures use it to catch typos); otherwise they are kept. */
  strict?: boolean;
}

type Data = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const isCalendarDay = (text: string): boolean => {
  const match = DATE.exec(text.slice(0, 10));
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

// The wording is the shared generic one of `@cellar/validation` (`formMessages`), with the field's label.
function rangeIssues(def: FieldDef, value: number, path: string): Issue[] {
  const issues: Issue[] = [];
  const range = rangeMessage(def, value);
  if (range !== undefined) issues.push({ path, message: range });
  if (def.options !== undefined && !def.options.includes(String(value)))
    issues.push({ path, message: formMessages.unknownValue(fieldLabel(def), def.options) });
  return issues;
}

function textIssues(def: FieldDef, value: unknown, path: string): Issue[] {
  if (typeof value !== 'string') return [{ path, message: formMessages.text(fieldLabel(def)) }];
  if (def.maxLength !== undefined && value.length > def.maxLength)
    return [{ path, message: formMessages.maxLength(fieldLabel(def), def.maxLength) }];
  return [];
}

/** The issues of one value against its definition (the value is present: not undefined nor null). */
function valueIssues(def: FieldDef, value: unknown, path: string, options: ValidateOptions): Issue[] {
  const label = fieldLabel(def);
  switch (def.kind) {
    case 'string':
    case 'text':
    case 'richtext':
      return textIssues(def, value, path);
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return [{ path, message: formMessages.wholeNumber(label) }];
      return rangeIssues(def, value, path);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return [{ path, message: formMessages.number(label) }];
      return rangeIssues(def, value, path);
    case 'boolean':
      return typeof value === 'boolean' ? [] : [{ path, message: formMessages.trueOrFalse(label) }];
    case 'date':
      return typeof value === 'string' && DATE.test(value) && isCalendarDay(value)
        ? []
        : [{ path, message: formMessages.dateFormat(label, 'yyyy-MM-dd') }];
    case 'datetime':
      return typeof value === 'string' &&
        DATETIME.test(value) &&
        isCalendarDay(value) &&
        Number.isFinite(Date.parse(value))
        ? []
        : [{ path, message: formMessages.dateFormat(label, 'ISO 8601 with offset') }];
    case 'choice':
      return def.options?.includes(value as string)
        ? []
        : [{ path, message: formMessages.unknownValue(label, def.options ?? []) }];
    case 'list': {
      if (!Array.isArray(value)) return [{ path, message: formMessages.list(label) }];
      const items = def.items;
      if (items === undefined) return [];
      return value.flatMap((item, index) =>
        item === undefined || item === null
          ? [{ path: join(path, index), message: formMessages.required(fieldLabel(items)) }]
          : valueIssues(items, item, join(path, index), options),
      );
    }
    case 'i18n': {
      if (!isRecord(value)) return [{ path, message: formMessages.perLanguage(label, LANGUAGES) }];
      return Object.entries(value).flatMap(([language, text]) => {
        const at = join(path, language);
        if (!(LANGUAGES as readonly string[]).includes(language))
          return [{ path: at, message: formMessages.unknownValue('language', LANGUAGES) }];
        return text === null ? [] : textIssues(def, text, at);
      });
    }
    case 'object': {
      if (!isRecord(value)) return [{ path, message: formMessages.object(label) }];
      if (def.values !== undefined) {
        const values = def.values;
        return Object.entries(value).flatMap(([key, entry]) =>
          entry === null ? [] : valueIssues(values, entry, join(path, key), options),
        );
      }
      if (def.fields !== undefined) return fieldsIssues(def.fields, value, path, options);
      return [];
    }
    case 'file':
      return isRecord(value) || typeof value === 'string'
        ? []
        : [{ path, message: formMessages.object(label) }];
  }
}

function fieldsIssues(
  fields: Readonly<Record<string, FieldDef>>,
  data: Data,
  path: string,
  options: ValidateOptions,
): Issue[] {
  const issues: Issue[] = [];
  for (const [name, def] of Object.entries(fields)) {
    const value = data[name];
    if (value === undefined || value === null) {
      if (def.required && !options.partial)
        issues.push({ path: join(path, name), message: formMessages.required(fieldLabel(def)) });
      continue;
    }
    issues.push(...valueIssues(def, value, join(path, name), options));
  }
  if (options.strict)
    for (const key of Object.keys(data))
      if (!Object.hasOwn(fields, key)) issues.push({ path: join(path, key), message: 'Unknown field' });
  return issues;
}

/**
 * The issues of `data` against a set of field definitions: kinds, options, lengths, ranges, required fields
 * (unless partial), nested objects, lists and maps. Never throws.
 */
export function validateFieldValues(
  fields: Readonly<Record<string, FieldDef>>,
  data: unknown,
  options: ValidateOptions = {},
): Issue[] {
  if (!isRecord(data)) return [{ path: '', message: 'Expected an object' }];
  return fieldsIssues(fields, data, '', options);
}

/**
 * The issues of an object's data (its fields plus each behaviour's fields under the behaviour's dotted name)
 * against its type: the field checks, then the type's own rules (`validate`) unless the data is partial; a
 * rule's issue answers for its path instead of a field check's (`specWins`).
 */
export function validateObject(
  def: ContentTypeDef,
  data: unknown,
  context: ValidationContext,
  options: ValidateOptions = {},
): Issue[] {
  if (!isRecord(data)) return [{ path: '', message: 'Expected an object' }];
  const issues: Issue[] = [];
  const entries = Object.entries(data).map(
    ([key, value]) => [key, value, key.includes('.') ? getBehavior(key) : undefined] as const,
  );
  // Built as own properties: an assignment of `__proto__` would change the object's prototype instead.
  const own = Object.fromEntries(entries.filter(([, , behavior]) => behavior === undefined));
  for (const [key, value, behavior] of entries) {
    if (behavior === undefined) continue;
    if (value !== null && value !== undefined)
      issues.push(
        ...validateFieldValues(behavior.fields, value, { ...options, partial: true }).map((issue) => ({
          ...issue,
          path: join(key, issue.path),
        })),
      );
  }
  issues.unshift(...fieldsIssues(def.fields, own, '', options));
  if (options.partial || def.validate === undefined) return issues;
  return specWins(issues, def.validate(data, context).issues);
}

/** The computed fields of a type (those with `derive`) for the given data. */
export function derivedFields(def: ContentTypeDef, data: Data): Record<string, unknown> {
  const derived: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields))
    if (field.derive !== undefined) derived[name] = field.derive(data);
  return derived;
}

/** The title of an object: its type's `titleField` (default 'title'); an i18n field gives its `es` text. */
export function titleOf(def: ContentTypeDef, data: Data): string {
  const value = data[def.titleField ?? 'title'];
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.es === 'string') return value.es;
  return '';
}
