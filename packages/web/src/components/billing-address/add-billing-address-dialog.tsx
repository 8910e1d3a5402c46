import type { ErpBillingAddress, ErpBillingAddressInput } from '@cellar/sdk';
import { commerceMessages, validateBillingAddress } from '@cellar/validation/commerce';
import { FormDialog, fieldsNamed, TextInput, useAppForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';

type AddressField = keyof ErpBillingAddressInput;
type AddressForm = Record<AddressField, string>;

/** The datos_fac fields (commerce-operations §3 Billing address) with the labels the forms show, in the spec's order. */
export const BILLING_ADDRESS_FIELDS: readonly { key: AddressField; label: string }[] = [
  { key: 'nombre', label: 'Name' },
  { key: 'doc_id', label: 'CIF' },
  { key: 'linea1', label: 'Line 1' },
  { key: 'linea2', label: 'Line 2' },
  { key: 'linea3', label: 'Line 3' },
  { key: 'codigo_postal', label: 'Postal code' },
  { key: 'ciudad', label: 'City' },
  { key: 'telefono', label: 'Phone' },
  { key: 'id_pais', label: 'Country id' },
];

const EMPTY = Object.fromEntries(BILLING_ADDRESS_FIELDS.map(({ key }) => [key, ''])) as AddressForm;
/** validateBillingAddress's paths (and user_add_datos_fac's refusals) under the dialog's fields. */
const fieldOf = fieldsNamed(BILLING_ADDRESS_FIELDS.map(({ key }) => key));
const rule = (form: AddressForm) => validateBillingAddress(form);

/**
 * Adds a billing address to a customer (user_add_datos_fac through `add`, the screen's own mutation), with the §5
 * rules ('The country code is only 2 characters long', the required fields); 'Created!' and `onAdded` once added.
 * What is typed stays as this customer's draft until it is added, offered when the dialog opens again.
 */
export function AddBillingAddressDialog({
  userId,
  open,
  onOpenChange,
  add,
  onAdded,
}: {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  add: (address: ErpBillingAddressInput) => Promise<ErpBillingAddress>;
  onAdded?: (address: ErpBillingAddress) => void;
}) {
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: EMPTY,
    rule,
    fieldOf,
    draftKey: `user:${userId}:billing-address:new`,
    afterSave: 'defaults',
  });

  // Closed without adding, what was typed stays as a draft.
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setAside();
  };

  const onSubmit = handleSubmit(
    async (address) => {
      const created = await add(address);
      toast.success(commerceMessages.success.created);
      onAdded?.(created);
      onOpenChange(false);
    },
    { onError: (error) => toast.error(errorMessage(error)) },
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Add billing address"
      form={form}
      onSubmit={onSubmit}
      draft={draft}
      submitLabel="Add"
    >
      <div className="grid grid-cols-2 gap-3">
        {BILLING_ADDRESS_FIELDS.map(({ key, label }) => (
          <TextInput<AddressForm> key={key} name={key} label={label} />
        ))}
      </div>
    </FormDialog>
  );
}
