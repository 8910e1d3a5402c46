import type { z } from 'zod';
import { asText } from '../fields';
import { fail, ok, type Result } from '../result';
import { commerceMessages } from './messages';

/**
 * Runs a zod schema and maps its issues to `{path, message}`. Every check of the commerce schemas carries
 * its own message; anything else (a check we forgot) reads 'Revisa los campos!', so zod's own English
 * never reaches a staff member.
 */
export function schemaResult<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>> {
  const parsed = schema.safeParse(input, { error: () => commerceMessages.general.checkTheFields });
  if (parsed.success) return ok(parsed.data);
  return fail(
    ...parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}

/** Preprocessor for text fields: any input becomes a trimmed string (see {@link asText}). */
export const toText = (value: unknown): string => asText(value);
