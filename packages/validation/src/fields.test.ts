import { describe, expect, it } from 'vitest';
import { asNumber, display } from './fields';

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
