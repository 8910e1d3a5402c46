import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/** After a batch action (even a partly refused one): the invoice refetches, its orders as they are now. */
export function useRefreshInvoice(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.detail(id) }),
    [queryClient, id],
  );
}
