import type { Result } from '@cellar/validation';
import { schemaResult } from '@cellar/validation/commerce';
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * How a route or view reads its input: the JSON body (and an ERP route's path id and query string) goes through a
 * zod schema or a rule of the validation package, and a refusal is 400 ValidationError with every issue in
 * `details` (`{path, message}`, the message of the first one as the answer's). No handler reads its input by hand.
 */

/** What reads an untrusted input: a zod schema (every check carrying its message) or a validation rule. */
export type Parser<T> = z.ZodType<T> | ((input: unknown) => Result<T>);

/** The value `parser` reads from `input`; else 400 with the issues, and `refusal` as the message when given. */
export function parseInput<T>(parser: Parser<T>, input: unknown, refusal?: string): T {
  const result = typeof parser === 'function' ? parser(input) : schemaResult(parser, input);
  if (!result.ok) throw badRequest(result.issues, refusal);
  return result.value;
}

/**
 * The JSON body read by `parser`: an empty body reads as undefined (the parser says what a missing body means),
 * malformed JSON is 400 'Malformed JSON body'. The one way a request body is read.
 */
export async function parseBody<T>(c: Context, parser: Parser<T>, refusal?: string): Promise<T> {
  const text = await c.req.text();
  if (text.trim() === '') return parseInput(parser, undefined, refusal);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw badRequest([{ path: '', message: 'The request body is not valid JSON' }], 'Malformed JSON body');
  }
  return parseInput(parser, input, refusal);
}
