import type { paths } from '@cellar/contract';
import type { Client } from 'openapi-fetch';
import { createDelayedOrdersApi } from './delayed-orders-api';
import { createEditOrderApi } from './edit-order-api';
import { createMultiOrderInvoiceApi } from './multi-order-invoice-api';
import { createNewOrderApi } from './new-order-api';

/**
 * `client.orders`: the order calls of commerce-operations §7 (Commerce II), composed of one api per part: delays and
 * group orders, Edit order (the order with today's prices, the out-of-catalogue products, saving the lines),
 * multi-order invoices and their payment, and the New order page's (new orders of an invoice from a CSV of
 * addresses). Loaded on its first call.
 */
export function createOrdersGroup(raw: Client<paths>) {
  return {
    ...createDelayedOrdersApi(raw),
    ...createEditOrderApi(raw),
    ...createMultiOrderInvoiceApi(raw),
    ...createNewOrderApi(raw),
  };
}

export type OrdersGroup = ReturnType<typeof createOrdersGroup>;
