import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { request } from './request';

type Schemas = components['schemas'];
/** An Edit-order line (commerce-operations §3), with what its quantity cap needs (last_units, stock). */
export type OrderFullLine = Schemas['OrderFullLine'];
/** An order as Edit order reads it (GET /orders/{id}/@full). */
export type OrderFull = Schemas['OrderFull'];
/** A line to save: id_producto and cantidad are what the server reads. */
export type OrderEditLine = Schemas['OrderEditLine'];
/** The body of POST /orders/{id}/@update-products (build it with validation's `prepareOrderEdit`). */
export type OrderEditPayload = Schemas['OrderEditPayload'];
/** One product inside a pack line of the saved order. */
export type OrderEditPackProduct = Schemas['OrderEditPackProduct'];
/** The saved order and the products of its pack lines. */
export type OrderEditResult = Schemas['OrderEditResult'];
/** An out-of-catalogue product (VAT 0.21). */
export type OrderEditOutCatalogProduct = Schemas['OrderEditOutCatalogProduct'];

const shopSchema = z.enum(['cellar', 'italvinus', 'fr', 'de', 'uk']);
const lineSchema = componentSchema(
  'OrderFullLine',
  z.object({
    id_producto: z.string(),
    nombre: z.string(),
    cantidad: z.number(),
    base_imponible: z.number(),
    tipo_iva: z.number(),
    old_price: z.number(),
    new_price: z.number(),
    old_taxes: z.number(),
    new_taxes: z.number(),
    isNew: z.boolean(),
    outCatalog: z.boolean(),
    currency: z.string(),
    last_units: z.boolean(),
    stock: z.number().nullable(),
  }),
);
const orderShape = {
  id_pedido: z.number(),
  cod_pedido: z.string(),
  shop: shopSchema,
  currency: z.string(),
  precio_total: z.number(),
  id_estado_pd: z.number(),
  lines: z.array(lineSchema),
};
const orderFullSchema = componentSchema('OrderFull', z.object(orderShape));
const packProductSchema = componentSchema(
  'OrderEditPackProduct',
  z.object({ id_pack: z.string(), id_producto: z.string(), nombre: z.string(), cantidad: z.number() }),
);
const editResultSchema = componentSchema(
  'OrderEditResult',
  z.object({ ...orderShape, pack_products: z.array(packProductSchema) }),
);
const outCatalogSchema = componentSchema(
  'OrderEditOutCatalogProduct',
  z.object({ id_producto: z.string(), nombre: z.string(), precio: z.number() }),
);

const order = (id: number) => ({ path: { id } });

/**
 * Edit order (commerce-operations §7 "Orders and analytics"): read an order with today's prices, list the
 * out-of-catalogue products, and save the lines. Failures are the SDK's typed errors: `ValidationError` (400) for a
 * bad line or an unknown product (details on `product_lines.{i}.…`), `ConflictError` (409) for an order not
 * editable in its state or a last-units quantity above the stock without `forced`, `NotFoundError` (404),
 * `ForbiddenError` (403) for anyone but the admin.
 */
export function createEditOrderApi(raw: Client<paths>) {
  return {
    /**
     * The order (id = id_pedido) with every Edit-order line.
     *
     * @example
     * const { cod_pedido, lines, precio_total } = await client.orders.full(500001);
     */
    full: (id: number): Promise<OrderFull> =>
      request('erpOrderFull', orderFullSchema, () =>
        raw.GET('/db/erp/orders/{id}/@full', { params: order(id) }),
      ),

    /**
     * The out-of-catalogue products (gift boxes, services), each with its name and price.
     *
     * @example
     * const products = await client.orders.outCatalogProducts();
     */
    outCatalogProducts: (): Promise<OrderEditOutCatalogProduct[]> =>
      request('erpOutCatalogProducts', z.array(outCatalogSchema), () =>
        raw.GET('/db/erp/@ids-products-out-catalog'),
      ),

    /**
     * Replaces the order's lines (lines at 0 are dropped) and answers the saved order with its packs' products.
     *
     * @example
     * const saved = await client.orders.updateProducts(500001, {
     *   product_lines: [{ id_producto: 'CH12499', cantidad: 3 }],
     *   change_price: false,
     *   forced: false,
     * });
     */
    updateProducts: (id: number, body: OrderEditPayload): Promise<OrderEditResult> =>
      request('erpOrderUpdateProducts', editResultSchema, () =>
        raw.POST('/db/erp/orders/{id}/@update-products', { params: order(id), body }),
      ),
  };
}

export type EditOrderApi = ReturnType<typeof createEditOrderApi>;
