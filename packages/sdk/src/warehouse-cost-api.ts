import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { request } from './request';

type Schemas = components['schemas'];
/** A month's warehouse cost (§3 Warehouse cost, with the month it covers). */
export type WarehouseCost = Schemas['WarehouseCost'];
/** The body of a warehouse cost: the day and the cost. */
export type WarehouseCostRegister = Schemas['WarehouseCostRegister'];
/** What a recalculation of the preparation costs did. */
export type WarehouseCostRecalculation = Schemas['WarehouseCostRecalculation'];
export type WarehouseCostPreparationChange = Schemas['WarehouseCostPreparationChange'];

const costSchema = componentSchema(
  'WarehouseCost',
  z.object({
    id_coste: z.number(),
    mes: z.string(),
    fecha_factura: z.string(),
    fecha_registro: z.string(),
    numero_botellas: z.number(),
    numero_pedidos: z.number(),
    coste_botella: z.number(),
    coste_total: z.number(),
    coste_total_calculado: z.number(),
  }),
);
const recalculationSchema = componentSchema(
  'WarehouseCostRecalculation',
  z.object({
    costes: z.number(),
    pedidos: z.number(),
    changes: z.array(
      componentSchema(
        'WarehouseCostPreparationChange',
        z.object({
          id_pedido: z.number(),
          cod_pedido: z.string(),
          mes: z.string(),
          numero_botellas: z.number(),
          coste_preparacion: z.number(),
        }),
      ),
    ),
  }),
);

/**
 * Import cost warehouse (commerce-operations §7 "Invoice imports"), part of `client.invoices`: the stored costs, a
 * month's cost registered, and the orders' preparation costs recalculated. Admin only: others get a 403 HttpError.
 */
export function createWarehouseCostApi(raw: Client<paths>) {
  return {
    /**
     * The warehouse costs, newest month first.
     * @example const costs = await client.invoices.warehouseCosts();
     */
    warehouseCosts: () =>
      request('erpWarehouseCosts', z.array(costSchema), () => raw.GET('/db/erp/orders/@get-worker-cost')),

    /**
     * Registers the cost of the month of `date` (its orders and bottles counted); a month registered already is 409.
     * @example const cost = await client.invoices.registerWarehouseCost({ date: '2026-10-31', cost: 1850.4 });
     */
    registerWarehouseCost: (body: WarehouseCostRegister) =>
      request('erpWarehouseCostRegister', costSchema, () =>
        raw.POST('/db/erp/orders/@import-worker-cost-order', { body }),
      ),

    /**
     * Sets every order's preparation cost from its month's warehouse cost; `pedidos` 0 means nothing to recalculate.
     * @example const { pedidos, changes } = await client.invoices.recalculatePreparationCosts();
     */
    recalculatePreparationCosts: () =>
      request('erpWarehouseCostRecalculate', recalculationSchema, () =>
        raw.POST('/db/erp/orders/@recalculate-order-preparation-costs'),
      ),
  };
}
