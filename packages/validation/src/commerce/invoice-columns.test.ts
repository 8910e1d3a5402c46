import { describe, expect, it } from 'vitest';
import {
  expectedGatewayCommission,
  expectedInvoiceCost,
  expectedShippingCost,
  invoiceColumnMessages,
  parseInvoiceAmount,
  readInvoiceRow,
  validateInvoiceTemplate,
} from './invoice-columns';

describe('validateInvoiceTemplate', () => {
  const columns = ['pedido', 'importe', 'fecha'];
  it('accepts two columns of the header', () => {
    expect(validateInvoiceTemplate({ cod_order: 'pedido', cost: 'importe' }, columns)).toEqual({
      ok: true,
      value: { cod_order: 'pedido', cost: 'importe' },
    });
  });
  it('refuses a column the file does not have, and a missing choice', () => {
    const result = validateInvoiceTemplate({ cod_order: 'order', cost: '' }, columns);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([
        { path: 'cod_order', message: invoiceColumnMessages.missingColumn('order') },
        { path: 'cost', message: 'Please choose the cost column' },
      ]);
  });
});

describe('parseInvoiceAmount', () => {
  it.each([
    ['12.5', 12.5],
    ['12,50', 12.5],
    [' 7 ', 7],
    ['3,10 €', 3.1],
    ['-2', -2],
    ['abc', undefined],
    ['1.234,56', undefined],
    ['', undefined],
  ])('%s reads as %s', (text, amount) => {
    expect(parseInvoiceAmount(text)).toBe(amount);
  });
});

describe('readInvoiceRow', () => {
  const indexes = { cod_order: 0, cost: 1 };
  it('reads the order code and the cost by the template', () => {
    expect(readInvoiceRow(3, ['VX1', '4,20'], indexes)).toEqual({
      line: { line: 3, cod_order: 'VX1', cost: 4.2 },
    });
  });
  it('reports a bad number and an empty order code by line', () => {
    expect(readInvoiceRow(5, ['VX1', 'n/a'], indexes)).toEqual({
      issue: { line: 5, message: 'Line 5: the cost "n/a" is not a number' },
    });
    expect(readInvoiceRow(6, ['', '1'], indexes)).toEqual({
      issue: { line: 6, message: 'Line 6: the order code is empty' },
    });
  });
});

describe('expectedShippingCost', () => {
  it('is the country base plus a cost per bottle', () => {
    expect(expectedShippingCost('es', 6)).toBe(6.6);
    expect(expectedShippingCost('GB', 0)).toBe(12);
    expect(expectedShippingCost('xx', 2)).toBe(10.7);
  });
});

describe('expectedGatewayCommission and expectedInvoiceCost', () => {
  it('is a share of the order total plus the fixed fee; pyco takes the invoice’s fixed commission', () => {
    expect(expectedGatewayCommission('strp', 100, 9)).toBe(1.75);
    expect(expectedGatewayCommission('payp', 10, 0)).toBe(0.64);
    expect(expectedGatewayCommission('pyco', 50, 0.25)).toBe(0.95);
    expect(expectedGatewayCommission('pyco', 50, 0)).toBe(0.7);
  });

  it('uses the commission rule for a gateway and the shipping rule for a carrier', () => {
    const order = { country: 'es', bottles: 6, total: 100 };
    expect(expectedInvoiceCost('adyn', order, 0)).toBe(0.71);
    expect(expectedInvoiceCost('seu', order, 0)).toBe(6.6);
  });
});
