import type { ErpUserFields } from '@cellar/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSearchKeys } from '@/components/pickers';
import { apiClient } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export interface UpdateUserInput {
  user_id: number;
  fields: ErpUserFields;
  /** The form's flag: the inverse of subscription.unsubscribed. */
  newsletter: boolean;
}

/** GraphQL user_update; the answer is the saved record, put in the cache as it is. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user_id, fields, newsletter }: UpdateUserInput) =>
      apiClient.erp.graphql.updateUser(user_id, fields, newsletter),
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.user(user.id_usuario), user);
      return queryClient.invalidateQueries({ queryKey: userSearchKeys.all });
    },
  });
}
