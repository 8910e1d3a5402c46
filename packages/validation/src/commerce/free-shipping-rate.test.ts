import { describe, expect, it } from 'vitest';
import { forcesZeroMinimums, normaliseTariff, validateFreeShippingRate } from './free-shipping-rate';

const now = Date.parse('2025-06-15T10:00:00Z');
const rate = {
  pais: ['fr', 'de'],
  tarifa: 'std',
  cart_amount: 90,
  min_precio_uni: '5',
  desde: '2025-06-20',
  hasta: '2025-06-30',
};

describe('validateFreeShippingRate', () => {
  it.each([
    [{ ...rate, pais: [] }, 'pais', 'Please input the countries'],
    [{ ...rate, tarifa: '' }, 'tarifa', 'Please input the tariff'],
    [{ ...rate, tarifa: 'express' }, 'tarifa', 'The tariff must be one of: std, exp, prm, dtp'],
    [{ ...rate, tarifa: 'd tp' }, 'tarifa', 'The tariff must be one of: std, exp, prm, dtp'],
    [{ ...rate, desde: undefined }, 'desde', 'Please input the duration'],
    [{ ...rate, cart_amount: '' }, 'cart_amount', 'Please input the minimum cart sum'],
    [{ ...rate, min_precio_uni: null }, 'min_precio_uni', 'Please input the minimum unit price'],
    [{ ...rate, cart_amount: -1 }, 'cart_amount', 'The minimum cart sum must be at least 0'],
    [{ ...rate, desde: '2025-06-14' }, 'desde', "The free shipping rate shouldn't start in the past"],
    [{ ...rate, cart_amount: 59.999 }, 'cart_amount', 'The minimum cart sum can have at most 2 decimals'],
    [{ ...rate, cart_amount: '59.999' }, 'cart_amount', 'The minimum cart sum can have at most 2 decimals'],
    [
      { ...rate, min_precio_uni: 0.001 },
      'min_precio_uni',
      'The minimum unit price can have at most 2 decimals',
    ],
    [{ ...rate, hasta: '2025-06-19' }, 'hasta', 'The end date must not be before the start date'],
  ])('%# gives %s: %s', (input, path, message) => {
    expect(validateFreeShippingRate(input, { now })).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it.each([59.99, '59.99', 60, 0.07, '0.1'])(
    'keeps the amount %j, which has at most 2 decimals',
    (amount) => {
      const result = validateFreeShippingRate(
        { ...rate, cart_amount: amount, min_precio_uni: amount },
        { now },
      );
      expect(result.ok && [result.value.cart_amount, result.value.min_precio_uni]).toEqual([
        Number(amount),
        Number(amount),
      ]);
    },
  );

  it('forces both minimums to 0 for the dtp tariff, whatever was typed', () => {
    expect(
      validateFreeShippingRate({ ...rate, tarifa: 'dtp', cart_amount: 59.999, min_precio_uni: -1 }, { now })
        .ok,
    ).toBe(true);
  });

  it('forces both minimums to 0 for the dtp tariff', () => {
    const result = validateFreeShippingRate(
      { ...rate, tarifa: 'dtp', cart_amount: undefined, min_precio_uni: 7 },
      { now },
    );
    expect(result.ok && result.value).toMatchObject({ tarifa: 'dtp', cart_amount: 0, min_precio_uni: 0 });
  });

  it.each(['DTP', ' dtp', 'Dtp '])('reads %j as dtp: trimmed and lower-case, both minimums 0', (tarifa) => {
    const result = validateFreeShippingRate({ ...rate, tarifa, cart_amount: '', min_precio_uni: 7 }, { now });
    expect(result.ok && result.value).toMatchObject({ tarifa: 'dtp', cart_amount: 0, min_precio_uni: 0 });
  });

  it('normalises countries and dates', () => {
    expect(validateFreeShippingRate({ ...rate, pais: ['fr', ' fr', 'de', ''] }, { now })).toEqual({
      ok: true,
      value: {
        pais: ['fr', 'de'],
        tarifa: 'std',
        cart_amount: 90,
        min_precio_uni: 5,
        desde: '2025-06-19T22:00:00.000Z',
        hasta: '2025-06-30T21:59:59.000Z',
      },
    });
    const single = validateFreeShippingRate({ ...rate, pais: 'it' }, { now });
    expect(single.ok && single.value.pais).toEqual(['it']);
  });

  it('is idempotent', () => {
    const first = validateFreeShippingRate(rate, { now });
    expect(first.ok).toBe(true);
    if (first.ok) expect(validateFreeShippingRate(first.value, { now })).toEqual(first);
  });
});

describe('normaliseTariff and forcesZeroMinimums', () => {
  it.each([
    [' STD ', 'std', false],
    ['DTP', 'dtp', true],
    [' dtp', 'dtp', true],
    ['', '', false],
    [undefined, '', false],
  ])('%j is %j (zero minimums: %s)', (input, normalised, zero) => {
    expect(normaliseTariff(input)).toBe(normalised);
    expect(forcesZeroMinimums(input)).toBe(zero);
  });
});
