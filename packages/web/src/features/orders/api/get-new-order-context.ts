import { useQuery } from '@tanstack/react-query';
import { newOrderQueries } from './new-order-query-keys';

/** The multi-order invoice the New order page adds orders to (new_order_context). */
export function useNewOrderContext(id: number) {
  return useQuery(newOrderQueries.context(id));
}
