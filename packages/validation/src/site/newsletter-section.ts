import { asArray, asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { colorIssue } from './color';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';
import {
  DEPRECATED_NEWSLETTER_SECTION_TYPE,
  NEWSLETTER_SECTION_PRODUCT_LIMITS,
} from './newsletter-constants';

const messages = siteMessages.newsletter;

/** How many products a section type holds (2 for `f`, 1 for `bd`); undefined for other types. */
export const newsletterProductLimit = (idTipo: unknown): number | undefined =>
  idTipo === 'f' || idTipo === 'bd' ? NEWSLETTER_SECTION_PRODUCT_LIMITS[idTipo] : undefined;

/**
 * Product references of a section: the entries of `content` (references or `{referencia}` objects) and, for
 * a product banner, its `referencia`.
 */
export function newsletterSectionProducts(section: unknown): string[] {
  const record = asRecord(section);
  const refs = asArray(record.content)
    .map((entry) => asText(entry) || asText(asRecord(entry).referencia))
    .filter((ref) => ref !== '');
  const single = asText(record.referencia);
  if (single !== '' && !refs.includes(single)) refs.push(single);
  return refs;
}

/**
 * One section's rules (§3, §5): a row of products holds 2 and a product banner 1 ('This section is limited
 * to {n} products...' when over, 'You must add another product, this section is for {n} products' when
 * under); the deprecated `b` banner gives its warning; colour fields must be `#RRGGBB`.
 */
export function newsletterSectionIssues(section: unknown, path: string): Issue[] {
  const record = asRecord(section);
  const issues: Issue[] = [];
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  if (record.id_tipo === DEPRECATED_NEWSLETTER_SECTION_TYPE)
    issues.push({ path: at('id_tipo'), message: messages.deprecatedBanner });
  const limit = newsletterProductLimit(record.id_tipo);
  if (limit !== undefined) {
    const count = newsletterSectionProducts(record).length;
    if (count > limit) issues.push({ path: at('content'), message: messages.sectionLimited(limit) });
    else if (count < limit) issues.push({ path: at('content'), message: messages.sectionIncomplete(limit) });
  }
  for (const field of ['bg_color', 'bg_color_img', 'bg_color_product']) {
    const issue = colorIssue(record[field], at(field));
    if (issue) issues.push(issue);
  }
  return issues;
}

/** Every section of a newsletter's `contenido`, issues at `contenido.{index}.{field}`. */
export function validateNewsletterContent(contenido: unknown): Result<unknown[]> {
  const sections = asArray(contenido);
  const issues = sections.flatMap((section, index) => newsletterSectionIssues(section, `contenido.${index}`));
  return issues.length > 0 ? fail(...issues) : ok(sections);
}

/**
 * Adding a product to a section: refused with 'This section is limited to {n} products. If you want to add
 * another one, you must first remove one.' when the section is full; answers the new product list.
 */
export function addNewsletterSectionProduct(section: unknown, reference: string): Result<string[]> {
  const record = asRecord(section);
  const products = newsletterSectionProducts(record);
  const limit = newsletterProductLimit(record.id_tipo);
  if (limit !== undefined && products.length >= limit)
    return fail({ path: 'content', message: messages.sectionLimited(limit) });
  return ok([...products, reference]);
}

/** A section summary of at most 80 characters: longer text keeps 77 and gains '...'. */
export function newsletterSectionSummary(text: string): string {
  const characters = Array.from(typeof text === 'string' ? text : '');
  const max = SITE_LIMITS.newsletterSummary;
  return characters.length > max ? `${characters.slice(0, max - 3).join('')}...` : characters.join('');
}

/** The fields the Content tab edits: read-only while the newsletter is verified or scheduled (§4). */
export const NEWSLETTER_CONTENT_FIELDS = ['subject', 'contenido'] as const;

/**
 * A change of the content (subject, sections) of a verified or scheduled newsletter is refused (§4: read-only in the
 * content editor), at the first field changed, with 'This newsletter is {status}: its content is read-only...'.
 */
export function newsletterContentLockIssues(status: unknown, changed: readonly string[]): Issue[] {
  if (status !== 'verified' && status !== 'scheduled') return [];
  const field = NEWSLETTER_CONTENT_FIELDS.find((name) => changed.includes(name));
  return field === undefined ? [] : [{ path: field, message: messages.contentReadOnly(status) }];
}
