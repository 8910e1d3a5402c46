import { asArray, asLocalized, asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';

export interface TaxonomyNode {
  id: string;
  name: Record<Language, string>;
  children: TaxonomyNode[];
  /** Product-category taxonomy only. */
  url?: Record<Language, string>;
}

const MAX_DEPTH = 32;

/** The id of the product-category taxonomy (`/taxonomies/categorias-producto`): its nodes also carry a url per language. */
export const PRODUCT_CATEGORY_TAXONOMY = 'categorias-producto';

/** True for the product-category taxonomy's path (either form, with or without the trailing slash). */
export const hasTaxonomyUrls = (path: string): boolean =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .at(-1) === PRODUCT_CATEGORY_TAXONOMY;

function nodeIssues(node: unknown, path: string, depth: number, issues: Issue[]): TaxonomyNode {
  const record = asRecord(node);
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  const id = asText(record.id);
  const name = asLocalized(record.name);
  if (id === '') issues.push({ path: at('id'), message: formMessages.required('id') });
  const missing = LANGUAGES.filter((language) => name[language] === '');
  if (missing.length > 0) issues.push({ path: at('name'), message: formMessages.missingIn('name', missing) });
  const children =
    depth >= MAX_DEPTH
      ? []
      : asArray(record.children).map((child, index) =>
          nodeIssues(child, at(`children.${index}`), depth + 1, issues),
        );
  const value: TaxonomyNode = { id, name, children };
  if (record.url !== undefined) value.url = asLocalized(record.url);
  return value;
}

/**
 * A taxonomy child (§5): it needs an id ('Please input the id') and a name in every language
 * ('The name is missing in: {languages}', codes joined with ', '). Its own children are checked the same way.
 */
export function validateTaxonomyChild(input: unknown): Result<TaxonomyNode> {
  const issues: Issue[] = [];
  const value = nodeIssues(input, '', 0, issues);
  return issues.length > 0 ? fail(...issues) : ok(value);
}

/** The whole tree saved by the Taxonomy editor (PATCH {children}), issues at `children.{i}...`. */
export function validateTaxonomy(children: unknown): Result<TaxonomyNode[]> {
  const issues: Issue[] = [];
  const value = asArray(children).map((child, index) => nodeIssues(child, `children.${index}`, 1, issues));
  return issues.length > 0 ? fail(...issues) : ok(value);
}
