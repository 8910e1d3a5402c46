import { describe, expect, it } from 'vitest';
import { fieldKey } from './field-key';

describe('fieldKey', () => {
  it.each([
    ['CAB-00001', 'kCAB-00001'],
    ['vega.sicilia', 'kvega%2Esicilia'],
    ["l'ermita", 'kl%27ermita'],
    ['a[0]', 'ka%5B0%5D'],
    ['12', 'k12'],
    ['', 'k'],
  ])('makes %j one plain segment of a field name: %j', (id, key) => {
    expect(fieldKey(id)).toBe(key);
    expect(fieldKey(id)).toMatch(/^k[A-Za-z0-9%_~!*()-]*$/);
  });

  it('never gives two ids the same key', () => {
    const ids = ['a.b', 'a%2Eb', 'a%2eb', "a'b", 'a%27b', 'a b', 'a%20b', 'a+b', 'k', ''];
    expect(new Set(ids.map(fieldKey)).size).toBe(ids.length);
  });
});
