import type { ErpBillingAddress, MultiOrderInvoice } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { useState } from 'react';
import { AddBillingAddressDialog } from '@/components/billing-address/add-billing-address-dialog';
import { QueryView } from '@/components/query/query-view';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useAddInvoiceBillingAddress } from '@/features/orders/api/add-invoice-billing-address';
import { useInvoiceCustomer } from '@/features/orders/api/get-invoice-customer';
import { useUpdateMultiOrderInvoice } from '@/features/orders/api/update-multi-order-invoice';
import { errorMessage } from '@/lib/error-message';

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
  const add = useAddInvoiceBillingAddress(invoice.id_usuario);
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
        add={(address) => add.mutateAsync(address)}
        onAdded={(address) => setChosen(address.id_datos_fac)}
      />
    </div>
  );
}
