import type { ShopId } from '@cellar/validation';
import { useQuery } from '@tanstack/react-query';
import { delayQueries } from './delays-query-keys';

/** The late lines of a shop's orders (Delays & Notifications). */
export function useDelayedOrders(shop: ShopId) {
  return useQuery(delayQueries.delayed(shop));
}
