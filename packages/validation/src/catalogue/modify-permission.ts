import { PERMISSIONS } from '../permissions';
import { fail, ok, type Result } from '../result';
import { catalogueMessages } from './messages';

/**
 * Editing tabs need guillotina.ModifyContent (catalogue-editors §5, §6), otherwise the persistent error
 * 'You do not have authorization to modify the content'. Accepts an `@canido` answer
 * (`{ "guillotina.ModifyContent": true }`) or a list of permission names.
 */
export function validateCanModifyContent(input: unknown): Result<true> {
  const name = PERMISSIONS.ModifyContent;
  const allowed = Array.isArray(input)
    ? input.includes(name)
    : typeof input === 'object' && input !== null && (input as Record<string, unknown>)[name] === true;
  return allowed ? ok(true) : fail({ path: '', message: catalogueMessages.permissions.cannotModify });
}
