import { describe, expect, it } from 'vitest';
import { asNumber, display, ownValue } from './fields';

describe('input readers', () => {
  it('reads numbers from numbers and numeric text', () => {
    expect([asNumber('12,5'), asNumber(' 3 '), asNumber(''), asNumber(null), asNumber(Infinity)]).toEqual([
      12.5,
      3,
      undefined,
      undefined,
      Number.NaN,
    ]);
    expect(asNumber('1e3')).toBe(1000);
    expect(asNumber('12abc')).toBeNaN();
    expect(asNumber(true)).toBeNaN();
  });
  it('displays any value without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(display(cyclic)).toBe('[object Object]');
    expect(display(10n)).toBe('10');
    expect(display({ a: 10n })).toBe('[object Object]');
    expect(display(undefined)).toBe('undefined');
    expect(display('x')).toBe('x');
  });
});

describe('ownValue', () => {
  it('reads a key the record holds itself, and a key named like a built-in as absent', () => {
    const record: Record<string, number> = JSON.parse('{"a": 1, "__proto__": 2}');
    expect([ownValue(record, 'a'), ownValue(record, '__proto__')]).toEqual([1, 2]);
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'b'])
      expect(ownValue({ a: 1 }, key), key).toBeUndefined();
  });
});
