import { commerceMessages, MATCH_CODE_MAX_LENGTH, validateMatchCode } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { fieldKey } from '@/components/form';
import {
  codeField,
  editMatchInput,
  emptyMatchForm,
  type MatchForm,
  matchFieldOf,
  matchRequest,
  typedCodes,
} from './match-form';

const products = [
  { id_producto_proveedor: 'VIN-1' },
  { id_producto_proveedor: 'VIN.2' },
  { id_producto_proveedor: 'VIN-3' },
];
const typed = (codes: Record<string, string>): MatchForm => {
  const form = emptyMatchForm(products);
  for (const [id, code] of Object.entries(codes)) form.codes[fieldKey(id)] = code;
  return form;
};

describe('the match-products form', () => {
  it('starts with an empty code for every product of the page', () => {
    expect(Object.values(emptyMatchForm(products).codes)).toEqual(['', '', '']);
    expect(typedCodes(products, emptyMatchForm(products))).toEqual([]);
  });

  it('sends the products with a code, in page order, each code trimmed', () => {
    const result = matchRequest('vin', products, typed({ 'VIN-3': ' HE10007 ', 'VIN.2': 'HE10001' }));
    expect(result).toEqual({
      ok: true,
      value: { id_proveedor: 'vin', productos: ['VIN.2', 'VIN-3'], botellas: ['HE10001', 'HE10007'] },
    });
  });

  it("puts each refused code's message under that product's code, and sends nothing", () => {
    const long = 'X'.repeat(MATCH_CODE_MAX_LENGTH.product + 1);
    const result = matchRequest('vin', products, typed({ 'VIN-1': long, 'VIN-3': 'HE10007' }));
    const refused = validateMatchCode(long, { id_proveedor: 'vin' });
    expect(refused.ok).toBe(false);
    expect(result).toEqual({
      ok: false,
      issues: refused.ok ? [] : refused.issues.map((issue) => ({ ...issue, path: codeField('VIN-1') })),
    });
  });

  it('allows a product group of up to 300 characters for supplier cab', () => {
    const group = 'g'.repeat(MATCH_CODE_MAX_LENGTH.group);
    expect(matchRequest('cab', products, typed({ 'VIN-1': group })).ok).toBe(true);
  });

  it('asks for a code when none is typed', () => {
    expect(matchRequest('vin', products, emptyMatchForm(products))).toEqual({
      ok: false,
      issues: [{ path: 'productos', message: commerceMessages.form.required('products') }],
    });
  });
});

describe('matchFieldOf', () => {
  const sent = ['VIN.2', 'VIN-3'];
  it("shows the server's botellas.{i} and productos.{i} under the code of the i-th product sent", () => {
    expect(matchFieldOf('botellas.1', sent)).toBe(codeField('VIN-3'));
    expect(matchFieldOf('productos.0', sent)).toBe(codeField('VIN.2'));
  });

  it("keeps the rule's own fields, and shows anything else above the table", () => {
    expect(matchFieldOf(codeField('VIN-1'), sent)).toBe(codeField('VIN-1'));
    expect(matchFieldOf('botellas.5', sent)).toBeNull();
    expect(matchFieldOf('id_proveedor', sent)).toBeNull();
  });
});

describe('the edit-match form', () => {
  it('sends the code trimmed, with the flag', () => {
    expect(editMatchInput('vin', { id_producto_new: ' HE10007 ', excluir_venta: true })).toEqual({
      ok: true,
      value: { id_producto_new: 'HE10007', excluir_venta: true },
    });
  });

  it("refuses an empty or too long code with validateMatchCode's message", () => {
    for (const code of ['', 'X'.repeat(MATCH_CODE_MAX_LENGTH.product + 1)]) {
      const expected = validateMatchCode(code, { id_proveedor: 'vin' });
      expect(editMatchInput('vin', { id_producto_new: code, excluir_venta: false })).toEqual(expected);
      expect(expected.ok).toBe(false);
    }
  });
});
