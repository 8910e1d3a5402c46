import type { components, paths } from '@cellar/contract';
import { SHOP_IDS, type ShopId } from '@cellar/validation';
import {
  DELAYED_ORDER_ACTIONS,
  GROUP_ORDER_CASES,
  shopOrderId,
  WAREHOUSE_CODES,
} from '@cellar/validation/commerce';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { request } from './request';

type Schemas = components['schemas'];
/** A delayed-order row: one late line of a shop's orders. */
export type DelayedOrder = Schemas['DelayedOrder'];
/** The stock-booking sub-table of a product: the warehouses cas, tr2, clr with their bookings. */
export type StockBookingTable = Schemas['StockBookingTable'];
export type StockBookingWarehouse = Schemas['StockBookingWarehouse'];
export type StockBooking = Schemas['StockBooking'];
/** What an action on a delayed order did (cod_pedido, action, the handled lines). */
export type DelayedOrderActionResult = Schemas['DelayedOrderActionResult'];
/** A shop and buyer pair with preparable group orders. */
export type GroupOrderProvider = Schemas['GroupOrderProvider'];
/** A group order row: one line of a preparable group order, CON or SIN. */
export type GroupOrder = Schemas['GroupOrder'];
export type GroupOrderMerge = Schemas['GroupOrderMerge'];
export type GroupOrderMerged = Schemas['GroupOrderMerged'];

const shopSchema = componentSchema('DelayedOrderShop', z.enum(SHOP_IDS));
const delayedOrderSchema = componentSchema(
  'DelayedOrder',
  z.object({
    cod_pedido: z.string(),
    id_pedido: z.number(),
    id_usuario: z.number().nullable(),
    email: z.string().nullable(),
    incidencia: z.string(),
    precio_total: z.number(),
    clasificacion: z.string(),
    id_producto: z.string(),
    nombre: z.string(),
    fecha_stock: z.string().nullable(),
    fecha: z.string(),
    id_prov_vino: z.string(),
    ccompra: z.number(),
    stock_real: z.number(),
    sum2: z.number(),
    id_linea_pedido: z.number(),
  }),
);
const stockBookingSchema = componentSchema(
  'StockBooking',
  z.object({
    id_linea_pedido: z.number(),
    cod_pedido: z.string(),
    id_pedido: z.number(),
    id_producto: z.string(),
    dsp: z.number(),
    res: z.number(),
    stock_real: z.number(),
    cantidad_pedido: z.number(),
    stock_agg: z.number(),
  }),
);
const stockTableSchema = componentSchema(
  'StockBookingTable',
  z.object({
    id_producto: z.string(),
    shop: shopSchema,
    stock_agg: z.number(),
    warehouses: z.array(
      componentSchema(
        'StockBookingWarehouse',
        z.object({
          almacen: z.enum(WAREHOUSE_CODES),
          stock_real: z.number(),
          res: z.number(),
          dsp: z.number(),
          bookings: z.array(stockBookingSchema),
        }),
      ),
    ),
  }),
);
const actionResultSchema = componentSchema(
  'DelayedOrderActionResult',
  z.object({
    id_pedido: z.number(),
    cod_pedido: z.string(),
    action: z.enum(DELAYED_ORDER_ACTIONS),
    retraso: z.enum(['notified', 'completed']),
    precio_total: z.number(),
    notified: z.string().nullable(),
    lines: z.array(
      z.object({
        id_linea_pedido: z.number(),
        id_producto: z.string(),
        nombre: z.string(),
        fecha_stock: z.string().nullable(),
        previous_id_producto: z.string().optional(),
      }),
    ),
  }),
);
const providerSchema = componentSchema(
  'GroupOrderProvider',
  z.object({ tienda: shopSchema, comprador: shopSchema }),
);
const groupOrderSchema = componentSchema(
  'GroupOrder',
  z.object({
    id_pedido: z.number(),
    cod_pedido: z.string(),
    id_producto: z.string(),
    case: z.enum(GROUP_ORDER_CASES),
    cantidad_pedido: z.number(),
    id_linea_pedido: z.number(),
    nombre: z.string(),
  }),
);
const mergedSchema = componentSchema(
  'GroupOrderMerged',
  z.object({ id_pedido: z.number(), cod_pedido: z.string(), merged: z.array(z.number()) }),
);

const orderParams = (shop: ShopId, id_pedido: number) => ({
  params: { path: { order: shopOrderId(shop, id_pedido) } },
});

/**
 * Delays & Notifications and Group Orders (commerce-operations §7 "Delays and group orders"), part of
 * `client.orders`. Admin only: any other account gets a 403 HttpError. The per-order calls take the order's shop
 * and id_pedido and send the shop letter (V, I, F, D, U) in the path.
 */
export function createDelayedOrdersApi(raw: Client<paths>) {
  return {
    /**
     * The late lines of a shop's orders, oldest order first.
     * @example const rows = await client.orders.delayedOrders('cellar');
     */
    delayedOrders: (shop: ShopId) =>
      request('erpDelayedOrders', z.array(delayedOrderSchema), () =>
        raw.GET('/db/erp/orders/@delayed-orders', { params: { query: { shop } } }),
      ),

    /**
     * The stock-booking sub-table of a product in a shop (warehouses cas, tr2, clr).
     * @example const { warehouses, stock_agg } = await client.orders.stocks('RA10476', 'cellar');
     */
    stocks: (id_producto: string, shop: ShopId) =>
      request('erpOrderStocks', stockTableSchema, () =>
        raw.GET('/db/erp/orders/@stocks', { params: { query: { id_producto, shop } } }),
      ),

    /**
     * cam supplier: the late line takes the next vintage of its product; 409 when there is none.
     * @example const { cod_pedido } = await client.orders.changeVintage('cellar', 500002);
     */
    changeVintage: (shop: ShopId, id_pedido: number) =>
      request('erpDelayedOrderChangeVintage', actionResultSchema, () =>
        raw.POST('/db/erp/orders/{order}/@change-vintage', orderParams(shop, id_pedido)),
      ),

    /**
     * ago supplier: notifies the customer that product `referencia` is unavailable.
     * @example await client.orders.notifyUnavailable('de', 500073, 'WE13640');
     */
    notifyUnavailable: (shop: ShopId, id_pedido: number, referencia: string) =>
      request('erpDelayedOrderUpdateNa', actionResultSchema, () =>
        raw.POST('/db/erp/orders/{order}/@update-na', {
          ...orderParams(shop, id_pedido),
          body: { referencia },
        }),
      ),

    /**
     * Other suppliers: notifies a delay; the products' stock is expected on `date` (YYYY-MM-DD, not in the past).
     * @example await client.orders.notifyDelay('uk', 500099, { products: ['CA11176'], date: '2026-12-01' });
     */
    notifyDelay: (shop: ShopId, id_pedido: number, body: { products: string[]; date: string }) =>
      request('erpDelayedOrderNotifyDelay', actionResultSchema, () =>
        raw.POST('/db/erp/orders/{order}/@notify-delay', { ...orderParams(shop, id_pedido), body }),
      ),

    /**
     * The shop and buyer pairs with preparable group orders.
     * @example const pairs = await client.orders.groupProviders();
     */
    groupProviders: () =>
      request('erpGroupProviders', z.array(providerSchema), () => raw.GET('/db/erp/orders/@group-providers')),

    /**
     * The lines of the preparable group orders of a shop for a buyer, CON or SIN.
     * @example const rows = await client.orders.preparableGroupOrders('cellar', 'fr');
     */
    preparableGroupOrders: (shop: ShopId, buyer: ShopId) =>
      request('erpPreparableGroupOrders', z.array(groupOrderSchema), () =>
        raw.GET('/db/erp/orders/@preparable-group-orders', { params: { query: { shop, buyer } } }),
      ),

    /**
     * Merges at least two preparable group orders of the pair into one new order.
     * @example const { id_pedido } = await client.orders.mergeGroupOrders({ orders: [500121, 500122], shop: 'cellar', buyer: 'fr' });
     */
    mergeGroupOrders: (body: GroupOrderMerge) =>
      request('erpMergeGroupOrders', mergedSchema, () =>
        raw.POST('/db/erp/orders/@merge-group-orders', { body }),
      ),
  };
}
