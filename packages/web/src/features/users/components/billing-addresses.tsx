import type { ErpBillingAddress, ErpBillingAddressInput } from '@cellar/sdk';
import { commerceMessages, validateBillingAddress } from '@cellar/validation/commerce';
import { useId, useState } from 'react';
import { Form, fieldsNamed, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useAddBillingAddress } from '@/features/users/api/add-billing-address';
import { errorMessage } from '@/lib/error-message';

type AddressField = keyof ErpBillingAddressInput;
type AddressForm = Record<AddressField, string>;

/** The datos_fac fields (§3 Billing address) with the labels the form shows, in the spec's order. */
const ADDRESS_FIELDS: readonly { key: AddressField; label: string }[] = [
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

const EMPTY = Object.fromEntries(ADDRESS_FIELDS.map(({ key }) => [key, ''])) as AddressForm;

const COLUMNS: Column<ErpBillingAddress>[] = [
  {
    id: 'id_datos_fac',
    header: 'Id',
    cell: ({ row }) => row.original.id_datos_fac,
    meta: { className: 'tabular-nums' },
  },
  ...ADDRESS_FIELDS.map(
    ({ key, label }): Column<ErpBillingAddress> => ({
      id: key,
      header: label,
      cell: ({ row }) => row.original[key],
    }),
  ),
];

/** validateBillingAddress's paths (and user_add_datos_fac's refusals) under the dialog's fields. */
const fieldOf = fieldsNamed(ADDRESS_FIELDS.map(({ key }) => key));
const rule = (form: AddressForm) => validateBillingAddress(form);

/** The user's billing addresses (datos_fac) and the dialog that adds one (user_add_datos_fac). */
export function BillingAddresses({
  userId,
  addresses,
}: {
  userId: number;
  addresses: readonly ErpBillingAddress[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="billing-addresses" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id="billing-addresses" className="text-base font-semibold text-slate-900">
          Billing addresses
        </h2>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Add billing address
        </Button>
      </div>
      <DataTable
        label="Billing addresses"
        columns={COLUMNS}
        rows={addresses}
        rowId={(address) => String(address.id_datos_fac)}
        empty="No billing addresses."
      />
      <AddBillingAddressDialog userId={userId} open={open} onOpenChange={setOpen} />
    </section>
  );
}

/** Adds a billing address; what is typed stays as this user's draft until it is added. */
function AddBillingAddressDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const add = useAddBillingAddress();
  const formId = useId();
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: EMPTY,
    rule,
    fieldOf,
    draftKey: `user:${userId}:billing-address:new`,
    afterSave: 'defaults',
  });

  // Closed without adding, what was typed stays as a draft, offered when the dialog opens again.
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setAside();
  };

  const onSubmit = handleSubmit(
    async (address) => {
      await add.mutateAsync({ user_id: userId, address });
      toast.success(commerceMessages.success.created);
      onOpenChange(false);
    },
    { onError: (error) => toast.error(errorMessage(error)) },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add billing address"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <SubmitButton form={formId} control={form.control}>
            Add
          </SubmitButton>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={onSubmit} draft={draft} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          {ADDRESS_FIELDS.map(({ key, label }) => (
            <TextInput<AddressForm> key={key} name={key} label={label} />
          ))}
        </div>
      </Form>
    </Dialog>
  );
}
