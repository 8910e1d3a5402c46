import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasFixedCommission,
  validateDateFilter,
  validateInvoiceImport,
  validateTaxServiceInvoice,
  validateUploadFile,
  validateWarehouseCost,
} from './invoice-import';

const shipping = {
  id_company: 'seu',
  codigo_factura: 'F-2025-01',
  fecha_factura: '2025-05-31',
  data: [{ cod_order: 'V100', cost: '4.5' }],
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('validateInvoiceImport', () => {
  it.each([
    [{ ...shipping, id_company: '' }, 'id_company', 'Please input the company'],
    [{ ...shipping, codigo_factura: ' ' }, 'codigo_factura', 'Please input the invoice code'],
    [{ ...shipping, fecha_factura: undefined }, 'fecha_factura', 'Please input the invoice date'],
    [{ ...shipping, fecha_factura: '' }, 'fecha_factura', 'Please input the invoice date'],
    [{ ...shipping, fecha_factura: '2025-02-30' }, 'fecha_factura', 'Incorrect dates'],
    [{ ...shipping, fecha_factura: '2026-13-45' }, 'fecha_factura', 'Incorrect dates'],
    [{ ...shipping, data: [] }, 'data', 'Please input the data'],
    [{ ...shipping, data: [{ cost: 1 }] }, 'data.0.cod_order', 'Please input the order code'],
    [{ ...shipping, data: [{ cod_order: 'V1', cost: 'x' }] }, 'data.0.cost', 'Please input the cost'],
    [{ ...shipping, id_company: 'pyco' }, 'comision_fija', 'Please input the fixed commission'],
    [
      { ...shipping, id_company: 'pyco', comision_fija: -1 },
      'comision_fija',
      'The fixed commission must be at least 0',
    ],
  ])('%# gives %s: %s', (input, path, message) => {
    const result = validateInvoiceImport(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });

  it('takes the company from the kind list', () => {
    expect(validateInvoiceImport(shipping, { kind: 'commissions' })).toEqual({
      ok: false,
      issues: [{ path: 'id_company', message: 'The company must be one of: pyco, cxbn, strp, payp, adyn' }],
    });
    expect(validateInvoiceImport({ ...shipping, id_company: 'strp' }, { kind: 'commissions' }).ok).toBe(true);
  });

  it('sends a fixed commission only for pyco', () => {
    expect(hasFixedCommission('pyco')).toBe(true);
    expect(hasFixedCommission('strp')).toBe(false);
    expect(validateInvoiceImport({ ...shipping, comision_fija: 9 }, { kind: 'shipping' })).toEqual({
      ok: true,
      value: { ...shipping, comision_fija: 0, data: [{ cod_order: 'V100', cost: 4.5 }] },
    });
    const pyco = validateInvoiceImport({
      ...shipping,
      company: 'pyco',
      id_company: undefined,
      comision_fija: '0.35',
    });
    expect(pyco.ok && pyco.value).toMatchObject({ id_company: 'pyco', comision_fija: 0.35 });
  });
});

describe('validateUploadFile', () => {
  it.each([
    ['invoice.csv', ''],
    ['INVOICE.CSV', 'text/csv'],
    ['invoice.xlsx', XLSX],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateUploadFile({ name, type }).ok).toBe(true);
  });

  it.each([
    ['invoice.xls', ''],
    ['invoice.pdf', 'application/pdf'],
    ['invoice', ''],
    ['invoice.csv', 'application/pdf'],
    ['invoice.csv', XLSX],
    ['invoice.xlsx', 'text/csv'],
  ])('refuses %s (%s): Please input a csv or xlsx file', (name, type) => {
    expect(validateUploadFile({ name, type })).toEqual({
      ok: false,
      issues: [{ path: 'file', message: 'Please input a csv or xlsx file' }],
    });
  });

  it('gives the kind for the upload call, from a file or a bare name', () => {
    expect(validateUploadFile({ name: 'a.b.xlsx', type: XLSX })).toEqual({
      ok: true,
      value: { kind: 'xlsx' },
    });
    expect(validateUploadFile('costs.csv')).toEqual({ ok: true, value: { kind: 'csv' } });
  });

  it('never accepts a name that does not end in .csv or .xlsx', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(!/\.(csv|xlsx)\s*$/i.test(name));
        expect(validateUploadFile({ name }).ok).toBe(false);
      }),
    );
  });
});

describe('validateTaxServiceInvoice', () => {
  const invoice = {
    invoice_number: 'ET-5',
    invoice_date: '2025-05-31',
    amount_countries: { fr: 10, de: '2.5' },
  };

  it.each([
    [{ ...invoice, invoice_number: '' }, 'invoice_number', 'Please input the invoice code'],
    [{ ...invoice, invoice_date: 'May' }, 'invoice_date', 'Incorrect dates'],
    [{ ...invoice, invoice_date: undefined }, 'invoice_date', 'Please input the invoice date'],
    [
      { ...invoice, amount_countries: { fr: 10, de: '' } },
      'amount_countries.de',
      'Please input the amount for de',
    ],
    [{ ...invoice, amount_countries: {} }, 'amount_countries', 'Please input the country amounts'],
  ])('%# gives %s: %s', (input, path, message) => {
    expect(validateTaxServiceInvoice(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('needs an amount for each expected country', () => {
    expect(validateTaxServiceInvoice(invoice, { countries: ['fr', 'de', 'it'] })).toEqual({
      ok: false,
      issues: [{ path: 'amount_countries.it', message: 'Please input the amount for it' }],
    });
  });

  it('normalises amounts to numbers', () => {
    expect(validateTaxServiceInvoice(invoice)).toEqual({
      ok: true,
      value: { ...invoice, amount_countries: { fr: 10, de: 2.5 } },
    });
  });
});

describe('validateWarehouseCost', () => {
  it.each([
    [{ date: '2025-05-01' }, 'cost', 'Please input the cost'],
    [{ cost: -3, date: '2025-05-01' }, 'cost', 'The cost must be at least 0'],
    [{ cost: 3 }, 'date', 'Please input the date'],
    [{ cost: 3, date: '2026-13-45' }, 'date', 'Incorrect dates'],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(validateWarehouseCost(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('gives the Madrid day and the cost', () => {
    expect(validateWarehouseCost({ cost: '1200.50', date: '2025-04-30T23:30:00Z' })).toEqual({
      ok: true,
      value: { date: '2025-05-01', cost: 1200.5 },
    });
  });
});

describe('validateDateFilter', () => {
  it.each([
    [{ fecha_desde: '2025-05-02', fecha_hasta: '2025-05-01' }],
    [{ fecha_desde: 'yesterday', fecha_hasta: '2025-05-01' }],
    [{ fecha_desde: '2025-05-01' }],
    [null],
  ])('%j: Incorrect dates', (input) => {
    expect(validateDateFilter(input)).toEqual({
      ok: false,
      issues: [{ path: '', message: 'Incorrect dates' }],
    });
  });

  it('accepts a one-day range and gives Madrid days', () => {
    expect(validateDateFilter({ fecha_desde: '2025-05-01', fecha_hasta: '2025-05-01T21:59:59Z' })).toEqual({
      ok: true,
      value: { fecha_desde: '2025-05-01', fecha_hasta: '2025-05-01' },
    });
  });

  it('never accepts a start after the end', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 3650 }),
        (to, days) => {
          // Two hours more than whole days, so a 25-hour Madrid day still moves the start to a later day.
          const from = new Date(to.getTime() + days * 86_400_000 + 7_200_000);
          expect(validateDateFilter({ fecha_desde: from, fecha_hasta: to }).ok).toBe(false);
        },
      ),
    );
  });
});
