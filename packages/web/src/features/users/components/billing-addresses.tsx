import type { ErpBillingAddress, ErpBillingAddressInput } from '@cellar/sdk';
import type { Issue } from '@cellar/validation';
import { commerceMessages, validateBillingAddress } from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useAddBillingAddress } from '@/features/users/api/add-billing-address';

/** The datos_fac fields (§3 Billing address) with the labels the form shows, in the spec's order. */
const ADDRESS_FIELDS: readonly { key: keyof ErpBillingAddressInput; label: string }[] = [
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

const EMPTY: Record<keyof ErpBillingAddressInput, string> = {
  nombre: '',
  doc_id: '',
  linea1: '',
  linea2: '',
  linea3: '',
  codigo_postal: '',
  ciudad: '',
  telefono: '',
  id_pais: '',
};

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
      {addresses.length === 0 ? (
        <p className="text-sm text-slate-600">No billing addresses.</p>
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Id
                </th>
                {ADDRESS_FIELDS.map((field) => (
                  <th key={field.key} scope="col" className="px-3 py-2 font-semibold">
                    {field.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {addresses.map((address) => (
                <tr key={address.id_datos_fac}>
                  <td className="px-3 py-1.5 tabular-nums">{address.id_datos_fac}</td>
                  {ADDRESS_FIELDS.map((field) => (
                    <td key={field.key} className="px-3 py-1.5">
                      {address[field.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? <AddBillingAddressDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function AddBillingAddressDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [issues, setIssues] = useState<Issue[]>([]);
  const add = useAddBillingAddress();
  const formId = 'add-billing-address';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBillingAddress(values);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues([]);
    add.mutate(
      { user_id: userId, address: checked.value },
      {
        onSuccess: () => {
          toast.success(commerceMessages.success.created);
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Add billing address"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={add.isPending}>
            Add
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid grid-cols-2 gap-3">
        {ADDRESS_FIELDS.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            errors={issues.filter((issue) => issue.path === field.key).map((issue) => issue.message)}
          >
            {(ids) => (
              <input
                {...ids}
                name={field.key}
                value={values[field.key]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.key]: event.target.value }))
                }
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}
