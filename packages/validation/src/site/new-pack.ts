import { asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { SITE_LIMITS } from './limits';

export interface NewPackValue {
  name: string;
  /** Slug: the pack's id comes from it. */
  group: string;
  /** Slug: the pack's `id_producto`, at most 7 characters. */
  reference: string;
}

/**
 * 'Add new Pack' form (§2.12, §5): name, group and reference required; group and reference slugified;
 * the reference has at most 7 characters, both as typed and as slug. A group or reference with nothing
 * left after slugifying counts as empty; the group, the pack's id, follows the id rule.
 */
export function validateNewPack(input: unknown): Result<NewPackValue> {
  const record = asRecord(input);
  const name = asText(record.name);
  const typedReference = asText(record.reference);
  const value = { name, group: slugify(asText(record.group)), reference: slugify(typedReference) };
  const issues: Issue[] = [];
  if (value.name === '') issues.push({ path: 'name', message: formMessages.required('name') });
  if (value.group === '') issues.push({ path: 'group', message: formMessages.required('group') });
  issues.push(...contentIdIssues(value.group, 'group', 'group'));
  if (value.reference === '')
    issues.push({ path: 'reference', message: formMessages.required('pack reference') });
  else if (Math.max(typedReference.length, value.reference.length) > SITE_LIMITS.packReference)
    issues.push({
      path: 'reference',
      message: formMessages.maxLength('pack reference', SITE_LIMITS.packReference),
    });
  return issues.length > 0 ? fail(...issues) : ok(value);
}
