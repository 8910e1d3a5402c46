import type { ZonaNode } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { filterZonaTree } from './filter-zona-tree';

const node = (id: string, name: string, children: ZonaNode[] = []): ZonaNode => ({
  id,
  name,
  path: `/zonas/${id}`,
  type: 'do',
  children,
});
const TREE = [
  node('espana', 'España', [
    node('rioja', 'Rioja', [node('rioja-alta', 'Rioja Alta')]),
    node('toro', 'Toro'),
  ]),
  node('francia', 'Francia', [node('champagne', 'Champagne')]),
];

const ids = (zonas: ZonaNode[]): unknown[] => zonas.map((z) => [z.id, ids(z.children)]);

describe('filterZonaTree', () => {
  it('keeps everything for an empty query', () => {
    expect(filterZonaTree(TREE, ' ')).toEqual(TREE);
  });
  it('keeps a match with its ancestors, not its siblings', () => {
    expect(ids(filterZonaTree(TREE, 'TORO'))).toEqual([['espana', [['toro', []]]]]);
  });
  it('ignores accents, and a matching zone keeps its sub-zones', () => {
    expect(ids(filterZonaTree(TREE, 'espana'))).toEqual(ids([TREE[0] as ZonaNode]));
    expect(ids(filterZonaTree(TREE, 'rioja'))).toEqual([['espana', [['rioja', [['rioja-alta', []]]]]]]);
  });
  it('answers nothing when nothing matches', () => {
    expect(filterZonaTree(TREE, 'zzz')).toEqual([]);
  });
});
