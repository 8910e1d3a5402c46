import type { ShopId } from '@cellar/validation';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Query keys of Delays & Notifications and Group Orders; every key starts with `['erp', 'orders']`. */
export const delayKeys = {
  all: ['erp', 'orders'] as const,
  delayedLists: () => [...delayKeys.all, 'delayed'] as const,
  delayed: (shop: ShopId) => [...delayKeys.delayedLists(), shop] as const,
  allStocks: () => [...delayKeys.all, 'stocks'] as const,
  stocks: (id_producto: string, shop: ShopId) => [...delayKeys.allStocks(), shop, id_producto] as const,
  groupProviders: () => [...delayKeys.all, 'group-providers'] as const,
  preparableLists: () => [...delayKeys.all, 'preparable-group-orders'] as const,
  preparable: (shop: ShopId, buyer: ShopId) => [...delayKeys.preparableLists(), shop, buyer] as const,
};

export const delayQueries = {
  /** GET /orders/@delayed-orders: the late lines of a shop. */
  delayed: (shop: ShopId) =>
    queryOptions({
      queryKey: delayKeys.delayed(shop),
      queryFn: () => apiClient.orders.delayedOrders(shop),
      staleTime: 0,
    }),
  /** GET /orders/@stocks: the stock-booking sub-table of a product. */
  stocks: (id_producto: string, shop: ShopId) =>
    queryOptions({
      queryKey: delayKeys.stocks(id_producto, shop),
      queryFn: () => apiClient.orders.stocks(id_producto, shop),
      staleTime: 0,
    }),
  /** GET /orders/@group-providers: the shop and buyer pairs. */
  groupProviders: () =>
    queryOptions({
      queryKey: delayKeys.groupProviders(),
      queryFn: () => apiClient.orders.groupProviders(),
      staleTime: 0,
    }),
  /** GET /orders/@preparable-group-orders: the lines of the pair's preparable group orders. */
  preparable: (shop: ShopId, buyer: ShopId) =>
    queryOptions({
      queryKey: delayKeys.preparable(shop, buyer),
      queryFn: () => apiClient.orders.preparableGroupOrders(shop, buyer),
      staleTime: 0,
    }),
};

/** After an action on a delayed order: the handled line leaves the list, and the stock tables may have changed. */
export const refreshDelays = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: delayKeys.delayedLists() }),
    queryClient.invalidateQueries({ queryKey: delayKeys.allStocks() }),
  ]);
