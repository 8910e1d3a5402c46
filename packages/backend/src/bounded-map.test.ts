import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('drops the oldest key once the map holds `max`, and keeps a key set again in its place', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c'].entries()) setBounded(map, key, index, 3);
    setBounded(map, 'a', 9, 3);
    expect([...map]).toEqual([
      ['a', 9],
      ['b', 1],
      ['c', 2],
    ]);
    setBounded(map, 'd', 3, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });
});
