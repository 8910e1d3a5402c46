import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketplacePageSize, matchCodeMaxLength, matchesPageSize, validateMatchCode } from './marketplace';
import { pageWindow } from './page-window';

describe('match code', () => {
  it('is at most 300 characters for supplier cab, 7 otherwise', () => {
    expect(matchCodeMaxLength('cab')).toBe(300);
    expect(matchCodeMaxLength('ago')).toBe(7);
    expect(matchCodeMaxLength(undefined)).toBe(7);
  });

  it.each([
    ['', 'ago', 'Please input the code'],
    ['12345678', 'ago', 'The code is only 7 characters long'],
    ['x'.repeat(301), 'cab', 'The code is only 300 characters long'],
  ])('%s for supplier %s: %s', (code, id_proveedor, message) => {
    expect(validateMatchCode(code, { id_proveedor })).toEqual({
      ok: false,
      issues: [{ path: 'id_producto', message }],
    });
  });

  it('accepts codes within the limit, trimmed', () => {
    expect(validateMatchCode(' 1234567 ', { id_proveedor: 'ago' })).toEqual({ ok: true, value: '1234567' });
    expect(validateMatchCode('rioja-crianza', { id_proveedor: 'cab' })).toEqual({
      ok: true,
      value: 'rioja-crianza',
    });
  });
});

describe('page sizes', () => {
  it.each([
    [20, 20],
    ['50', 50],
    [100, 100],
    [25, 10],
    [undefined, 10],
  ])('match-products page size %s is %s', (input, size) => {
    expect(marketplacePageSize(input)).toBe(size);
  });

  it.each([
    [50, 50],
    [30, 30],
    [100, 10],
    ['x', 10],
  ])('matches page size %s is %s', (input, size) => {
    expect(matchesPageSize(input)).toBe(size);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [6, 10, [4, 5, 6, 7, 8]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [99, 7, [3, 4, 5, 6, 7]],
    [0, 7, [1, 2, 3, 4, 5]],
    [1, 0, []],
  ])('page %s of %s shows %j', (current, count, pages) => {
    expect(pageWindow(current, count)).toEqual(pages);
  });

  it('takes another width and survives junk numbers', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(Number.NaN, 3, Number.NaN)).toEqual([1, 2, 3]);
    expect(pageWindow(1, Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('always shows consecutive in-range pages including the clamped current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 1, max: 50 }), (current, count) => {
        const pages = pageWindow(current, count);
        expect(pages).toHaveLength(Math.min(5, count));
        expect(pages).toContain(Math.min(count, Math.max(1, current)));
        pages.forEach((page, index) => {
          expect(page).toBe((pages[0] ?? 0) + index);
          expect(page >= 1 && page <= count).toBe(true);
        });
      }),
    );
  });
});
