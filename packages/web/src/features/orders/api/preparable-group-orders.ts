import type { ShopId } from '@cellar/validation';
import { useQuery } from '@tanstack/react-query';
import { delayQueries } from './delays-query-keys';

/** The lines of the preparable group orders of a shop for a buyer. */
export function usePreparableGroupOrders(shop: ShopId, buyer: ShopId) {
  return useQuery(delayQueries.preparable(shop, buyer));
}
