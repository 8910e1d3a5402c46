import type { Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createNewOrderApi } from './new-order-api';

/**
 * `client.orders`: the order calls of commerce-operations §7 (issue 14), composed of one api per part: the New order
 * page's (new orders of a multi-order invoice from a CSV of addresses). Loaded on its first call.
 */
export function createOrdersGroup(raw: Client<paths>) {
  return {
    ...createNewOrderApi(raw),
  };
}

export type OrdersGroup = ReturnType<typeof createOrdersGroup>;
