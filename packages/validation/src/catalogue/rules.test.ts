import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnlimitedStock } from '../stock';
import { isValidOffer, multiUnitOffer } from './offer';
import { comparePriceRows, confirmUrls, formatCompetitorDate } from './price-comparator';

describe('offers', () => {
  const option = (oferta: object, precio_sin_impuestos = 10) => ({ precio_sin_impuestos, oferta });

  it.each([
    [option({ precio_oferta: 8 }), true],
    [option({ precio_oferta: 8, descuento_especial: 0, mUnit: false, uni_compra: 0, uni_promo: null }), true],
    [option({ precio_oferta: 0 }), false],
    [option({ precio_oferta: 8 }, 0), false],
    [option({ precio_oferta: 8, descuento_especial: 5 }), false],
    [option({ precio_oferta: 8, mUnit: true }), false],
    [option({ precio_oferta: 8, uni_compra: 2, uni_promo: 1 }), false],
    [{}, false],
    [null, false],
  ])('%j is a valid offer: %s', (input, expected) => {
    expect(isValidOffer(input)).toBe(expected);
  });

  it('multi-unit offers take buy units plus free units', () => {
    expect(multiUnitOffer(option({ uni_compra: 2, uni_promo: 1 }))).toEqual({ buy: 2, free: 1, units: 3 });
    expect(multiUnitOffer(option({ uni_compra: 2 }))).toBeUndefined();
    expect(multiUnitOffer(option({ uni_compra: 2, uni_promo: 0 }))).toBeUndefined();
    expect(multiUnitOffer(option({ uni_compra: 1.5, uni_promo: 1 }))).toBeUndefined();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        isValidOffer(input);
        multiUnitOffer(input);
        isUnlimitedStock(input);
      }),
    );
  });
});

describe('price comparator', () => {
  it('sorts in stock first, then by ranking (missing ranking last)', () => {
    const rows = [
      { id: 'a', in_stock: false, ranking: 1 },
      { id: 'b', in_stock: true, ranking: 3 },
      { id: 'c', in_stock: true, ranking: 2 },
      { id: 'd', in_stock: true },
      { id: 'e', in_stock: null, ranking: 0 },
    ];
    expect([...rows].sort(comparePriceRows).map((r) => r.id)).toEqual(['c', 'b', 'd', 'e', 'a']);
    expect(comparePriceRows({ ranking: 2 }, { ranking: 2 })).toBe(0);
  });

  it('is antisymmetric', () => {
    const row = fc.record({ in_stock: fc.option(fc.boolean()), ranking: fc.option(fc.integer()) });
    fc.assert(
      fc.property(row, row, (a, b) => {
        expect(Math.sign(comparePriceRows(a, b))).toBe(-Math.sign(comparePriceRows(b, a)) || 0);
      }),
    );
  });

  it("shows 'Now' under 5 seconds, else the Madrid date", () => {
    const now = Date.UTC(2024, 6, 1, 10, 0, 10);
    expect(formatCompetitorDate(now - 4_999, { now })).toBe('Now');
    expect(formatCompetitorDate(new Date(now + 1_000).toISOString(), { now })).toBe('Now');
    expect(formatCompetitorDate(now - 5_000, { now })).toBe('01/07/2024 12:00');
    expect(formatCompetitorDate(new Date(Date.UTC(2024, 0, 5, 23, 30)), { now, pattern: 'yyyy-MM-dd' })).toBe(
      '2024-01-06',
    );
    expect(formatCompetitorDate('not a date', { now })).toBe('');
    expect(formatCompetitorDate(Date.now() - 60_000)).not.toBe('Now');
  });

  it('lists every URL in the confirmation, one a line after the question', () => {
    const rows = [
      { group: 'alion', url: 'https://rival.example/alion' },
      { group: 'vega.sicilia', url: 'https://rival.example/vega' },
    ];
    expect(confirmUrls('Delete', rows)).toEqual({
      question: 'Delete these URLs?',
      lines: ['alion: https://rival.example/alion', 'vega.sicilia: https://rival.example/vega'],
    });
    expect(confirmUrls('Update', rows.slice(1))).toEqual({
      question: 'Update these URLs?',
      lines: ['vega.sicilia: https://rival.example/vega'],
    });
  });
});
