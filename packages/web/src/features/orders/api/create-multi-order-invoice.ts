import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { multiOrderInvoiceKeys } from './multi-order-invoice-query-keys';

/** What the Create drawer says when the email finds no user, or several without one exactly that email (ours). */
export const CREATE_INVOICE_TEXT = {
  noUser: 'No user found with that email.',
  severalUsers: 'Several users match that email: type it whole.',
} as const;

/** A refusal of the email field, shown under it. */
export class EmailNotFound extends Error {
  override readonly name = 'EmailNotFound';
}

/**
 * The Create drawer's call: search_user finds the user by email (exactly that email, or the only match), then
 * invoice_multiorder_create makes the DRAFT.
 */
export function useCreateMultiOrderInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const found = await apiClient.erp.graphql.searchUser(email);
      const user =
        found.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase()) ??
        (found.length === 1 ? found[0] : undefined);
      if (!user)
        throw new EmailNotFound(
          found.length === 0 ? CREATE_INVOICE_TEXT.noUser : CREATE_INVOICE_TEXT.severalUsers,
        );
      return apiClient.orders.createMultiOrderInvoice(user.id_usuario);
    },
    onSuccess: (invoice) => {
      queryClient.setQueryData(multiOrderInvoiceKeys.detail(invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: multiOrderInvoiceKeys.searches() });
    },
  });
}
