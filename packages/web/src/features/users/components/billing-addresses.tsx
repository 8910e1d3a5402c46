import type { ErpBillingAddress } from '@cellar/sdk';
import { useState } from 'react';
import {
  AddBillingAddressDialog,
  BILLING_ADDRESS_FIELDS,
} from '@/components/billing-address/add-billing-address-dialog';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { useAddBillingAddress } from '@/features/users/api/add-billing-address';

const COLUMNS: Column<ErpBillingAddress>[] = [
  {
    id: 'id_datos_fac',
    header: 'Id',
    cell: ({ row }) => row.original.id_datos_fac,
    meta: { className: 'tabular-nums' },
  },
  ...BILLING_ADDRESS_FIELDS.map(
    ({ key, label }): Column<ErpBillingAddress> => ({
      id: key,
      header: label,
      cell: ({ row }) => row.original[key],
    }),
  ),
];

/** The user's billing addresses (datos_fac) and the dialog that adds one (user_add_datos_fac). */
export function BillingAddresses({
  userId,
  addresses,
}: {
  userId: number;
  addresses: readonly ErpBillingAddress[];
}) {
  const [open, setOpen] = useState(false);
  const add = useAddBillingAddress();
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
      <AddBillingAddressDialog
        userId={userId}
        open={open}
        onOpenChange={setOpen}
        add={(address) => add.mutateAsync({ user_id: userId, address })}
      />
    </section>
  );
}
