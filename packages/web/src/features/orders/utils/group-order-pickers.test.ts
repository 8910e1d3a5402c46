import type { GroupOrder } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { groupOrderBuyersOf, groupOrderPickers, linesOf, selectedOrders } from './group-order-pickers';

const providers = [
  { tienda: 'cellar', comprador: 'fr' },
  { tienda: 'cellar', comprador: 'uk' },
  { tienda: 'cellar', comprador: 'italvinus' },
  { tienda: 'cellar', comprador: 'de' },
  { tienda: 'fr', comprador: 'cellar' },
  { tienda: 'uk', comprador: 'italvinus' },
] as const;

describe('groupOrderPickers', () => {
  it('offers the shops with a buyer, and never uk or italvinus as buyers', () => {
    expect(groupOrderPickers(providers, 'cellar', 'fr')).toEqual({
      shops: ['cellar', 'fr'],
      buyers: ['fr', 'de'],
    });
    expect(groupOrderPickers(providers, 'fr', 'cellar')).toEqual({
      shops: ['cellar', 'fr'],
      buyers: ['cellar'],
    });
  });

  it('keeps the chosen shop and an allowed chosen buyer even without orders', () => {
    expect(groupOrderPickers(providers, 'de', 'fr')).toEqual({
      shops: ['de', 'cellar', 'fr'],
      buyers: ['fr'],
    });
    expect(groupOrderPickers([], 'cellar', 'uk').buyers).toEqual([]);
    expect(groupOrderBuyersOf(providers, 'fr')).toEqual(['cellar']);
    expect(groupOrderBuyersOf(providers, 'uk')).toEqual([]);
  });
});

const row = (id_pedido: number, id_linea_pedido: number): GroupOrder => ({
  id_pedido,
  id_linea_pedido,
  cod_pedido: `V${id_pedido}`,
  id_producto: 'AB12345',
  nombre: 'Wine',
  case: 'CON',
  cantidad_pedido: 1,
});

describe('selectedOrders', () => {
  const rows = [row(1, 11), row(1, 12), row(2, 21)];
  it('checks every line of an order when one is checked, and unchecks them together', () => {
    const one = selectedOrders(rows, new Set(), new Set(['12']));
    expect(one).toEqual(new Set([1]));
    expect(linesOf(rows, one)).toEqual(new Set(['11', '12']));
    expect(selectedOrders(rows, one, new Set(['12']))).toEqual(new Set());
    expect(selectedOrders(rows, one, new Set(['11', '12', '21']))).toEqual(new Set([1, 2]));
  });

  it('forgets orders no longer listed', () => {
    expect(selectedOrders([row(2, 21)], new Set([1, 2]), new Set(['21']))).toEqual(new Set([2]));
  });
});
