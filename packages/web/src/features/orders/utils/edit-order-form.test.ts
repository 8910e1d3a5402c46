import type { OrderFull } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import {
  editOrderFieldOf,
  editOrderRule,
  editOrderValues,
  lineCap,
  newOrderLine,
  typedTotal,
} from './edit-order-form';

const order: OrderFull = {
  id_pedido: 500001,
  cod_pedido: 'VXPHD28Z',
  shop: 'fr',
  currency: 'EUR',
  precio_total: 133.1,
  id_estado_pd: 2,
  lines: [
    {
      id_producto: 'CH12499',
      nombre: 'Château',
      cantidad: 2,
      base_imponible: 55,
      tipo_iva: 0.21,
      old_price: 66.55,
      new_price: 70,
      old_taxes: 11.55,
      new_taxes: 12.15,
      isNew: false,
      outCatalog: false,
      currency: 'EUR',
      last_units: true,
      stock: 1,
    },
  ],
};

describe('Edit order form', () => {
  it('adds a searched product at its price with the shop VAT, and an out-of-catalogue one at 0.21', () => {
    const wine = newOrderLine(
      { id_producto: 'MA1', nombre: 'Wine', precio: 12, outCatalog: false, stock: 5 },
      order,
    );
    expect(wine).toMatchObject({
      cantidad: '1',
      isNew: true,
      tipo_iva: 0.2,
      base_imponible: 10,
      old_taxes: 2,
    });
    const box = newOrderLine(
      { id_producto: 'XC1', nombre: 'Box', precio: 12.1, outCatalog: true, stock: null },
      order,
    );
    expect(box).toMatchObject({ tipo_iva: 0.21, base_imponible: 10, new_taxes: 2.1, outCatalog: true });
  });

  it('caps a last-units line at its stock but never below what the order holds, and not when forced', () => {
    const [line] = editOrderValues(order).lines;
    if (!line) throw new Error('no line');
    expect(lineCap(line, false)).toBe(2);
    expect(lineCap({ ...line, saved_cantidad: 0 }, false)).toBe(1);
    expect(lineCap(line, true)).toBeUndefined();
  });

  it('sends the lines with quantity above 0, capped, and refuses a negative quantity under its row', () => {
    const values = editOrderValues(order);
    const extra = newOrderLine(
      { id_producto: 'XC1', nombre: 'Box', precio: 5, outCatalog: true, stock: null },
      order,
    );
    const result = editOrderRule({
      ...values,
      lines: [
        { ...(values.lines[0] as (typeof values.lines)[0]), cantidad: '9' },
        { ...extra, cantidad: '0' },
      ],
    });
    expect(result.ok && result.value.product_lines.map((l) => [l.id_producto, l.cantidad])).toEqual([
      ['CH12499', 2],
    ]);
    const forced = editOrderRule({
      ...values,
      forced: true,
      lines: [{ ...(values.lines[0] as (typeof values.lines)[0]), cantidad: '9' }],
    });
    expect(forced.ok && forced.value).toMatchObject({ forced: true, product_lines: [{ cantidad: 9 }] });
    const refused = editOrderRule({
      ...values,
      lines: [{ ...(values.lines[0] as (typeof values.lines)[0]), cantidad: '-1' }],
    });
    expect(refused.ok ? [] : refused.issues.map((i) => editOrderFieldOf(i.path))).toEqual([
      'lines.0.cantidad',
    ]);
    expect(editOrderFieldOf('product_lines.3.id_producto')).toBeNull();
  });

  it('totals the lines as typed at the old or the new price', () => {
    const values = editOrderValues(order);
    expect(typedTotal(values.lines, false)).toBe(133.1);
    expect(typedTotal(values.lines, true)).toBe(140);
  });
});
