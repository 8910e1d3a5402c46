import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costPerBottle, linesVat, shareByWeight, taxServiceMessages, toCents } from './tax-service';

describe('linesVat', () => {
  it('is the VAT included in the lines, to the cent', () => {
    expect(linesVat([{ cantidad: 2, precio: 12.1, tipo_iva: 0.21 }])).toBe(4.2);
    expect(
      linesVat([
        { cantidad: 1, precio: 12, tipo_iva: 0.2 },
        { cantidad: 3, precio: 11.9, tipo_iva: 0.19 },
      ]),
    ).toBe(7.7);
    expect(linesVat([])).toBe(0);
  });
});

describe('shareByWeight', () => {
  it('shares in proportion, the last taking the rounding', () => {
    expect(shareByWeight(10, [1, 1, 1])).toEqual([3.33, 3.33, 3.34]);
    expect(shareByWeight(100, [3, 1])).toEqual([75, 25]);
    expect(shareByWeight(9, [0, 0])).toEqual([4.5, 4.5]);
    expect(shareByWeight(5, [])).toEqual([]);
  });

  it('always adds up to the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (cents, weights) => {
          const amount = cents / 100;
          const shares = shareByWeight(amount, weights);
          expect(shares).toHaveLength(weights.length);
          expect(toCents(shares.reduce((a, b) => a + b, 0))).toBe(amount);
        },
      ),
    );
  });
});

describe('costPerBottle', () => {
  it('divides the cost by the bottles, 0 without bottles', () => {
    expect(costPerBottle(100, 3)).toBe(33.3333);
    expect(costPerBottle(100, 0)).toBe(0);
  });
});

describe('taxServiceMessages', () => {
  it('words the refusals', () => {
    expect(taxServiceMessages.eurotaxAlreadyImported('ET-1')).toBe(
      'The Eurotax invoice ET-1 was already imported',
    );
    expect(taxServiceMessages.warehouseCostExists('2026-11')).toBe(
      'A warehouse cost for 2026-11 is already registered',
    );
  });
});
