import { describe, expect, it } from 'vitest';
import {
  isOrderEditable,
  orderLinesTotal,
  prepareOrderEdit,
  unitPriceParts,
  validateEditOrderLine,
} from './edit-order';

const line = { id_producto: 'A1', nombre: 'Rioja', cantidad: 3, isNew: false, outCatalog: false };

describe('validateEditOrderLine', () => {
  it.each([
    [{ ...line, cantidad: -1 }, 'cantidad', 'The quantity must be at least 0'],
    [{ ...line, cantidad: 1.5 }, 'cantidad', 'The quantity must be a whole number'],
    [{ ...line, cantidad: undefined }, 'cantidad', 'Please input the quantity'],
    [{ ...line, id_producto: '' }, 'id_producto', 'Please input the product'],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(validateEditOrderLine(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('caps the quantity at the stock when the product has last units', () => {
    const result = validateEditOrderLine({ ...line, cantidad: 10, last_units: true, stock: 4 });
    expect(result.ok && result.value.cantidad).toBe(4);
    const unlimited = validateEditOrderLine({ ...line, cantidad: 10, last_units: true, stock: 9999 });
    expect(unlimited.ok && unlimited.value.cantidad).toBe(10);
  });

  it('gives out-of-catalogue lines VAT 0.21 and keeps the numbers it is given', () => {
    expect(
      validateEditOrderLine({
        ...line,
        outCatalog: true,
        tipo_iva: 0.1,
        new_price: '12.5',
        currency: 'EUR',
        x: 1,
      }),
    ).toEqual({
      ok: true,
      value: { ...line, outCatalog: true, tipo_iva: 0.21, new_price: 12.5, currency: 'EUR' },
    });
  });
});

describe('prepareOrderEdit', () => {
  it('drops lines with quantity 0 and defaults the flags', () => {
    const lines = [
      line,
      { ...line, id_producto: 'B2', cantidad: 0 },
      { ...line, id_producto: 'C3', isNew: true, outCatalog: true },
    ];
    expect(prepareOrderEdit(lines)).toEqual({
      ok: true,
      value: {
        product_lines: [line, { ...line, id_producto: 'C3', isNew: true, outCatalog: true, tipo_iva: 0.21 }],
        change_price: false,
        forced: false,
      },
    });
  });

  it('drops a line capped to 0 by an empty stock', () => {
    const result = prepareOrderEdit([{ ...line, last_units: true, stock: 0 }], {
      change_price: true,
      forced: true,
    });
    expect(result).toEqual({ ok: true, value: { product_lines: [], change_price: true, forced: true } });
  });

  it('reports bad lines by index', () => {
    expect(prepareOrderEdit([line, { ...line, cantidad: -2 }])).toEqual({
      ok: false,
      issues: [{ path: 'product_lines.1.cantidad', message: 'The quantity must be at least 0' }],
    });
  });

  it('is idempotent on its own lines', () => {
    const first = prepareOrderEdit([{ ...line, cantidad: 8, last_units: true, stock: 5, outCatalog: true }]);
    expect(first.ok).toBe(true);
    if (first.ok) expect(prepareOrderEdit(first.value.product_lines)).toEqual(first);
  });
});

describe('unitPriceParts', () => {
  it.each([
    [66.55, 0.21, 55, 11.55],
    [35, 0.21, 28.93, 6.07],
    [12, 0.2, 10, 2],
    [0, 0.21, 0, 0],
  ])('%d at VAT %d is base %d and taxes %d', (price, vat, base, taxes) => {
    expect(unitPriceParts(price, vat)).toEqual({ base_imponible: base, taxes });
  });
});

describe('orderLinesTotal', () => {
  it('sums quantity × unit price to cents', () => {
    expect(
      orderLinesTotal([
        { cantidad: 3, precio: 10.1 },
        { cantidad: 1, precio: 0.2 },
      ]),
    ).toBe(30.5);
    expect(orderLinesTotal([])).toBe(0);
  });
});

describe('isOrderEditable', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [6, false],
    [8, false],
  ])('state %d editable: %s', (state, editable) => {
    expect(isOrderEditable(state)).toBe(editable);
  });
});
