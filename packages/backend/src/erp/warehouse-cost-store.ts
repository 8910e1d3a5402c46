import type { components } from '@cellar/contract';
import { madridDay } from '@cellar/validation';
import {
  commerceMessages,
  costPerBottle,
  ORDER_STATES,
  toCents,
  type WarehouseCost,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { conflict } from '../http/errors';

const { taxService: messages } = commerceMessages;

type Schemas = components['schemas'];

const EXCLUDED_STATES = [ORDER_STATES.cancelled, ORDER_STATES.merged];
const COLUMNS =
  'id_coste, mes, fecha_factura, fecha_registro, numero_botellas, numero_pedidos, coste_botella, coste_total, coste_total_calculado';

/**
 * Warehouse costs (docs/decisions.md): the warehouse's invoice for a month, shared over the bottles of that month's
 * orders, and each order's preparation cost (`erp_orders.coste_preparacion`) from it.
 */
export class WarehouseCostStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** The orders placed in a Madrid month (yyyy-MM), neither cancelled nor merged, with their bottles. */
  private ordersOfMonths(): Map<string, { id_pedido: number; cod_pedido: string; botellas: number }[]> {
    const rows = this.db
      .prepare(
        `SELECT o.id_pedido, o.cod_pedido, o.fecha, COALESCE(SUM(l.cantidad), 0) AS botellas
           FROM erp_orders o LEFT JOIN erp_order_lines l ON l.id_pedido = o.id_pedido
          WHERE o.id_estado_pd NOT IN (${EXCLUDED_STATES.join(', ')})
          GROUP BY o.id_pedido ORDER BY o.id_pedido`,
      )
      .all() as { id_pedido: number; cod_pedido: string; fecha: string; botellas: number }[];
    const months = new Map<string, { id_pedido: number; cod_pedido: string; botellas: number }[]>();
    for (const { fecha, ...order } of rows) {
      const month = madridDay(Date.parse(fecha)).slice(0, 7);
      months.set(month, [...(months.get(month) ?? []), order]);
    }
    return months;
  }

  /** GET @get-worker-cost: the stored costs, newest month first. */
  costs(): Schemas['WarehouseCost'][] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM erp_warehouse_costs ORDER BY mes DESC`)
      .all() as Schemas['WarehouseCost'][];
  }

  /**
   * POST @import-worker-cost-order: the cost of the month of `date`, with its orders and bottles counted and the
   * cost per bottle. A month registered already is 409 and nothing is written (call inside the audited write).
   */
  register({ date, cost }: WarehouseCost): Schemas['WarehouseCost'] {
    const mes = date.slice(0, 7);
    if (this.db.prepare('SELECT 1 FROM erp_warehouse_costs WHERE mes = ?').get(mes))
      throw conflict(messages.warehouseCostExists(mes));
    const orders = this.ordersOfMonths().get(mes) ?? [];
    const numero_botellas = orders.reduce((sum, order) => sum + order.botellas, 0);
    const coste_botella = costPerBottle(cost, numero_botellas);
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO erp_warehouse_costs (mes, fecha_factura, fecha_registro, numero_botellas, numero_pedidos,
           coste_botella, coste_total, coste_total_calculado) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        mes,
        date,
        new Date(this.now()).toISOString(),
        numero_botellas,
        orders.length,
        coste_botella,
        toCents(cost),
        toCents(coste_botella * numero_botellas),
      );
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM erp_warehouse_costs WHERE id_coste = ?`)
      .get(lastInsertRowid) as Schemas['WarehouseCost'];
  }

  /**
   * POST @recalculate-order-preparation-costs: every order of a month with a warehouse cost takes its bottles times
   * that month's cost per bottle. Only the orders whose cost changes are written and answered.
   */
  recalculate(): Schemas['WarehouseCostRecalculation'] {
    const costs = this.costs();
    const months = this.ordersOfMonths();
    const current = this.db.prepare('SELECT coste_preparacion FROM erp_orders WHERE id_pedido = ?');
    const update = this.db.prepare(
      'UPDATE erp_orders SET coste_preparacion = ?, modification_date = ? WHERE id_pedido = ?',
    );
    const stamp = new Date(this.now()).toISOString();
    const changes: Schemas['WarehouseCostPreparationChange'][] = [];
    let pedidos = 0;
    for (const cost of costs)
      for (const order of months.get(cost.mes) ?? []) {
        pedidos += 1;
        const coste_preparacion = toCents(order.botellas * cost.coste_botella);
        const before = current.get(order.id_pedido) as { coste_preparacion: number | null };
        if (before.coste_preparacion === coste_preparacion) continue;
        update.run(coste_preparacion, stamp, order.id_pedido);
        changes.push({
          id_pedido: order.id_pedido,
          cod_pedido: order.cod_pedido,
          mes: cost.mes,
          numero_botellas: order.botellas,
          coste_preparacion,
        });
      }
    return { costes: costs.length, pedidos, changes };
  }
}
