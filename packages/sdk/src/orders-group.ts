import type { Client } from 'openapi-fetch';
import { createEditOrderApi } from './edit-order-api';
import type { paths } from './generated/schema';

/**
 * `client.orders`: the order calls of commerce-operations §7, composed of one api per screen: Edit order (the
 * order with today's prices, the out-of-catalogue products, saving the lines). Loaded on its first call.
 */
export function createOrdersGroup(raw: Client<paths>) {
  return {
    ...createEditOrderApi(raw),
  };
}

export type OrdersGroup = ReturnType<typeof createOrdersGroup>;
