import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnlimitedStock, quantityCap } from './stock';

describe('isUnlimitedStock', () => {
  it.each([
    [-1, {}, true],
    [9999, {}, true],
    ['9999', {}, true],
    [3, { advanced: true }, true],
    [0, {}, false],
    [12, {}, false],
    [10_000, {}, false],
    [null, { advanced: false }, false],
    [undefined, {}, false],
    [Number.NaN, {}, false],
  ])('stock %j with %j is unlimited: %s', (stock, options, expected) => {
    expect(isUnlimitedStock(stock, options)).toBe(expected);
  });

  it('defaults to not advanced', () => {
    expect(isUnlimitedStock(5)).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (input) => void isUnlimitedStock(input)));
  });
});

describe('quantityCap', () => {
  it('caps only products with last units and a known, limited stock', () => {
    expect(quantityCap({ lastUnits: true, stock: 4 })).toBe(4);
    expect(quantityCap({ lastUnits: true, stock: 2.7 })).toBe(2);
    expect(quantityCap({ lastUnits: true, stock: -5 })).toBe(0);
    expect(quantityCap({ lastUnits: true, stock: -1 })).toBeUndefined();
    expect(quantityCap({ lastUnits: true, stock: 9999 })).toBeUndefined();
    expect(quantityCap({ lastUnits: true, stock: undefined })).toBeUndefined();
    expect(quantityCap({ lastUnits: true, stock: null })).toBeUndefined();
    expect(quantityCap({ lastUnits: true, stock: Number.NaN })).toBeUndefined();
    expect(quantityCap({ lastUnits: false, stock: 4 })).toBeUndefined();
    expect(quantityCap({ stock: 4 })).toBeUndefined();
  });
});
