import { formMessages, type Result } from '@cellar/validation';
import { schemaResult } from '@cellar/validation/commerce';
import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, readJson } from '../http/errors';

/**
 * How an ERP route reads its input: the path id, the query string and the JSON body go through a zod schema or a
 * rule of the validation package, and a refusal is 400 ValidationError with every issue in `details`
 * (`{path, message}`, the message of the first one as the answer's). No route reads its input by hand.
 */

/** What reads an untrusted input: a zod schema (every check carrying its message) or a validation rule. */
export type Parser<T> = z.ZodType<T> | ((input: unknown) => Result<T>);

/** The value `parser` reads from `input`; else 400 with the issues. */
export function parseInput<T>(parser: Parser<T>, input: unknown): T {
  const result = typeof parser === 'function' ? parser(input) : schemaResult(parser, input);
  if (!result.ok) throw badRequest(result.issues);
  return result.value;
}

/** The query string (the first value of each name) read by `parser`. */
export const parseQuery = <T>(c: Context, parser: Parser<T>): T => parseInput(parser, c.req.query());

/** The JSON body read by `parser`; an empty body reads as undefined, malformed JSON is 400 'Malformed JSON body'. */
export async function parseBody<T>(c: Context, parser: Parser<T>): Promise<T> {
  const text = await c.req.text();
  return parseInput(parser, text.trim() === '' ? undefined : await readJson(c));
}

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
