import { describe, expect, it } from 'vitest';
import { descendantCount, moveItem, newTaxonomyNode, nodeTitle, taxonomyFormNodes } from './taxonomy-tree';

const name = { es: 'Vinos', it: 'Vini', fr: 'Vins', de: 'Weine', en: 'Wines' };

describe('taxonomy tree of the form', () => {
  it('reads stored nodes with unique keys, urls only when asked', () => {
    const stored = [{ id: 'vinos', name, url: { es: '/vinos' }, children: [{ id: 'tintos', name }] }];
    const [withUrls] = taxonomyFormNodes(stored, true);
    expect(withUrls).toMatchObject({ id: 'vinos', isNew: false, url: { es: '/vinos', en: '' } });
    expect(withUrls?.children[0]?.url).toEqual({ es: '', it: '', fr: '', de: '', en: '' });
    const [plain] = taxonomyFormNodes(stored, false);
    expect(plain).not.toHaveProperty('url');
    expect(plain?.key).not.toBe(withUrls?.key);
    expect(taxonomyFormNodes('nonsense', true)).toEqual([]);
  });

  it('adds a new node without id nor names', () => {
    expect(newTaxonomyNode(false)).toMatchObject({ isNew: true, id: '', name: { es: '' }, children: [] });
    expect(newTaxonomyNode(true).url).toEqual({ es: '', it: '', fr: '', de: '', en: '' });
  });

  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves item %i by %i', (index, by, expected) => {
    expect(moveItem(['a', 'b', 'c'], index, by)).toEqual(expected);
  });

  it('counts descendants and names nodes', () => {
    const [node] = taxonomyFormNodes(
      [{ id: 'a', name, children: [{ id: 'b', name, children: [{ id: 'c' }] }] }],
      false,
    );
    expect(node && descendantCount(node)).toBe(2);
    expect(node && nodeTitle(node)).toBe('Vinos');
    expect(nodeTitle(newTaxonomyNode(false))).toBe('New node');
  });
});
