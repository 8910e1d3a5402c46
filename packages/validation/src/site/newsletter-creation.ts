import { asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { parseInstant } from '../parse-instant';
import { fail, type Issue, ok, type Result } from '../result';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { buildNewsletterId } from './newsletter-id';

export interface NewNewsletterValue {
  id: string;
  /** The campaign name. */
  title: string;
}

/**
 * New newsletter (§5): the id suffix (slugified, after the `D_MM_YY_` prefix of `date`, default today in
 * Madrid) and the campaign name (`title`) are required; the id follows the id rule (its issues at `suffix`).
 */
export function validateNewNewsletter(
  input: unknown,
  options: { now?: Date | number } = {},
): Result<NewNewsletterValue> {
  const record = asRecord(input);
  const date = parseInstant(record.date) ?? new Date(options.now ?? Date.now());
  const suffix = asText(record.suffix);
  const title = asText(record.title);
  const id = buildNewsletterId(date, suffix);
  const issues: Issue[] = [];
  if (slugify(suffix) === '') issues.push({ path: 'suffix', message: formMessages.required('id') });
  else issues.push(...contentIdIssues(id, 'suffix'));
  if (title === '') issues.push({ path: 'title', message: formMessages.required('campaign name') });
  return issues.length > 0 ? fail(...issues) : ok({ id, title });
}
