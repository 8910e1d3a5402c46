import type { Language } from './shops';
import { LANGUAGES } from './shops';

/**
 * Readers of untrusted fields (a form, a CSV row, a JSON body), shared by every rule: they turn any input into
 * plain values and never throw.
 */
export type Fields = Record<string, unknown>;

/** The input as a record of fields; anything that is not a plain object reads as no fields at all. */
export const asRecord = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

/**
 * The value of `key` in a record only when the record holds it itself: a key named like a built-in
 * (`constructor`, `toString`, `__proto__`) reads as absent, not as what every object inherits. The one way a key
 * that came with an input looks something up in a plain object.
 */
export const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A list field; anything that is not an array is an empty list. */
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A text field, trimmed; finite numbers read as their digits; anything else is ''. */
export const asText = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

/**
 * A number field: a finite number, or a string holding one (trimmed, '.' decimals). Anything else, including
 * '' and null, is undefined.
 */
export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
};

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A number typed by a person (site forms): a decimal comma is accepted; `undefined` when empty, `NaN` when
 * present but not a finite number, so a rule can tell "not given" from "not a number".
 */
export const asNumber = (value: unknown): number | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string') {
    const text = value.trim().replace(',', '.');
    if (text === '') return undefined;
    return DECIMAL.test(text) ? Number(text) : Number.NaN;
  }
  return Number.NaN;
};

/** A flag: true, 'true' or 1 read as true; anything else is false. */
export const asFlag = (value: unknown): boolean => value === true || value === 'true' || value === 1;

/** A per-language text map with every language present (missing ones are ''). */
export const asLocalized = (value: unknown): Record<Language, string> => {
  const record = asRecord(value);
  return Object.fromEntries(LANGUAGES.map((language) => [language, asText(record[language])])) as Record<
    Language,
    string
  >;
};

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** How a value is shown inside a message; never throws (cyclic, null-prototype, bigint values included). */
export const display = (value: unknown): string => {
  if (typeof value === 'string') return value;
  try {
    return typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};

/** Joins a field path: `path('products', 0, 'price')` is 'products.0.price'. */
export const path = (...parts: ReadonlyArray<string | number>): string =>
  parts.filter((part) => part !== '').join('.');

/** Characters as the staff member counts them (code points, so an emoji is one). */
export const characterCount = (text: string): number => [...text].length;
