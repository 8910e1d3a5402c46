import { LANGUAGES } from '@cellar/validation';
import type { FieldDef } from './types';

type Options = Omit<FieldDef, 'kind' | 'title'>;

/** Short builders for field definitions, so each type module reads as a list of its fields. */
export const field = {
  string: (title: string, options: Options = {}): FieldDef => ({ kind: 'string', title, ...options }),
  text: (title: string, options: Options = {}): FieldDef => ({ kind: 'text', title, ...options }),
  richtext: (title: string, options: Options = {}): FieldDef => ({ kind: 'richtext', title, ...options }),
  integer: (title: string, options: Options = {}): FieldDef => ({ kind: 'integer', title, ...options }),
  number: (title: string, options: Options = {}): FieldDef => ({ kind: 'number', title, ...options }),
  boolean: (title: string, options: Options = {}): FieldDef => ({ kind: 'boolean', title, ...options }),
  date: (title: string, options: Options = {}): FieldDef => ({ kind: 'date', title, ...options }),
  datetime: (title: string, options: Options = {}): FieldDef => ({ kind: 'datetime', title, ...options }),
  choice: (title: string, options: readonly string[], rest: Options = {}): FieldDef => ({
    kind: 'choice',
    title,
    options,
    ...rest,
  }),
  list: (title: string, items: FieldDef, options: Options = {}): FieldDef => ({
    kind: 'list',
    title,
    items,
    ...options,
  }),
  object: (title: string, fields: Readonly<Record<string, FieldDef>>, options: Options = {}): FieldDef => ({
    kind: 'object',
    title,
    fields,
    ...options,
  }),
  /** An object used as a map: free keys, every value of one definition. */
  map: (title: string, values: FieldDef, options: Options = {}): FieldDef => ({
    kind: 'object',
    title,
    values,
    ...options,
  }),
  /** Free-form JSON object. */
  json: (title: string, options: Options = {}): FieldDef => ({ kind: 'object', title, ...options }),
  i18n: (title: string, options: Options = {}): FieldDef => ({ kind: 'i18n', title, ...options }),
  file: (title: string, options: Options = {}): FieldDef => ({ kind: 'file', title, ...options }),
  /** An object with one entry per language (es, it, fr, de, en), each of the given definition. */
  perLanguage: (title: string, value: FieldDef, options: Options = {}): FieldDef => ({
    kind: 'object',
    title,
    fields: Object.fromEntries(LANGUAGES.map((language) => [language, value])),
    ...options,
  }),
};

/** A record of objects keyed by their id; for registry lists. */
export const byName = <T extends { name: string }>(list: readonly T[]): ReadonlyMap<string, T> =>
  new Map(list.map((entry) => [entry.name, entry]));
