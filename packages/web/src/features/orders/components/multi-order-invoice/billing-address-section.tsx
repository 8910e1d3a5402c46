import type { ErpBillingAddress, ErpBillingAddressInput, MultiOrderInvoice } from '@cellar/sdk';
import { commerceMessages, validateBillingAddress } from '@cellar/validation/commerce';
import { useId, useState } from 'react';
import { Form, fieldsNamed, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { QueryView } from '@/components/query/query-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useAddInvoiceBillingAddress } from '@/features/orders/api/add-invoice-billing-address';
import { useInvoiceCustomer } from '@/features/orders/api/get-invoice-customer';
import { useUpdateMultiOrderInvoice } from '@/features/orders/api/update-multi-order-invoice';
import { errorMessage } from '@/lib/error-message';

type AddressField = keyof ErpBillingAddressInput;
type AddressForm = Record<AddressField, string>;

/** The datos_fac fields (§3 Billing address) with the labels the dialog shows, in the spec's order. */
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
const fieldOf = fieldsNamed(ADDRESS_FIELDS.map(({ key }) => key));
const rule = (form: AddressForm) => validateBillingAddress(form);

/** One line naming an address: name, CIF, street, postal code and city, country. */
export const addressText = (a: ErpBillingAddress): string =>
  [
    a.nombre,
    a.doc_id,
    a.linea1,
    a.linea2,
    a.linea3,
    `${a.codigo_postal} ${a.ciudad}`,
    a.id_pais.toUpperCase(),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');

/**
 * The invoice's billing address: in DRAFT, a choice among the customer's addresses (datos_fac) saved with
 * invoice_multiorder_update, and a dialog adding one (user_add_datos_fac) that is then the one chosen; outside
 * DRAFT, the address as text.
 */
export function BillingAddressSection({
  invoice,
  editable,
}: {
  invoice: MultiOrderInvoice;
  editable: boolean;
}) {
  const customer = useInvoiceCustomer(invoice.id_usuario);
  return (
    <section aria-labelledby="invoice-billing-address" className="flex flex-col gap-3">
      <h2 id="invoice-billing-address" className="text-base font-semibold text-slate-900">
        Billing address
      </h2>
      <QueryView query={customer}>
        {(user) => (
          <AddressChoice
            // Keyed by what is saved, so a refetch after a save starts from it.
            key={`${invoice.id}:${invoice.id_datos_fac ?? ''}`}
            invoice={invoice}
            addresses={user?.datos_fac ?? []}
            editable={editable}
          />
        )}
      </QueryView>
    </section>
  );
}

function AddressChoice({
  invoice,
  addresses,
  editable,
}: {
  invoice: MultiOrderInvoice;
  addresses: readonly ErpBillingAddress[];
  editable: boolean;
}) {
  const [chosen, setChosen] = useState<number | ''>(invoice.id_datos_fac ?? '');
  const [adding, setAdding] = useState(false);
  const update = useUpdateMultiOrderInvoice(invoice.id);
  const saved = addresses.find((a) => a.id_datos_fac === invoice.id_datos_fac);

  if (!editable)
    return <p className="text-sm text-slate-700">{saved ? addressText(saved) : 'No billing address.'}</p>;

  const save = () => {
    if (chosen === '') return;
    update.mutate(
      { id_datos_fac: chosen },
      {
        onSuccess: () => toast.success(commerceMessages.success.billingAddressSaved),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField<number>
        label="Billing address"
        className="min-w-96"
        value={chosen}
        onValueChange={setChosen}
        placeholder={
          addresses.length === 0 ? 'The customer has no billing address' : 'Choose a billing address'
        }
        options={addresses.map((a) => ({ value: a.id_datos_fac, label: addressText(a) }))}
      />
      <Button onClick={save} disabled={chosen === '' || chosen === invoice.id_datos_fac || update.isPending}>
        Save billing address
      </Button>
      <Button variant="secondary" onClick={() => setAdding(true)}>
        Add billing address
      </Button>
      <AddBillingAddressDialog
        userId={invoice.id_usuario}
        open={adding}
        onOpenChange={setAdding}
        onAdded={(address) => setChosen(address.id_datos_fac)}
      />
    </div>
  );
}

/** Adds a billing address to the invoice's customer; the new address becomes the one chosen (still to be saved). */
function AddBillingAddressDialog({
  userId,
  open,
  onOpenChange,
  onAdded,
}: {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (address: ErpBillingAddress) => void;
}) {
  const add = useAddInvoiceBillingAddress(userId);
  const formId = useId();
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: EMPTY,
    rule,
    fieldOf,
    draftKey: `user:${userId}:billing-address:new`,
    afterSave: 'defaults',
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setAside();
  };
  const onSubmit = handleSubmit(
    async (address) => {
      const created = await add.mutateAsync(address);
      toast.success(commerceMessages.success.created);
      onAdded(created);
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
