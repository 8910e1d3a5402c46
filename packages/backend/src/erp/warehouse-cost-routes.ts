import { validateWarehouseCost } from '@cellar/validation/commerce';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { parseBody } from './parse-input';
import { WarehouseCostStore } from './warehouse-cost-store';

/**
 * Warehouse costs (commerce-operations §7 "Invoice imports"), part of `/orders`: the stored costs, a month's cost
 * registered, and the orders' preparation costs recalculated from them.
 */
export function warehouseCostRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const store = new WarehouseCostStore(db, now);
  return new Hono<AppEnv>()
    .get('/@get-worker-cost', (c) => c.json(store.costs()))
    .post('/@import-worker-cost-order', async (c) => {
      const cost = await parseBody(c, validateWarehouseCost);
      return c.json(
        write(c, {
          entity: 'warehouse-costs',
          action: 'create',
          run: () => store.register(cost),
          audit: (stored) => ({ key: stored.id_coste, payload: stored }),
        }),
      );
    })
    .post('/@recalculate-order-preparation-costs', (c) =>
      c.json(
        write(c, {
          entity: 'orders',
          action: 'modify',
          run: () => store.recalculate(),
          // Each changed order keeps the change in its own history.
          audit: (result) =>
            result.changes.map((change) => ({
              key: change.id_pedido,
              payload: { coste_preparacion: change.coste_preparacion, mes: change.mes },
            })),
        }),
      ),
    );
}
