import { isErpGraphqlError, isHttpError } from '@cellar/sdk';
import type { Issue } from '@cellar/validation';

/** The `{path, message}` entries of a list; anything else in it is skipped. */
const issuesIn = (list: unknown, rename: Readonly<Record<string, string>>): Issue[] =>
  Array.isArray(list)
    ? list.flatMap((detail: unknown): Issue[] => {
        if (typeof detail !== 'object' || detail === null) return [];
        const { path, message } = detail as { path?: unknown; message?: unknown };
        if (typeof message !== 'string') return [];
        const named = typeof path === 'string' ? path : '';
        return [{ path: rename[named] ?? named, message }];
      })
    : [];

/**
 * The `{path, message}` list of a refused call (contract.md, Errors: a 400's `details`; an ERP GraphQL answer's
 * BAD_USER_INPUT `extensions.issues`), [] for anything else, so a form can show the server's reasons on the
 * fields they name; `rename` maps the server's field names to the form's.
 */
export function serverIssues(error: unknown, rename: Readonly<Record<string, string>> = {}): Issue[] {
  if (isHttpError(error)) return issuesIn(error.body.details, rename);
  if (isErpGraphqlError(error))
    return error.errors.flatMap((item) => issuesIn(item.extensions?.issues, rename));
  return [];
}
