import { fail, ok, type Result } from '../result';
import { siteMessages } from './messages';

/**
 * Parses the JSON text of a query field (§5): invalid JSON gives 'JSON inválido'. Blank text is "no query"
 * and answers null.
 */
export function parseJsonQuery(text: unknown, path = 'query'): Result<unknown> {
  if (typeof text !== 'string') return fail({ path, message: siteMessages.query.invalidJson });
  if (text.trim() === '') return ok(null);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail({ path, message: siteMessages.query.invalidJson });
  }
}
