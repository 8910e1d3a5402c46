import type { ErpBillingAddressInput } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** GraphQL user_add_datos_fac; refreshes the user so the new address shows in the list. */
export function useAddBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user_id, address }: { user_id: number; address: ErpBillingAddressInput }) =>
      apiClient.erp.graphql.addBillingAddress(user_id, address),
    onSuccess: (_address, { user_id }) =>
      queryClient.invalidateQueries({ queryKey: usersKeys.user(user_id) }),
  });
}
