import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  missingAddressColumns,
  validateAddressColumns,
  validateNewOrder,
  validateNewOrderLine,
  validateShippingAddress,
} from './new-order';

const address = {
  linea1: 'Calle Mayor 1',
  codigo_postal: '28001',
  telefono: '600000000',
  destinatario: 'Ana',
  id_provincia: '28',
  id_pais: 'es',
  ciudad: 'Madrid',
};
const order = {
  products: [{ id_producto: 'A1', quantity: 2, price: 10 }],
  addresses: [address],
  present_message: 'Happy birthday',
};

describe('validateNewOrderLine', () => {
  it.each([
    [{}, 'id_producto', 'You should fill all fields'],
    [{ id_producto: 'A1', price: 3 }, 'quantity', 'You should fill all fields'],
    [{ id_producto: 'A1', quantity: 1 }, 'price', 'You should fill all fields'],
    [{ id_producto: 'A1', quantity: 0, price: 3 }, 'quantity', 'The quantity must be at least 1'],
    [{ id_producto: 'A1', quantity: 1.5, price: 3 }, 'quantity', 'The quantity must be a whole number'],
    [{ id_producto: 'A1', quantity: 1, price: -1 }, 'price', 'The price must be at least 0'],
    [
      { id_producto: 'A1', quantity: 1, price: 3, discount: 101 },
      'discount',
      'The discount must be between 0 and 100',
    ],
    [
      { id_producto: 'A1', quantity: 1, price: 3, discount: 'x' },
      'discount',
      'The discount must be between 0 and 100',
    ],
  ])('%j gives %s: %s', (input, path, message) => {
    const result = validateNewOrderLine(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });

  it('reports every missing field with the spec message', () => {
    expect(validateNewOrderLine(null)).toEqual({
      ok: false,
      issues: [
        { path: 'id_producto', message: 'You should fill all fields' },
        { path: 'quantity', message: 'You should fill all fields' },
        { path: 'price', message: 'You should fill all fields' },
      ],
    });
  });

  it('gives the price after the percentage discount, in cents', () => {
    expect(
      validateNewOrderLine({ id_producto: ' A1 ', quantity: '3', price: '12.99', discount: 10 }),
    ).toEqual({
      ok: true,
      value: { id_producto: 'A1', quantity: 3, price: 11.69 },
    });
    expect(validateNewOrderLine({ id_producto: 7, quantity: 1, price: 0, discount: '' })).toEqual({
      ok: true,
      value: { id_producto: '7', quantity: 1, price: 0 },
    });
  });

  it('is idempotent on its own value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (quantity, cents, discount) => {
          const first = validateNewOrderLine({ id_producto: 'P', quantity, price: cents / 100, discount });
          expect(first.ok).toBe(true);
          if (first.ok) expect(validateNewOrderLine(first.value)).toEqual(first);
        },
      ),
    );
  });
});

describe('address columns', () => {
  it('lists the missing mandatory columns in the spec order, joined with commas', () => {
    expect(missingAddressColumns(['linea1', 'destinatario', 'id_provincia', 'id_pais'])).toEqual([
      'codigo_postal',
      'telefono',
      'ciudad',
    ]);
    expect(validateAddressColumns(['linea1', 'destinatario', 'id_provincia', 'id_pais', 'linea2'])).toEqual({
      ok: false,
      issues: [
        {
          path: '',
          message: 'You are missing some mandatory address column: codigo_postal, telefono, ciudad',
        },
      ],
    });
  });

  it('accepts a header with every mandatory column, in any case and order', () => {
    const header = [
      ' CIUDAD',
      'Linea1',
      'codigo_postal',
      'telefono',
      'destinatario',
      'id_provincia',
      'id_pais',
    ];
    expect(validateAddressColumns(header)).toEqual({
      ok: true,
      value: ['ciudad', 'linea1', 'codigo_postal', 'telefono', 'destinatario', 'id_provincia', 'id_pais'],
    });
  });

  it('never accepts a header missing a mandatory column', () => {
    const all = Object.keys(address);
    fc.assert(
      fc.property(fc.subarray(all, { maxLength: all.length - 1 }), (header) => {
        expect(validateAddressColumns(header).ok).toBe(false);
      }),
    );
  });
});

describe('validateNewOrder', () => {
  it.each([
    [{ ...order, products: [] }, 'products', 'You forgot to add products'],
    [{ ...order, addresses: [] }, 'addresses', 'You forgot to add addresses'],
    [
      { ...order, addresses: [{ ...address, telefono: undefined, ciudad: undefined }] },
      'addresses',
      'You are missing some mandatory address column: telefono, ciudad',
    ],
    [
      { ...order, present_message: 'x'.repeat(501) },
      'present_message',
      'The present message is only 500 characters long',
    ],
    [{ ...order, descuento: 120 }, 'descuento', 'The discount must be between 0 and 100'],
    [
      { ...order, products: [{ id_producto: 'A1', quantity: 0, price: 1 }] },
      'products.0.quantity',
      'The quantity must be at least 1',
    ],
    [
      { ...order, products: [{ quantity: 1, price: 1 }] },
      'products.0.id_producto',
      'You should fill all fields',
    ],
  ])('%# gives %s: %s', (input, path, message) => {
    const result = validateNewOrder(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });

  it('reports both empty lists for junk input', () => {
    expect(validateNewOrder('junk')).toEqual({
      ok: false,
      issues: [
        { path: 'products', message: 'You forgot to add products' },
        { path: 'addresses', message: 'You forgot to add addresses' },
      ],
    });
  });

  it('accepts 500 characters of present message, counted as characters', () => {
    expect(validateNewOrder({ ...order, present_message: '🍷'.repeat(500) }).ok).toBe(true);
  });

  it('normalises the order: known address columns only, defaults for order fields', () => {
    const result = validateNewOrder({
      ...order,
      addresses: [{ ...address, LINEA2: 'Piso 2', extra: 'dropped' }],
      gift_paper: true,
      descuento: '5',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        products: [{ id_producto: 'A1', quantity: 2, price: 10 }],
        addresses: [{ ...address, linea2: 'Piso 2', linea3: '' }],
        tipo_descuento: '',
        descuento: 5,
        gift_paper: true,
        present_message: 'Happy birthday',
        observaciones: '',
      },
    });
    if (result.ok) expect(validateNewOrder(result.value)).toEqual(result);
  });
});

describe('validateShippingAddress', () => {
  it('keeps the columns of §3, trimmed, optional ones blank when absent', () => {
    const result = validateShippingAddress({ ...address, linea1: '  Calle Mayor 1 ', extra: 'x' });
    expect(result).toEqual({
      ok: true,
      value: { ...address, linea1: 'Calle Mayor 1', linea2: '', linea3: '' },
    });
  });

  it.each([
    [{ ...address, linea1: '  ' }, 'linea1', 'Please input the linea1'],
    [{ ...address, ciudad: undefined }, 'ciudad', 'Please input the ciudad'],
    [{ ...address, id_pais: 'esp' }, 'id_pais', 'The country code is only 2 characters long'],
  ])('refuses %o under %s', (row, path, message) => {
    const result = validateShippingAddress(row);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });

  it('reports every blank mandatory cell', () => {
    const result = validateShippingAddress({});
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'linea1',
      'codigo_postal',
      'telefono',
      'destinatario',
      'id_provincia',
      'id_pais',
      'ciudad',
    ]);
  });
});

describe('validateNewOrder tipo_descuento', () => {
  it.each(['', '%'])('takes %j', (tipo_descuento) => {
    expect(validateNewOrder({ ...order, tipo_descuento }).ok).toBe(true);
  });
  it('refuses another discount type', () => {
    const result = validateNewOrder({ ...order, tipo_descuento: 'EUR' });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual(['tipo_descuento']);
  });
});
