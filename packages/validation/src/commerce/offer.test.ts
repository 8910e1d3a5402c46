import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerActions, offerTiming, validateOffer, validateOfferDiscountEdit } from './offer';

// 12:00 in Madrid on 15 June 2025.
const now = Date.parse('2025-06-15T10:00:00Z');
const base = { id_producto: 'A1', fecha_desde: '2025-06-15', fecha_hasta: '2025-06-30' };
const none = {
  descuento_oferta: null,
  uni_compra: null,
  uni_promo: null,
  cantidad_precio_especial: null,
  descuento_especial: null,
};

describe('validateOffer', () => {
  it.each([
    [
      { ...base, id_tipo: 'o', id_producto: '', descuento_oferta: 10 },
      'id_producto',
      'Please input the product',
    ],
    [
      { ...base, id_tipo: 'o', fecha_hasta: '', descuento_oferta: 10 },
      'fecha_desde',
      'Please input the duration',
    ],
    [
      { ...base, id_tipo: 'o', fecha_desde: '2025-06-14', descuento_oferta: 10 },
      'fecha_desde',
      "The offer shouldn't be expired",
    ],
    [
      { ...base, id_tipo: 'o', fecha_hasta: '2025-06-01', descuento_oferta: 10 },
      'fecha_hasta',
      'The end date must not be before the start date',
    ],
    [{ ...base }, 'id_tipo', 'Please input the type'],
    [{ ...base, id_tipo: 'x' }, 'id_tipo', 'The type must be one of: o, p, e'],
    [{ ...base, id_tipo: 'o' }, 'descuento_oferta', 'Please input the discount'],
    [
      { ...base, id_tipo: 'o', descuento_oferta: 101 },
      'descuento_oferta',
      'The discount must be between 0 and 100',
    ],
    [{ ...base, id_tipo: 'p', uni_promo: 1 }, 'uni_compra', 'Please input the purchase units'],
    [
      { ...base, id_tipo: 'p', uni_compra: 3, uni_promo: -1 },
      'uni_promo',
      'The promotion units must be at least 0',
    ],
    [
      { ...base, id_tipo: 'p', uni_compra: 1.5, uni_promo: 1 },
      'uni_compra',
      'The purchase units must be a whole number',
    ],
    [
      { ...base, id_tipo: 'e', descuento_especial: 5 },
      'cantidad_precio_especial',
      'Please input the quantity',
    ],
    [
      { ...base, id_tipo: 'e', cantidad_precio_especial: 0, descuento_especial: 5 },
      'cantidad_precio_especial',
      'The quantity must be at least 1',
    ],
    [
      { ...base, id_tipo: 'e', cantidad_precio_especial: 6, descuento_especial: 150 },
      'descuento_especial',
      'The special discount must be between 0 and 100',
    ],
  ])('%# gives %s: %s', (input, path, message) => {
    expect(validateOffer(input, { now })).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('stores a type o discount as a fraction, with the default times in Madrid', () => {
    expect(
      validateOffer(
        { ...base, id_tipo: 'o', descuento_oferta: '15', caducable: true, grupo: 'rioja' },
        { now },
      ),
    ).toEqual({
      ok: true,
      value: {
        ...none,
        id_tipo: 'o',
        id_producto: 'A1',
        grupo: 'rioja',
        fecha_desde: '2025-06-14T22:00:00.000Z',
        fecha_hasta: '2025-06-30T21:59:59.000Z',
        descuento_oferta: 0.15,
        caducable: true,
      },
    });
  });

  it('keeps the fields of types p and e', () => {
    const p = validateOffer(
      { ...base, id_tipo: 'p', uni_compra: 3, uni_promo: 1, descuento_oferta: 50 },
      { now },
    );
    expect(p.ok && p.value).toMatchObject({
      uni_compra: 3,
      uni_promo: 1,
      descuento_oferta: null,
      caducable: false,
    });
    const e = validateOffer(
      { ...base, id_tipo: 'e', cantidad_precio_especial: 6, descuento_especial: 12 },
      { now },
    );
    expect(e.ok && e.value).toMatchObject({ cantidad_precio_especial: 6, descuento_especial: 12 });
  });

  it('checks a stored record in fraction mode, idempotently', () => {
    expect(
      validateOffer({ ...base, id_tipo: 'o', descuento_oferta: 15 }, { now, discountUnit: 'fraction' }),
    ).toEqual({
      ok: false,
      issues: [{ path: 'descuento_oferta', message: 'The discount must be between 0 and 1' }],
    });
    const first = validateOffer({ ...base, id_tipo: 'o', descuento_oferta: 20 }, { now });
    expect(first.ok).toBe(true);
    if (first.ok) expect(validateOffer(first.value, { now, discountUnit: 'fraction' })).toEqual(first);
  });
});

describe('offer timing and actions', () => {
  it.each([
    [{ fecha_desde: '2025-06-16', fecha_hasta: '2025-06-30' }, 'future'],
    [{ fecha_desde: '2025-06-15T12:30:00', fecha_hasta: '2025-06-30' }, 'future'],
    [{ fecha_desde: '2025-06-01', fecha_hasta: '2025-06-15' }, 'current'],
    [{ fecha_desde: 'junk', fecha_hasta: '2025-06-15' }, 'current'],
    [{ fecha_desde: '2025-06-01', fecha_hasta: '2025-06-14' }, 'expired'],
    [{ fecha_desde: '2025-06-01', fecha_hasta: '2025-06-15 11:59:00' }, 'expired'],
    [{ fecha_desde: '2025-06-01', fecha_hasta: 'never' }, 'expired'],
  ] as const)('%j is %s', (offer, timing) => {
    expect(offerTiming(offer, now)).toBe(timing);
  });

  it('uses the clock by default', () => {
    expect(offerTiming({ fecha_desde: '2000-01-01', fecha_hasta: '2000-01-02' })).toBe('expired');
  });

  it('removes future offers, expires current ones, freezes expired ones', () => {
    expect(offerActions('future')).toEqual({ remove: true, expire: false, editDiscount: true });
    expect(offerActions('current')).toEqual({ remove: false, expire: true, editDiscount: true });
    expect(offerActions('expired')).toEqual({ remove: false, expire: false, editDiscount: false });
  });
});

describe('validateOfferDiscountEdit', () => {
  it.each([
    [1.05, 'The discount must be between 0 and 1'],
    [-0.05, 'The discount must be between 0 and 1'],
    [0.12, 'The discount must be a multiple of 0.05'],
    ['', 'Please input the discount'],
  ])('%s: %s', (input, message) => {
    expect(validateOfferDiscountEdit(input)).toEqual({
      ok: false,
      issues: [{ path: 'descuento_oferta', message }],
    });
  });

  it('refuses any edit of an expired offer', () => {
    const offer = { fecha_desde: '2025-06-01', fecha_hasta: '2025-06-10' };
    expect(validateOfferDiscountEdit(0.1, { offer, now })).toEqual({
      ok: false,
      issues: [{ path: 'descuento_oferta', message: 'Expired records are not updatable' }],
    });
  });

  it('accepts every step of 0.05 despite float noise, snapped', () => {
    expect(
      validateOfferDiscountEdit(0.1 + 0.2, {
        offer: { fecha_desde: '2025-06-01', fecha_hasta: '2025-06-30' },
        now,
      }),
    ).toEqual({ ok: true, value: 0.3 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (steps) => {
        const result = validateOfferDiscountEdit(steps * 0.05);
        expect(result).toEqual({ ok: true, value: steps / 20 });
      }),
    );
  });
});
