import type { components, paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { executeErpGraphql } from './erp-graphql-request';
import { request } from './request';

type Schemas = components['schemas'];
export type MultiOrderInvoiceRow = Schemas['MultiOrderInvoiceRow'];
export type MultiOrderInvoicePage = Schemas['MultiOrderInvoicePage'];
export type MultiOrderInvoice = Schemas['MultiOrderInvoice'];
export type MultiOrderInvoiceOrder = Schemas['MultiOrderInvoiceOrder'];
export type MultiOrderInvoiceSetInvoiced = Schemas['MultiOrderInvoiceSetInvoiced'];
export type MultiOrderInvoiceBatchResult = Schemas['MultiOrderInvoiceBatchResult'];
export type MultiOrderInvoicePaymentConfirmed = Schemas['MultiOrderInvoicePaymentConfirmed'];
/** invoice_multiorder_update: a billing address (one of the invoice user's), or orders that leave the invoice. */
export type MultiOrderInvoiceUpdate = { id_datos_fac: number } | { remove_orders: readonly number[] };
/** The kinds of batch_pedido_addcomment. */
export type MultiOrderInvoiceCommentType = 'GENERAL' | 'PREPARACION' | 'ENTREGA';

const invoiceFields = {
  id: z.number().int(),
  id_factura: z.string(),
  id_usuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  status: z.string(),
  id_pedidos: z.array(z.number().int()),
  id_datos_fac: z.number().int().nullable(),
  payment_collected: z.boolean(),
  creation_date: z.string(),
};

export const multiOrderInvoiceRowSchema = componentSchema('MultiOrderInvoiceRow', z.object(invoiceFields));
export const multiOrderInvoicePageSchema = componentSchema(
  'MultiOrderInvoicePage',
  z.object({
    data: z.array(multiOrderInvoiceRowSchema),
    amount: z.number().int(),
    current_page: z.number().int(),
  }),
);
export const multiOrderInvoiceOrderSchema = componentSchema(
  'MultiOrderInvoiceOrder',
  z.object({
    id_pedido: z.number().int(),
    id_estado_pd: z.number().int(),
    cod_pedido: z.string(),
    precio_total: z.number(),
    currency: z.string(),
    paid: z.boolean(),
    hibernated_until: z.string().nullable(),
    lines: z.array(z.object({ cantidad: z.number().int(), nombre: z.string() })),
    foto_direccion: z.object({ linea1: z.string(), linea2: z.string(), linea3: z.string() }),
    comments: z.array(
      z.object({
        tipo: z.enum(['GENERAL', 'PREPARACION', 'ENTREGA']),
        comment: z.string(),
        author: z.string(),
        fecha: z.string(),
      }),
    ),
  }),
);
export const multiOrderInvoiceSchema = componentSchema(
  'MultiOrderInvoice',
  z.object({ ...invoiceFields, pedidos: z.array(multiOrderInvoiceOrderSchema) }),
);
export const multiOrderInvoiceSetInvoicedSchema = componentSchema(
  'MultiOrderInvoiceSetInvoiced',
  z.object({
    status: z.enum(['OK', 'KO']),
    id: z.number().int(),
    id_factura: z.string(),
    message: z.string().nullable(),
  }),
);
export const multiOrderInvoiceBatchResultSchema = componentSchema(
  'MultiOrderInvoiceBatchResult',
  z.object({ id_pedido: z.number().int(), ok: z.boolean(), message: z.string() }),
);
const paymentConfirmedSchema = componentSchema(
  'MultiOrderInvoicePaymentConfirmed',
  z.object({
    id_multifactura: z.number().int(),
    id_factura: z.string(),
    payment_collected: z.boolean(),
    paid_orders: z.array(z.number().int()),
  }),
);

const ROW =
  'id id_factura id_usuario email nombre status id_pedidos id_datos_fac payment_collected creation_date';
const INVOICE = `${ROW} pedidos {
  id_pedido id_estado_pd cod_pedido precio_total currency paid hibernated_until
  lines { cantidad nombre } foto_direccion { linea1 linea2 linea3 } comments { tipo comment author fecha }
}`;
const BATCH = 'id_pedido ok message';

export const MULTI_ORDER_INVOICE_DOCUMENTS = {
  search: `query InvoiceMultiorderSearch($id_usuario: Int, $page: Int) {
    invoice_multiorder_search(id_usuario: $id_usuario, page: $page) { data { ${ROW} } amount current_page }
  }`,
  get: `query InvoiceMultiorder($id: Int!) { invoice_multiorder(id_multi_order: $id) { ${INVOICE} } }`,
  create: `mutation InvoiceMultiorderCreate($id_usuario: Int!) {
    invoice_multiorder_create(id_usuario: $id_usuario) { ${INVOICE} }
  }`,
  update: `mutation InvoiceMultiorderUpdate($id: Int!, $id_datos_fac: Int, $remove_orders: [Int!]) {
    invoice_multiorder_update(id: $id, id_datos_fac: $id_datos_fac, remove_orders: $remove_orders) { ${INVOICE} }
  }`,
  setInvoiced: `mutation InvoiceMultiorderSetInvoiced($id: Int!) {
    invoice_multiorder_set_invoiced(id_multiorder: $id) { status id id_factura message }
  }`,
  hibernate: `mutation BatchPedidoHibernate($pedidos: [Int!]!, $date: String!) {
    batch_pedido_hibernate(pedidos: $pedidos, date: $date) { ${BATCH} }
  }`,
  addComment: `mutation BatchPedidoAddcomment($pedidos: [Int!]!, $comment: String!, $tipo: String!) {
    batch_pedido_addcomment(pedidos: $pedidos, comment: $comment, tipo: $tipo) { ${BATCH} }
  }`,
  confirmPayment: `mutation BatchPedidoConfirmPayment($pedidos: [Int!]!) {
    batch_pedido_confirm_payment(pedidos: $pedidos) { ${BATCH} }
  }`,
  cancel: `mutation BatchPedidoCancel($pedidos: [Int!]!) { batch_pedido_cancel(pedidos: $pedidos) { ${BATCH} } }`,
} as const;

const batchSchema = z.array(multiOrderInvoiceBatchResultSchema);

/**
 * Multi-order invoices (commerce-operations §7 GraphQL and "Multi-order payment"): the GraphQL operations of the
 * list and the detail, and the two REST payment calls. A refusal of a GraphQL operation is an ErpGraphqlError with
 * the server's message; of a REST call an HttpError.
 */
export function createMultiOrderInvoiceApi(raw: Client<paths>) {
  const run = <S extends z.ZodType>(
    operation: string,
    document: string,
    variables: Record<string, unknown>,
    schema: S,
  ) => executeErpGraphql(raw, { operation, document, variables, field: operation, schema });

  return {
    /**
     * A page (zero-based, 100 a page) of multi-order invoices, newest first; every user's without `id_usuario`.
     * @example const { data, amount } = await client.orders.searchMultiOrderInvoices({ id_usuario: 1010, page: 0 });
     */
    searchMultiOrderInvoices: ({
      id_usuario,
      page = 0,
    }: {
      id_usuario?: number | null;
      page?: number;
    } = {}) =>
      run(
        'invoice_multiorder_search',
        MULTI_ORDER_INVOICE_DOCUMENTS.search,
        { id_usuario: id_usuario ?? null, page },
        multiOrderInvoicePageSchema,
      ),
    /**
     * One multi-order invoice with its orders; null when there is none.
     * @example const invoice = await client.orders.multiOrderInvoice(301);
     */
    multiOrderInvoice: (id: number) =>
      run(
        'invoice_multiorder',
        MULTI_ORDER_INVOICE_DOCUMENTS.get,
        { id },
        multiOrderInvoiceSchema.nullable(),
      ),
    /**
     * Creates a DRAFT invoice for a user (its id_factura given now).
     * @example const invoice = await client.orders.createMultiOrderInvoice(1010);
     */
    createMultiOrderInvoice: (id_usuario: number) =>
      run(
        'invoice_multiorder_create',
        MULTI_ORDER_INVOICE_DOCUMENTS.create,
        { id_usuario },
        multiOrderInvoiceSchema,
      ),
    /**
     * Sets a DRAFT's billing address, or removes orders from it.
     * @example await client.orders.updateMultiOrderInvoice(301, { id_datos_fac: 16 });
     */
    updateMultiOrderInvoice: (id: number, change: MultiOrderInvoiceUpdate) =>
      run(
        'invoice_multiorder_update',
        MULTI_ORDER_INVOICE_DOCUMENTS.update,
        'id_datos_fac' in change
          ? { id, id_datos_fac: change.id_datos_fac }
          : { id, remove_orders: [...change.remove_orders] },
        multiOrderInvoiceSchema,
      ),
    /**
     * Create invoice: `status` OK (now INVOICED) or KO with the reason in `message`.
     * @example const { status } = await client.orders.setMultiOrderInvoiceInvoiced(301);
     */
    setMultiOrderInvoiceInvoiced: (id: number) =>
      run(
        'invoice_multiorder_set_invoiced',
        MULTI_ORDER_INVOICE_DOCUMENTS.setInvoiced,
        { id },
        multiOrderInvoiceSetInvoicedSchema,
      ),
    /**
     * Hibernates orders until a day (yyyy-MM-dd, not in the past); each order's result.
     * @example await client.orders.hibernateOrders([1201, 1202], '2030-01-31');
     */
    hibernateOrders: (pedidos: readonly number[], date: string) =>
      run(
        'batch_pedido_hibernate',
        MULTI_ORDER_INVOICE_DOCUMENTS.hibernate,
        { pedidos: [...pedidos], date },
        batchSchema,
      ),
    /**
     * Adds a comment of a kind to orders; each order's result.
     * @example await client.orders.commentOrders([1201], 'Ring twice', 'ENTREGA');
     */
    commentOrders: (pedidos: readonly number[], comment: string, tipo: MultiOrderInvoiceCommentType) =>
      run(
        'batch_pedido_addcomment',
        MULTI_ORDER_INVOICE_DOCUMENTS.addComment,
        { pedidos: [...pedidos], comment, tipo },
        batchSchema,
      ),
    /**
     * Marks orders paid; each order's result.
     * @example await client.orders.confirmOrdersPayment([1201]);
     */
    confirmOrdersPayment: (pedidos: readonly number[]) =>
      run(
        'batch_pedido_confirm_payment',
        MULTI_ORDER_INVOICE_DOCUMENTS.confirmPayment,
        { pedidos: [...pedidos] },
        batchSchema,
      ),
    /**
     * Cancels orders; each order's result.
     * @example await client.orders.cancelOrders([1201]);
     */
    cancelOrders: (pedidos: readonly number[]) =>
      run(
        'batch_pedido_cancel',
        MULTI_ORDER_INVOICE_DOCUMENTS.cancel,
        { pedidos: [...pedidos] },
        batchSchema,
      ),
    /**
     * Whether the invoice numbered `id_factura` was collected.
     * @example const collected = await client.orders.checkMultiOrderPayment('FM2026-000115');
     */
    checkMultiOrderPayment: (id_factura: string) =>
      request('erpMultiOrderInvoiceCheckPayment', z.boolean(), () =>
        raw.POST('/db/erp/orders/@check-payment-multiorder', { body: { id_factura } }),
      ),
    /**
     * Confirms an invoice's payment (its orders paid); 409 when it was collected already.
     * @example await client.orders.confirmMultiOrderPayment(301, 'FM2026-000115');
     */
    confirmMultiOrderPayment: (id_multifactura: number, id_factura: string) =>
      request('erpMultiOrderInvoiceConfirmPayment', paymentConfirmedSchema, () =>
        raw.POST('/db/erp/orders/@confirm-payment-multiorder', { body: { id_multifactura, id_factura } }),
      ),
  };
}

export type MultiOrderInvoiceApi = ReturnType<typeof createMultiOrderInvoiceApi>;
