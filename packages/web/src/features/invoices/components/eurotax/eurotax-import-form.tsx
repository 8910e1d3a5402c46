import type { EurotaxGrouping, EurotaxInvoice } from '@cellar/sdk';
import {
  commerceMessages,
  type TaxServiceInvoice,
  validateTaxServiceInvoice,
} from '@cellar/validation/commerce';
import { useMemo } from 'react';
import { Form, fieldsNamed, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useImportEurotaxInvoice } from '@/features/invoices/api/import-eurotax-invoice';
import { isFieldRefusal } from '@/features/invoices/utils/invoice-failures';
import { showProcessingError } from '@/features/invoices/utils/processing-error';

interface ImportValues {
  invoice_number: string;
  invoice_date: string;
  amount_countries: Record<string, string>;
}

/**
 * The invoice Eurotax sent for the grouped range: its number and date, and the amount charged for each country of
 * the range (§5: each required). Import stores it ('Datos registrados correctamente!') and opens it.
 */
export function EurotaxImportForm({
  grouping,
  onImported,
}: {
  grouping: EurotaxGrouping;
  onImported: (invoice: EurotaxInvoice) => void;
}) {
  const countries = useMemo(() => grouping.data_filtered.map((group) => group.id_pais), [grouping]);
  const defaultValues = useMemo<ImportValues>(
    () => ({
      invoice_number: '',
      invoice_date: '',
      amount_countries: Object.fromEntries(countries.map((country) => [country, ''])),
    }),
    [countries],
  );
  const fieldOf = useMemo(
    () =>
      fieldsNamed([
        'invoice_number',
        'invoice_date',
        ...countries.map((country) => `amount_countries.${country}`),
      ]),
    [countries],
  );
  const rule = useMemo(
    () => (values: ImportValues) => validateTaxServiceInvoice(values, { countries }),
    [countries],
  );
  const importInvoice = useImportEurotaxInvoice();
  const { form, handleSubmit } = useAppForm<ImportValues, TaxServiceInvoice>({
    defaultValues,
    rule,
    fieldOf,
    afterSave: 'defaults',
  });

  const onSubmit = handleSubmit(
    async (invoice) => {
      const stored = await importInvoice.mutateAsync({
        ...invoice,
        fecha_desde: grouping.fecha_desde,
        fecha_hasta: grouping.fecha_hasta,
      });
      toast.success(commerceMessages.success.dataRegistered);
      onImported(stored);
    },
    {
      onError: (error) => {
        if (!isFieldRefusal(error)) showProcessingError(error);
      },
    },
  );

  if (countries.length === 0) return null;
  return (
    <Form form={form} label="Eurotax invoice" onSubmit={onSubmit} className="flex max-w-xl flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Eurotax invoice</h2>
      <div className="grid grid-cols-2 gap-3">
        <TextInput<ImportValues> name="invoice_number" label="Invoice number" autoComplete="off" />
        <TextInput<ImportValues> name="invoice_date" label="Invoice date" type="date" />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {countries.map((country) => (
          <TextInput<ImportValues>
            key={country}
            name={`amount_countries.${country}`}
            label={`Amount ${country}`}
            type="number"
            step="0.01"
            inputMode="decimal"
          />
        ))}
      </div>
      <div>
        <SubmitButton pendingLabel="Importing…">Import</SubmitButton>
      </div>
    </Form>
  );
}
