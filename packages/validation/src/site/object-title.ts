import { formMessages } from '../form-messages';
import { fail, ok, type Result } from '../result';

/**
 * The title of an object whose title is one line of text (the folders, the container, menus, promos, tag types):
 * it names the object in the tree, the breadcrumb and the page, so a save may not leave it empty. The spec states
 * neither the rule nor its wording (not in the spec): the generic required message, 'Please input the title'.
 * The value is the title trimmed.
 */
export function validateObjectTitle(title: unknown): Result<string> {
  const text = typeof title === 'string' ? title.trim() : '';
  return text === '' ? fail({ path: 'title', message: formMessages.required('title') }) : ok(text);
}
