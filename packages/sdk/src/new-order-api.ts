import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { executeErpGraphql } from './erp-graphql-request';

/** One address's result: OK with the order created, or KO with what is wrong (nothing created for it). */
export const newOrderAddressResultSchema = z.object({
  index: z.number().int(),
  status: z.enum(['OK', 'KO']),
  id_pedido: z.number().int().nullable(),
  cod_pedido: z.string().nullable(),
  message: z.string().nullable(),
});
export type NewOrderAddressResult = z.infer<typeof newOrderAddressResultSchema>;

/** invoice_multiorder_batch_create_orders: OK (every order created), PARTIAL or KO, and every address's result. */
export const newOrderBatchResultSchema = z.object({
  status: z.enum(['OK', 'PARTIAL', 'KO']),
  results: z.array(newOrderAddressResultSchema),
});
export type NewOrderBatchResult = z.infer<typeof newOrderBatchResultSchema>;

/** Order-level fields of a new order (§3); tipo_descuento '' (none) or '%' (descuento percent off the total). */
export interface NewOrderFieldsInput {
  tipo_descuento?: string;
  descuento?: number;
  gift_paper?: boolean;
  present_message?: string;
  observaciones?: string;
}

/** A product line: the unit price after the line's percentage discount, taxes included. */
export interface NewOrderProductInput {
  id_producto: string;
  quantity: number;
  price: number;
}

/** A shipping address row of the CSV (§3): the mandatory columns and linea2, linea3. */
export interface NewOrderAddressInput {
  linea1: string;
  codigo_postal: string;
  telefono: string;
  destinatario: string;
  id_provincia: string;
  id_pais: string;
  ciudad: string;
  linea2?: string;
  linea3?: string;
}

export interface NewOrderBatchInput {
  /** The multi-order invoice's id. */
  id: number;
  order: NewOrderFieldsInput;
  products: NewOrderProductInput[];
  addresses: NewOrderAddressInput[];
}

export const NEW_ORDER_DOCUMENTS = {
  batchCreate: `mutation InvoiceMultiorderBatchCreateOrders(
    $id: Int!, $order: NewOrderFieldsInput!, $products: [NewOrderProductInput!]!, $addresses: [NewOrderAddressInput!]!
  ) {
    invoice_multiorder_batch_create_orders(id: $id, order: $order, products: $products, addresses: $addresses) {
      status
      results { index status id_pedido cod_pedido message }
    }
  }`,
} as const;

/** The New order page's GraphQL operations (commerce-operations §7): part of `client.orders`. */
export function createNewOrderApi(raw: Client<paths>) {
  return {
    /**
     * One order of the invoice's customer per address, each created whole or not at all. A bad address comes back
     * KO with its message; a batch the server refuses whole (not DRAFT, no billing address, unknown product, §5
     * rules) throws an ErpGraphqlError with the message ('You must first select a billing address', ...).
     * @example
     * const { status, results } = await client.orders.batchCreateOrders({
     *   id: 301, order: { gift_paper: true }, products: [{ id_producto: 'HE10007', quantity: 2, price: 30 }],
     *   addresses: [{ linea1: 'Calle Mayor 1', codigo_postal: '28001', telefono: '600000000',
     *     destinatario: 'Ana', id_provincia: '28', id_pais: 'es', ciudad: 'Madrid' }],
     * });
     */
    batchCreateOrders: ({ id, order, products, addresses }: NewOrderBatchInput) =>
      executeErpGraphql(raw, {
        operation: 'invoice_multiorder_batch_create_orders',
        document: NEW_ORDER_DOCUMENTS.batchCreate,
        variables: { id, order, products, addresses },
        field: 'invoice_multiorder_batch_create_orders',
        schema: newOrderBatchResultSchema,
      }),
  };
}
