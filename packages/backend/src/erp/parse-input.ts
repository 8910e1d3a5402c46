import { formMessages } from '@cellar/validation';
import type { Context } from 'hono';
import { z } from 'zod';
import { type Parser, parseInput } from '../http/parse-body';

/**
 * The fields an ERP route reads its path id, query string and body with, read as every route and view reads its
 * input (`http/parse-body.ts`, re-exported here beside them).
 */
export { type Parser, parseBody, parseInput } from '../http/parse-body';

/** The query string (the first value of each name) read by `parser`. */
export const parseQuery = <T>(c: Context, parser: Parser<T>): T => parseInput(parser, c.req.query());

const absent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text trimmed and finite numbers as their digits (`asText`'s reading), anything else as it is, for zod to refuse. */
const textOrAsIs = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : value;

const WHOLE = /^\s*-?\d+\s*$/;

/**
 * A whole number from `min` to `max` (default the largest safe integer), given as a number or as its digits (a
 * query string); absent (missing, null or blank) it is `fallback`.
 */
export function wholeNumber(
  label: string,
  { min, max, fallback }: { min: number; max?: number; fallback: number },
) {
  const range = max === undefined ? formMessages.atLeast(label, min) : formMessages.between(label, min, max);
  return z.preprocess(
    (value) =>
      absent(value) ? fallback : typeof value === 'string' && WHOLE.test(value) ? Number(value) : value,
    z
      .number({ error: formMessages.wholeNumber(label) })
      // zod's int() is a safe integer: 2^60 is whole, and too large.
      .refine(Number.isInteger, { error: formMessages.wholeNumber(label) })
      .min(min, { error: range })
      .max(max ?? Number.MAX_SAFE_INTEGER, {
        error: max === undefined ? formMessages.atMost(label, Number.MAX_SAFE_INTEGER) : range,
      }),
  );
}

/** Optional text, trimmed; missing, null and blank read as undefined. */
export const optionalText = (label: string) =>
  z.preprocess(
    (value) => (absent(value) ? undefined : textOrAsIs(value)),
    z.string({ error: formMessages.text(label) }).optional(),
  );

/** Required text, trimmed: 'Please input the {label}' when missing or blank. */
export const requiredText = (label: string) =>
  z.preprocess(
    (value) => (absent(value) ? '' : textOrAsIs(value)),
    z.string({ error: formMessages.text(label) }).min(1, { error: formMessages.required(label) }),
  );

/** One of `values` (trimmed), or undefined when missing or blank. */
export const oneOf = <const V extends readonly [string, ...string[]]>(label: string, values: V) =>
  z.preprocess(
    (value) => (absent(value) ? undefined : textOrAsIs(value)),
    z.enum(values, { error: formMessages.unknownValue(label, values) }).optional(),
  );

/**
 * A list of `item`. Missing or null it is empty, unless `required` ('Please input the {label}'); `nonEmpty` also
 * refuses an empty list with that message.
 */
export function listOf<T extends z.ZodType>(
  label: string,
  item: T,
  { required = false, nonEmpty = false }: { required?: boolean; nonEmpty?: boolean } = {},
) {
  const list = z
    .array(item, {
      error: (issue) => (absent(issue.input) ? formMessages.required(label) : formMessages.list(label)),
    })
    .refine((items) => !nonEmpty || items.length > 0, { error: formMessages.required(label) });
  return z.preprocess((value) => (required || (value !== undefined && value !== null) ? value : []), list);
}

/** A JSON object body with these fields: 'Please input the {label}' when missing, 'must be an object' otherwise. */
export const objectOf = <S extends z.ZodRawShape>(label: string, shape: S) =>
  z.object(shape, {
    error: (issue) => (absent(issue.input) ? formMessages.required(label) : formMessages.object(label)),
  });

/** {@link objectOf} that reads a missing body (a search with no filters) as `{}`. */
export const optionalObjectOf = <S extends z.ZodRawShape>(label: string, shape: S) =>
  z.preprocess((value) => value ?? {}, objectOf(label, shape));

/** A record id of a path: a whole number from 1. */
const recordId = (label: string) =>
  z
    .string({ error: formMessages.wholeNumber(label) })
    .regex(WHOLE, { error: formMessages.wholeNumber(label) })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: formMessages.atLeast(label, 1) })
        .max(Number.MAX_SAFE_INTEGER, { error: formMessages.atMost(label, Number.MAX_SAFE_INTEGER) }),
    );

/**
 * The numeric id of the path (`/offers/{id}`): a whole number from 1, else 400 on `id`. A well-formed id the
 * store does not have is its 404.
 */
export const parseId = (c: Context, name = 'id'): number =>
  parseInput(z.object({ [name]: recordId(name) }), { [name]: c.req.param(name) })[name] as number;
