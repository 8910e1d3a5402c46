import { formMessages } from '../form-messages';
import type { Issue } from '../result';
import { CONTENT_LIMITS } from './limits';
import { siteMessages } from './messages';

/** The characters of a content id (decisions.md: letters, digits and `._~-`), not starting with a dot. */
const ID_CHARACTERS = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The issues of a content object's id (the last segment of its path), the rule the backend applies to every
 * id it stores: letters, digits and `. _ ~ -` only, not starting with a dot, at most
 * {@link CONTENT_LIMITS}.id characters. `label` names the field the id comes from in a form (a landing's slug,
 * a pack's group); an empty id has no issue here (each form says how it is required).
 */
export function contentIdIssues(id: string, path = 'id', label = 'id'): Issue[] {
  if (id === '') return [];
  if (id.length > CONTENT_LIMITS.id)
    return [{ path, message: formMessages.maxLength(label, CONTENT_LIMITS.id) }];
  return ID_CHARACTERS.test(id) ? [] : [{ path, message: siteMessages.content.idCharacters }];
}
