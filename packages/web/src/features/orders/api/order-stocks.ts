import type { ShopId } from '@cellar/validation';
import { useQuery } from '@tanstack/react-query';
import { delayQueries } from './delays-query-keys';

/** The stock-booking sub-table of a product in a shop (warehouses cas, tr2, clr). */
export function useOrderStocks(id_producto: string, shop: ShopId) {
  return useQuery(delayQueries.stocks(id_producto, shop));
}
