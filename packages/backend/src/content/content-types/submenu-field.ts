import { type Issue, LANGUAGES } from '@cellar/validation';
import { validateSubmenu } from '@cellar/validation/site';
import { field } from './field-builders';

const submenuItem = field.object('Item', {
  selector: field.string('Selector', { required: true }),
  value: field.string('Value', { required: true }),
  label: field.string('Label', { required: true }),
});

/** Submenu tab (site-content §3): per language, a list of `{selector, value, label}`. */
export const submenuField = field.object(
  'Submenu',
  Object.fromEntries(LANGUAGES.map((language) => [language, field.list(language, submenuItem)])),
);

/** The submenu rule of the validation package, when the object has one. */
export function submenuIssues(data: Readonly<Record<string, unknown>>): Issue[] {
  if (data.submenu === undefined || data.submenu === null) return [];
  const result = validateSubmenu(data.submenu);
  return result.ok ? [] : result.issues.map((issue) => ({ ...issue, path: `submenu.${issue.path}` }));
}
