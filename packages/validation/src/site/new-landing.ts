import { asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { CONTENT_LIMITS } from './limits';

export interface NewLandingValue {
  title: string;
  /** Slug: the landing's id too. */
  slug: string;
  description: string;
}

/**
 * New landing (§2.3, §3: title, slug, description, the Spanish texts): a title is required (at most
 * {@link CONTENT_LIMITS}.landingTitle characters); the slug is slugified, the title's slug when left empty, and
 * as the landing's id it follows the id rule. Issues at `title` and `slug`, worded with the form's labels.
 */
export function validateNewLanding(input: unknown): Result<NewLandingValue> {
  const record = asRecord(input);
  const title = asText(record.title);
  const slug = slugify(asText(record.slug) || title);
  const issues: Issue[] = [];
  if (title === '') issues.push({ path: 'title', message: formMessages.required('title') });
  else if (title.length > CONTENT_LIMITS.landingTitle)
    issues.push({ path: 'title', message: formMessages.maxLength('title', CONTENT_LIMITS.landingTitle) });
  if (title !== '' && slug === '') issues.push({ path: 'slug', message: formMessages.required('slug') });
  issues.push(...contentIdIssues(slug, 'slug', 'slug'));
  return issues.length > 0 ? fail(...issues) : ok({ title, slug, description: asText(record.description) });
}
