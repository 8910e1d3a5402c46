import type { components } from '@cellar/contract';
import type { ShopId } from '@cellar/validation';
import {
  commerceMessages,
  type DelayedOrderAction,
  delayedOrderAction,
  shopOrderId,
  WAREHOUSE_CODES,
  type WarehouseCode,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { conflict, notFound } from '../http/errors';
import type { OutgoingMail } from '../newsletters/outbox';

const { delays } = commerceMessages;

type Schemas = components['schemas'];

/** What one action on a delayed order did. */
export type DelayedOrderActionResult = Schemas['DelayedOrderActionResult'];

interface OrderRow {
  id_pedido: number;
  cod_pedido: string;
  shop: ShopId;
  id_usuario: number | null;
  precio_total: number;
}

interface LineRow {
  id_linea_pedido: number;
  id_producto: string;
  nombre: string;
  cantidad: number;
  precio: number;
  id_prov_vino: string;
  fecha_stock: string | null;
  retraso: 'pending' | 'notified' | 'completed' | null;
}

/** Real stock of a product over the three warehouses, as SQL over `p` (the product id expression). */
const STOCK_OF = (p: string) =>
  `COALESCE((SELECT SUM(stock_real) FROM erp_warehouse_stock WHERE id_producto = ${p}), 0)`;

/**
 * Delays & Notifications (§2, §4, §7): the late lines of a shop's orders, the stock bookings of a product, and
 * the three ways a late line is handled (change vintage, notify unavailable, notify delay), each of which takes
 * the line out of the list. Every write here runs inside the caller's audited transaction.
 */
export class DelayedOrderStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** One row per pending late line of the shop's orders, oldest order first. */
  delayedOrders(shop: ShopId): Schemas['DelayedOrder'][] {
    return this.db
      .prepare<{ shop: ShopId }, Schemas['DelayedOrder']>(
        `SELECT o.cod_pedido, o.id_pedido, o.id_usuario, u.email, o.incidencia, o.precio_total, o.clasificacion,
                l.id_producto, l.nombre, l.fecha_stock, o.fecha, l.id_prov_vino, l.ccompra,
                ${STOCK_OF('l.id_producto')} AS stock_real,
                (SELECT SUM(l2.cantidad) FROM erp_order_lines l2 JOIN erp_orders o2 ON o2.id_pedido = l2.id_pedido
                  WHERE o2.shop = o.shop AND l2.retraso = 'pending' AND l2.id_producto = l.id_producto) AS sum2,
                l.id_linea_pedido
           FROM erp_order_lines l
           JOIN erp_orders o ON o.id_pedido = l.id_pedido
           LEFT JOIN erp_users u ON u.id_usuario = o.id_usuario
          WHERE o.shop = @shop AND l.retraso = 'pending'
          ORDER BY o.fecha, o.id_pedido, l.id_linea_pedido`,
      )
      .all({ shop });
  }

  /**
   * The stock-booking sub-table of a product in a shop: each warehouse (cas, tr2, clr) with its real stock, the
   * units booked in it (every shop), what is available, and the bookings of the shop's lines of that product.
   */
  stocks(id_producto: string, shop: ShopId): Schemas['StockBookingTable'] {
    const known = this.db
      .prepare<[string, string], { n: number }>(
        `SELECT (SELECT COUNT(*) FROM erp_products WHERE id_producto = ?)
              + (SELECT COUNT(*) FROM erp_warehouse_stock WHERE id_producto = ?) AS n`,
      )
      .get(id_producto, id_producto);
    if (!known?.n) throw notFound(commerceMessages.offers.unknownProduct(id_producto));
    const stockOf = new Map(
      this.db
        .prepare<[string], { almacen: WarehouseCode; stock_real: number }>(
          'SELECT almacen, stock_real FROM erp_warehouse_stock WHERE id_producto = ?',
        )
        .all(id_producto)
        .map((row) => [row.almacen, row.stock_real]),
    );
    const bookedOf = new Map(
      this.db
        .prepare<[string], { almacen: WarehouseCode; res: number }>(
          `SELECT b.almacen, SUM(b.res) AS res FROM erp_stock_bookings b
             JOIN erp_order_lines l ON l.id_linea_pedido = b.id_linea_pedido
            WHERE l.id_producto = ? GROUP BY b.almacen`,
        )
        .all(id_producto)
        .map((row) => [row.almacen, row.res]),
    );
    const bookings = this.db
      .prepare<
        [string, ShopId],
        {
          almacen: WarehouseCode;
          id_linea_pedido: number;
          cod_pedido: string;
          id_pedido: number;
          res: number;
          cantidad_pedido: number;
        }
      >(
        `SELECT b.almacen, l.id_linea_pedido, o.cod_pedido, o.id_pedido, b.res, l.cantidad AS cantidad_pedido
           FROM erp_stock_bookings b
           JOIN erp_order_lines l ON l.id_linea_pedido = b.id_linea_pedido
           JOIN erp_orders o ON o.id_pedido = l.id_pedido
          WHERE l.id_producto = ? AND o.shop = ?
          ORDER BY o.fecha, l.id_linea_pedido`,
      )
      .all(id_producto, shop);
    const stock_agg = WAREHOUSE_CODES.reduce((sum, code) => sum + (stockOf.get(code) ?? 0), 0);
    return {
      id_producto,
      shop,
      stock_agg,
      warehouses: WAREHOUSE_CODES.map((almacen) => {
        const stock_real = stockOf.get(almacen) ?? 0;
        const res = bookedOf.get(almacen) ?? 0;
        const dsp = stock_real - res;
        return {
          almacen,
          stock_real,
          res,
          dsp,
          bookings: bookings
            .filter((booking) => booking.almacen === almacen)
            .map(({ almacen: _, ...booking }) => ({ ...booking, id_producto, dsp, stock_real, stock_agg })),
        };
      }),
    };
  }

  /** The order `id_pedido` of `shop`; a letter of another shop is the same 404 as an unknown id. */
  requireOrder(shop: ShopId, id_pedido: number): OrderRow {
    const order = this.db
      .prepare<[number, ShopId], OrderRow>(
        'SELECT id_pedido, cod_pedido, shop, id_usuario, precio_total FROM erp_orders WHERE id_pedido = ? AND shop = ?',
      )
      .get(id_pedido, shop);
    if (!order) throw notFound(`Order ${shopOrderId(shop, id_pedido)} not found`);
    return order;
  }

  /**
   * cam: each pending late line of a cam supplier takes the next vintage of its product (the same grupo, the
   * lowest anyada above it, in stock in the warehouses): that product's id, name and price; the line is
   * 'completed' and precio_total recomputed. No such vintage: 409 and nothing changes.
   */
  changeVintage(shop: ShopId, id_pedido: number): DelayedOrderActionResult {
    const order = this.requireOrder(shop, id_pedido);
    const pending = this.#lateLines(order, 'changeVintage', 'of a cam supplier', () => true);
    const lines = pending.map((line) => {
      const next = this.db
        .prepare<[string], { id_producto: string; nombre: string; precio: number }>(
          `SELECT p.id_producto, p.nombre, p.precio FROM erp_products p
             JOIN erp_products current ON current.id_producto = ?
            WHERE p.grupo = current.grupo AND p.id_producto <> current.id_producto
              AND p.anyada IS NOT NULL AND current.anyada IS NOT NULL AND p.anyada > current.anyada
              AND ${STOCK_OF('p.id_producto')} > 0
            ORDER BY p.anyada, p.id_producto LIMIT 1`,
        )
        .get(line.id_producto);
      if (!next) throw conflict(delays.noOtherVintage(order.cod_pedido, line.id_producto));
      this.db
        .prepare(
          `UPDATE erp_order_lines SET id_producto = ?, nombre = ?, precio = ?, retraso = 'completed'
            WHERE id_linea_pedido = ?`,
        )
        .run(next.id_producto, next.nombre, next.precio, line.id_linea_pedido);
      return {
        id_linea_pedido: line.id_linea_pedido,
        id_producto: next.id_producto,
        nombre: next.nombre,
        fecha_stock: line.fecha_stock,
        previous_id_producto: line.id_producto,
      };
    });
    return this.#done(order, 'changeVintage', 'completed', lines);
  }

  /** ago: the pending late line of product `referencia` is notified as unavailable. */
  notifyUnavailable(shop: ShopId, id_pedido: number, referencia: string): DelayedOrderActionResult {
    const order = this.requireOrder(shop, id_pedido);
    const pending = this.#lateLines(
      order,
      'notifyUnavailable',
      `of product ${referencia} from supplier ago`,
      (line) => line.id_producto === referencia,
    );
    this.#mark(pending, 'notified');
    return this.#done(order, 'notifyUnavailable', 'notified', pending);
  }

  /** Other suppliers: the pending late lines of `products` get fecha_stock = date and are notified. */
  notifyDelay(shop: ShopId, id_pedido: number, products: string[], date: string): DelayedOrderActionResult {
    const order = this.requireOrder(shop, id_pedido);
    const pending = products.flatMap((id_producto) =>
      this.#lateLines(
        order,
        'notifyDelay',
        `of product ${id_producto} to notify a delay for`,
        (line) => line.id_producto === id_producto,
      ),
    );
    const update = this.db.prepare('UPDATE erp_order_lines SET fecha_stock = ? WHERE id_linea_pedido = ?');
    for (const line of pending) update.run(date, line.id_linea_pedido);
    this.#mark(pending, 'notified');
    return this.#done(
      order,
      'notifyDelay',
      'notified',
      pending.map((line) => ({ ...line, fecha_stock: date })),
    );
  }

  /**
   * The late lines of the order whose supplier calls for `action` and that `matches` picks: 409 when there is
   * none, 409 'already handled' when none of them is still pending.
   */
  #lateLines(
    order: OrderRow,
    action: DelayedOrderAction,
    what: string,
    matches: (line: LineRow) => boolean,
  ): LineRow[] {
    const late = this.db
      .prepare<[number], LineRow>(
        `SELECT id_linea_pedido, id_producto, nombre, cantidad, precio, id_prov_vino, fecha_stock, retraso
           FROM erp_order_lines WHERE id_pedido = ? AND retraso IS NOT NULL ORDER BY id_linea_pedido`,
      )
      .all(order.id_pedido)
      .filter((line) => delayedOrderAction(line.id_prov_vino) === action && matches(line));
    if (late.length === 0) throw conflict(delays.noLateLine(order.cod_pedido, what));
    const pending = late.filter((line) => line.retraso === 'pending');
    if (pending.length === 0) throw conflict(delays.alreadyHandled(order.cod_pedido));
    return pending;
  }

  #mark(lines: readonly LineRow[], retraso: 'notified' | 'completed'): void {
    const update = this.db.prepare('UPDATE erp_order_lines SET retraso = ? WHERE id_linea_pedido = ?');
    for (const line of lines) update.run(retraso, line.id_linea_pedido);
  }

  #done(
    order: OrderRow,
    action: DelayedOrderAction,
    retraso: 'notified' | 'completed',
    lines: DelayedOrderActionResult['lines'],
  ): DelayedOrderActionResult {
    this.db
      .prepare(
        `UPDATE erp_orders SET
           precio_total = (SELECT ROUND(COALESCE(SUM(cantidad * precio), 0), 2) FROM erp_order_lines WHERE id_pedido = @id),
           modification_date = @date
         WHERE id_pedido = @id`,
      )
      .run({ id: order.id_pedido, date: new Date(this.now()).toISOString() });
    const precio_total =
      this.db
        .prepare<[number], { precio_total: number }>(
          'SELECT precio_total FROM erp_orders WHERE id_pedido = ?',
        )
        .get(order.id_pedido)?.precio_total ?? order.precio_total;
    return {
      id_pedido: order.id_pedido,
      cod_pedido: order.cod_pedido,
      action,
      retraso,
      lines: lines.map(({ id_linea_pedido, id_producto, nombre, fecha_stock, previous_id_producto }) => ({
        id_linea_pedido,
        id_producto,
        nombre,
        fecha_stock,
        ...(previous_id_producto === undefined ? {} : { previous_id_producto }),
      })),
      precio_total,
      notified: null,
    };
  }

  /** The order's customer (email and language), when the order has one. */
  customerOf(id_pedido: number): { email: string; idioma: string } | undefined {
    return this.db
      .prepare<[number], { email: string; idioma: string }>(
        `SELECT u.email, u.idioma FROM erp_orders o JOIN erp_users u ON u.id_usuario = o.id_usuario
          WHERE o.id_pedido = ?`,
      )
      .get(id_pedido);
  }
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The customer's notice of a notified late line (kind 'order-notification' of the local outbox): which products
 * are unavailable, or the day they are expected. A vintage change sends none (ours: the spec names the calls only).
 */
export function orderNotificationMail(
  result: DelayedOrderActionResult,
  customer: { email: string; idioma: string },
): OutgoingMail | undefined {
  if (result.action === 'changeVintage') return undefined;
  const items = result.lines.map((line) =>
    result.action === 'notifyUnavailable'
      ? `${line.nombre} (${line.id_producto}) is no longer available.`
      : `${line.nombre} (${line.id_producto}) is expected on ${line.fecha_stock ?? ''}.`,
  );
  return {
    kind: 'order-notification',
    recipient: customer.email,
    subject: `Your order ${result.cod_pedido}`,
    html: `<p>About your order ${escapeHtml(result.cod_pedido)}:</p><ul>${items
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ul>`,
    lang: customer.idioma,
  };
}
