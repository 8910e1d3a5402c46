import type { Client } from 'openapi-fetch';
import { createDelayedOrdersApi } from './delayed-orders-api';
import type { paths } from './generated/schema';

/**
 * `client.orders`: the order calls of commerce-operations §7 (delays and group orders, ...), composed of one api
 * per screen. Loaded on its first call.
 */
export function createOrdersGroup(raw: Client<paths>) {
  return {
    ...createDelayedOrdersApi(raw),
  };
}

export type OrdersGroup = ReturnType<typeof createOrdersGroup>;
