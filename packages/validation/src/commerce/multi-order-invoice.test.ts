import { describe, expect, it } from 'vitest';
import {
  isMultiOrderInvoiceEditable,
  validateAddOrders,
  validateBillingAddress,
  validateHibernation,
  validateMultiOrderInvoiceCreate,
  validateOrderComment,
  validateOrderSelection,
} from './multi-order-invoice';

// 12:00 in Madrid on 15 June 2025.
const now = Date.parse('2025-06-15T10:00:00Z');

const billing = {
  nombre: 'Bodega SL',
  doc_id: 'B12345678',
  linea1: 'Calle Mayor 1',
  codigo_postal: 28001,
  ciudad: 'Madrid',
  telefono: '600000000',
  id_pais: 'es',
};

describe('validateMultiOrderInvoiceCreate', () => {
  it.each([[{}], [{ email: '   ' }], [null], [{ email: ['a'] }]])('%j needs the email', (input) => {
    expect(validateMultiOrderInvoiceCreate(input)).toEqual({
      ok: false,
      issues: [{ path: 'email', message: 'Please input the email' }],
    });
  });

  it('trims the email', () => {
    expect(validateMultiOrderInvoiceCreate({ email: ' ana@example.com ' })).toEqual({
      ok: true,
      value: { email: 'ana@example.com' },
    });
  });
});

describe('validateBillingAddress', () => {
  it.each([
    ['nombre', 'Please input the name'],
    ['doc_id', 'Please input the CIF'],
    ['linea1', 'Please input the line 1'],
    ['codigo_postal', 'Please input the postal code'],
    ['ciudad', 'Please input the city'],
    ['telefono', 'Please input the phone'],
    ['id_pais', 'Please input the country id'],
  ])('%s is required: %s', (field, message) => {
    expect(validateBillingAddress({ ...billing, [field]: '' })).toEqual({
      ok: false,
      issues: [{ path: field, message }],
    });
  });

  it('refuses a country code longer than 2 characters', () => {
    expect(validateBillingAddress({ ...billing, id_pais: 'esp' })).toEqual({
      ok: false,
      issues: [{ path: 'id_pais', message: 'The country code is only 2 characters long' }],
    });
  });

  it('normalises a valid address and keeps optional lines', () => {
    expect(validateBillingAddress({ ...billing, linea2: ' 2º ', extra: 1 })).toEqual({
      ok: true,
      value: { ...billing, codigo_postal: '28001', linea2: '2º', linea3: '' },
    });
  });

  it('reports every required field of junk input, never zod texts', () => {
    const result = validateBillingAddress(42);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toHaveLength(7);
      for (const issue of result.issues) expect(issue.message).toMatch(/^Please input the /);
    }
  });
});

describe('multi-order invoice actions', () => {
  it('needs a billing address before adding orders', () => {
    expect(validateAddOrders({ id_datos_fac: null })).toEqual({
      ok: false,
      issues: [{ path: 'id_datos_fac', message: 'You must first select a billing address' }],
    });
    expect(validateAddOrders({ id_datos_fac: Number.NaN }).ok).toBe(false);
    expect(validateAddOrders({ id_datos_fac: 12 })).toEqual({ ok: true, value: { id_datos_fac: 12 } });
    expect(validateAddOrders({ id_datos_fac: ' 12 ' })).toEqual({ ok: true, value: { id_datos_fac: '12' } });
  });

  it.each([
    ['hibernate', 'You must select which orders you want to hibernate'],
    ['comment', 'You must select which orders you want to comment'],
    ['confirmPayment', 'You must select which orders you want to confirm payment'],
    ['cancel', 'You must select which orders you want to cancel'],
    ['remove', 'You must select which orders you want to remove'],
  ] as const)('batch %s without orders: %s', (action, message) => {
    expect(validateOrderSelection([], { action })).toEqual({ ok: false, issues: [{ path: '', message }] });
  });

  it('gives the selected ids once each', () => {
    expect(validateOrderSelection([1, 1, ' 2 ', '', null], { action: 'cancel' })).toEqual({
      ok: true,
      value: [1, '2'],
    });
  });

  it('only DRAFT is editable', () => {
    expect(isMultiOrderInvoiceEditable('DRAFT')).toBe(true);
    expect(isMultiOrderInvoiceEditable('INVOICED')).toBe(false);
    expect(isMultiOrderInvoiceEditable(undefined)).toBe(false);
  });
});

describe('validateHibernation', () => {
  it.each([[{}], [{ date: 'tomorrow' }], [{ date: '2025-06-14' }], [{ date: '2025-06-14T21:59:00Z' }]])(
    '%j: You must enter the hibernation date',
    (input) => {
      expect(validateHibernation(input, { now })).toEqual({
        ok: false,
        issues: [{ path: 'date', message: 'You must enter the hibernation date' }],
      });
    },
  );

  it.each([
    ['2025-06-15', '2025-06-15'],
    ['2025-06-14T22:30:00Z', '2025-06-15'],
    ['2025-07-01 10:00', '2025-07-01'],
  ])('%s is not in the past: Madrid day %s', (date, day) => {
    expect(validateHibernation({ date }, { now })).toEqual({ ok: true, value: { date: day } });
  });

  it('uses the clock when no now is given', () => {
    expect(validateHibernation({ date: '2000-01-01' }).ok).toBe(false);
    expect(validateHibernation({ date: '9999-01-01' }).ok).toBe(true);
  });
});

describe('validateOrderComment', () => {
  it.each(['GENERAL', 'PREPARACION', 'ENTREGA'])('takes a %s comment, trimmed', (tipo) => {
    expect(validateOrderComment({ tipo, comment: '  Ring twice ' })).toEqual({
      ok: true,
      value: { tipo, comment: 'Ring twice' },
    });
  });

  it('needs the text and one of the three kinds', () => {
    expect(validateOrderComment({ tipo: 'GENERAL', comment: '   ' })).toEqual({
      ok: false,
      issues: [{ path: 'comment', message: 'Please input the comment' }],
    });
    const wrongKind = validateOrderComment({ tipo: 'OTHER', comment: 'x' });
    expect(wrongKind.ok).toBe(false);
    expect(!wrongKind.ok && wrongKind.issues[0]?.path).toBe('tipo');
    expect(validateOrderComment(undefined).ok).toBe(false);
  });
});
