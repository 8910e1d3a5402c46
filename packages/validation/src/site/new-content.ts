import { asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { siteMessages } from './messages';

export interface NewContentValue {
  /** The given id; '' lets the server take the title's slug. */
  id: string;
  title: string;
}

/**
 * Any other new object (§2.3: the generic form, an id and a title): an id, or a title to make it from; the id
 * given, or the title's slug, follows the id rule.
 */
export function validateNewContent(input: unknown): Result<NewContentValue> {
  const record = asRecord(input);
  const id = asText(record.id);
  const title = asText(record.title);
  const issues: Issue[] =
    id !== ''
      ? contentIdIssues(id)
      : slugify(title) === ''
        ? [{ path: 'id', message: siteMessages.content.idOrTitleRequired }]
        : contentIdIssues(slugify(title), 'title', 'id');
  return issues.length > 0 ? fail(...issues) : ok({ id, title });
}
