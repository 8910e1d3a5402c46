import { catalogueMessages } from './catalogue/messages';
import { asRecord, asText } from './fields';
import { formMessages } from './form-messages';
import { isAbsoluteHttpUrl } from './http-url';
import { fail, type Issue, ok, type Result } from './result';

/**
 * A competitor URL of the price comparator (catalogue-editors §5 'Add competitor URL'; the same URL the commerce
 * Price comparator tab adds per product group): required, 'Please input the URL' (the spec's wording), and an
 * absolute http(s) URL (the input is of URL type), else the shared 'Please input a valid URL'. Trimmed.
 */
export function validateCompetitorUrl(input: unknown): Result<string> {
  const url = typeof input === 'string' ? input.trim() : '';
  if (url === '') return fail({ path: 'url', message: catalogueMessages.priceComparator.urlRequired });
  if (!isAbsoluteHttpUrl(url)) return fail({ path: 'url', message: formMessages.validUrl });
  return ok(url);
}

/** A competitor URL for a product group (commerce-operations §5): the group is required, the URL as above. */
export function validatePriceComparatorUrl(input: unknown): Result<{ group: string; url: string }> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const group = asText(record.group);
  if (group === '') issues.push({ path: 'group', message: formMessages.required('group') });
  const url = validateCompetitorUrl(record.url);
  if (!url.ok) issues.push(...url.issues);
  if (!url.ok || issues.length > 0) return fail(...issues);
  return ok({ group, url: url.value });
}
