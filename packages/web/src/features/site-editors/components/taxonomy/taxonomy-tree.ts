import { LANGUAGES, type Language } from '@cellar/validation';

/**
 * A taxonomy node as the Taxonomy tab's form holds it: the stored fields, plus `key` (stable across reorders, for
 * React and for which nodes are open) and `isNew` (added since the last save: its id may still be typed).
 */
export interface TaxonomyFormNode {
  key: string;
  isNew: boolean;
  id: string;
  name: Record<Language, string>;
  url?: Record<Language, string>;
  children: TaxonomyFormNode[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const texts = (value: unknown): Record<Language, string> => {
  const source = record(value);
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, typeof source[language] === 'string' ? source[language] : '']),
  ) as Record<Language, string>;
};

let counter = 0;
const nextKey = () => `node-${++counter}`;

/** The stored tree (`object.children`) as form nodes; `withUrls` for the product-category taxonomy. */
export function taxonomyFormNodes(children: unknown, withUrls: boolean): TaxonomyFormNode[] {
  if (!Array.isArray(children)) return [];
  return children.map((child) => {
    const node = record(child);
    return {
      key: nextKey(),
      isNew: false,
      id: typeof node.id === 'string' ? node.id : '',
      name: texts(node.name),
      ...(withUrls ? { url: texts(node.url) } : {}),
      children: taxonomyFormNodes(node.children, withUrls),
    };
  });
}

/** A node just added: no id, no names (the §5 child rule asks for both before saving). */
export function newTaxonomyNode(withUrls: boolean): TaxonomyFormNode {
  const empty = texts({});
  return {
    key: nextKey(),
    isNew: true,
    id: '',
    name: { ...empty },
    ...(withUrls ? { url: { ...empty } } : {}),
    children: [],
  };
}

/** The list with the item at `index` moved by `by` places (kept within the list). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

/** How many nodes lie below a node, at every depth. */
export const descendantCount = (node: Pick<TaxonomyFormNode, 'children'>): number =>
  node.children.reduce((total, child) => total + 1 + descendantCount(child), 0);

/** The name a node goes by on screen: its Spanish name, else its id, else 'New node'. */
export const nodeTitle = (node: Pick<TaxonomyFormNode, 'id' | 'name'>): string =>
  node.name.es.trim() || node.id.trim() || 'New node';
