import type { ZonaNode } from '@cellar/sdk';

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The zones whose name or id holds `query` (accents and case ignored), with the ancestors that lead to them; a
 * zone that matches keeps all its sub-zones. An empty query keeps the whole tree.
 */
export function filterZonaTree(zonas: readonly ZonaNode[], query: string): ZonaNode[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [...zonas];
  return zonas.flatMap((zona) => {
    if (fold(zona.name).includes(wanted) || fold(zona.id).includes(wanted)) return [zona];
    const children = filterZonaTree(zona.children, query);
    return children.length > 0 ? [{ ...zona, children }] : [];
  });
}
