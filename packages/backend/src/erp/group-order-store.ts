import type { components } from '@cellar/contract';
import { SHOPS, type ShopId, shopCurrency } from '@cellar/validation';
import { commerceMessages, ORDER_STATES } from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { badRequest, conflict } from '../http/errors';

const { delays } = commerceMessages;

type Schemas = components['schemas'];

/** A merge: what the route answers, and the new order's total. */
export type MergedGroupOrder = Schemas['GroupOrderMerged'] & { precio_total: number };

/** Preparable: a group order (comprador set) that is paid and not merged into another. */
const PREPARABLE = `o.comprador IS NOT NULL AND o.id_estado_pd = ${ORDER_STATES.paid} AND o.merged_into IS NULL`;

interface MergedLine {
  id_producto: string;
  nombre: string;
  cantidad: number;
  precio: number;
  tipo_iva: number;
  out_catalog: number;
  id_prov_vino: string;
}

/**
 * Group orders (§2, §7): the orders a shop prepares for a buyer shop, listed per pair while paid and not merged,
 * and merged into one new order of the shop (state in preparation), the merged ones taking the state merged.
 */
export class GroupOrderStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  providers(): Schemas['GroupOrderProvider'][] {
    return this.db
      .prepare<[], Schemas['GroupOrderProvider']>(
        `SELECT DISTINCT o.shop AS tienda, o.comprador FROM erp_orders o WHERE ${PREPARABLE}
          ORDER BY o.shop, o.comprador`,
      )
      .all();
  }

  preparable(shop: ShopId, buyer: ShopId): Schemas['GroupOrder'][] {
    return this.db
      .prepare<{ shop: ShopId; buyer: ShopId }, Schemas['GroupOrder']>(
        `SELECT o.id_pedido, o.cod_pedido, l.id_producto,
                CASE WHEN COALESCE((SELECT SUM(s.stock_real) FROM erp_warehouse_stock s WHERE s.id_producto = l.id_producto), 0)
                        - COALESCE((SELECT SUM(b.res) FROM erp_stock_bookings b JOIN erp_order_lines bl ON bl.id_linea_pedido = b.id_linea_pedido
                                     WHERE bl.id_producto = l.id_producto), 0) >= l.cantidad
                     THEN 'CON' ELSE 'SIN' END AS "case",
                l.cantidad AS cantidad_pedido, l.id_linea_pedido, l.nombre
           FROM erp_orders o JOIN erp_order_lines l ON l.id_pedido = o.id_pedido
          WHERE o.shop = @shop AND o.comprador = @buyer AND ${PREPARABLE}
          ORDER BY o.fecha, o.id_pedido, l.id_linea_pedido`,
      )
      .all({ shop, buyer });
  }

  /**
   * Merges the orders (at least two, each a preparable group order of the pair, else nothing changes) into one
   * new order of the shop: the lines summed per product (the first line's name, price and VAT), bookings moved
   * to the new lines, precio_total computed, the customer and address of the first (lowest id) order. The new
   * order is paid and in preparation; the merged ones take ORDER_STATES.merged and merged_into.
   */
  merge({ orders, shop, buyer }: Schemas['GroupOrderMerge']): MergedGroupOrder {
    const ids = [...new Set(orders)].sort((a, b) => a - b);
    if (ids.length < 2) throw badRequest([{ path: 'orders', message: delays.mergeTwo }]);
    const marks = ids.map(() => '?').join(', ');
    const found = this.db
      .prepare<(string | number)[], { id_pedido: number }>(
        `SELECT o.id_pedido FROM erp_orders o
          WHERE o.id_pedido IN (${marks}) AND o.shop = ? AND o.comprador = ? AND ${PREPARABLE}`,
      )
      .all(...ids, shop, buyer)
      .map((row) => row.id_pedido);
    const bad = ids.filter((id) => !found.includes(id));
    if (bad.length > 0) throw conflict(delays.notPreparable(bad));

    const first = this.db
      .prepare<[number], { id_usuario: number | null; direccion: string }>(
        'SELECT id_usuario, direccion FROM erp_orders WHERE id_pedido = ?',
      )
      .get(ids[0] as number);
    const lines = this.db
      .prepare<(string | number)[], MergedLine & { id_linea_pedido: number }>(
        `SELECT id_linea_pedido, id_producto, nombre, cantidad, precio, tipo_iva, out_catalog, id_prov_vino
           FROM erp_order_lines WHERE id_pedido IN (${marks}) ORDER BY id_pedido, id_linea_pedido`,
      )
      .all(...ids);
    const byProduct = new Map<string, MergedLine & { from: number[] }>();
    for (const { id_linea_pedido, ...line } of lines) {
      const merged = byProduct.get(line.id_producto);
      if (merged) {
        merged.cantidad += line.cantidad;
        merged.from.push(id_linea_pedido);
      } else byProduct.set(line.id_producto, { ...line, from: [id_linea_pedido] });
    }

    const stamp = new Date(this.now()).toISOString();
    const id_pedido =
      (this.db.prepare<[], { id: number | null }>('SELECT MAX(id_pedido) AS id FROM erp_orders').get()?.id ??
        0) + 1;
    const letter = SHOPS.find((candidate) => candidate.id === shop)?.letter ?? '';
    const cod_pedido = `${letter}${id_pedido}`;
    const precio_total =
      Math.round([...byProduct.values()].reduce((sum, l) => sum + l.cantidad * l.precio, 0) * 100) / 100;
    this.db
      .prepare(
        `INSERT INTO erp_orders (id_pedido, shop, cod_pedido, id_usuario, id_estado_pd, fecha, currency, precio_total,
                                 direccion, comprador, paid, modification_date)
         VALUES (@id_pedido, @shop, @cod_pedido, @id_usuario, @state, @stamp, @currency, @precio_total,
                 @direccion, @buyer, 1, @stamp)`,
      )
      .run({
        id_pedido,
        shop,
        cod_pedido,
        id_usuario: first?.id_usuario ?? null,
        state: ORDER_STATES.preparing,
        stamp,
        currency: shopCurrency(shop),
        precio_total,
        direccion: first?.direccion ?? '{}',
        buyer,
      });
    const insertLine = this.db.prepare(
      `INSERT INTO erp_order_lines (id_pedido, id_producto, nombre, cantidad, precio, tipo_iva, out_catalog, id_prov_vino)
       VALUES (@id_pedido, @id_producto, @nombre, @cantidad, @precio, @tipo_iva, @out_catalog, @id_prov_vino)`,
    );
    const moveBookings = this.db.prepare(
      `INSERT INTO erp_stock_bookings (id_linea_pedido, almacen, res)
         SELECT ?, almacen, SUM(res) FROM erp_stock_bookings WHERE id_linea_pedido IN (SELECT value FROM json_each(?))
          GROUP BY almacen`,
    );
    const dropBookings = this.db.prepare(
      'DELETE FROM erp_stock_bookings WHERE id_linea_pedido IN (SELECT value FROM json_each(?))',
    );
    for (const { from, ...line } of byProduct.values()) {
      const { lastInsertRowid } = insertLine.run({ ...line, id_pedido });
      moveBookings.run(Number(lastInsertRowid), JSON.stringify(from));
      dropBookings.run(JSON.stringify(from));
    }
    this.db
      .prepare(
        `UPDATE erp_orders SET id_estado_pd = ?, merged_into = ?, modification_date = ? WHERE id_pedido IN (${marks})`,
      )
      .run(ORDER_STATES.merged, id_pedido, stamp, ...ids);
    return { id_pedido, cod_pedido, merged: ids, precio_total };
  }
}
