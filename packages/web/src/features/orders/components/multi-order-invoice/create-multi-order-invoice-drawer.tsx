import {
  commerceMessages,
  type MultiOrderInvoiceCreate,
  validateMultiOrderInvoiceCreate,
} from '@cellar/validation/commerce';
import { useNavigate } from 'react-router';
import { FormDrawer, TextInput, useAppForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { EmailNotFound, useCreateMultiOrderInvoice } from '@/features/orders/api/create-multi-order-invoice';
import { errorMessage } from '@/lib/error-message';

const EMPTY: MultiOrderInvoiceCreate = { email: '' };
const fieldOf = () => 'email';

/**
 * The Create drawer of the list (§2, §5): the user's email ('Please input the email'), search_user to find them,
 * invoice_multiorder_create, 'Created!' and the new invoice opens.
 */
export function CreateMultiOrderInvoiceDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateMultiOrderInvoice();
  const navigate = useNavigate();
  const { form, handleSubmit } = useAppForm({
    defaultValues: EMPTY,
    rule: validateMultiOrderInvoiceCreate,
    fieldOf,
    afterSave: 'defaults',
    guardLeaving: false,
  });

  const onSubmit = handleSubmit(
    async ({ email }) => {
      const invoice = await create.mutateAsync(email);
      toast.success(commerceMessages.success.created);
      onOpenChange(false);
      navigate(paths.orders.multiOrderInvoice.detail.getHref(invoice.id));
    },
    {
      // No such user: said under the email; anything else (a GraphQL error) as it comes.
      onError: (error) =>
        error instanceof EmailNotFound
          ? form.setError('email', { message: error.message })
          : toast.error(errorMessage(error)),
    },
  );

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Create multi-order invoice"
      form={form}
      onSubmit={onSubmit}
    >
      <TextInput<MultiOrderInvoiceCreate> name="email" label="Email" type="email" autoComplete="off" />
    </FormDrawer>
  );
}
