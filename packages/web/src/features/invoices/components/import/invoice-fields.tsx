import { hasFixedCommission } from '@cellar/validation/commerce';
import { SelectInput, TextInput } from '@/components/form';

/** The fields an invoice import asks beside its file (§3 Invoice import), as the form holds them. */
export interface InvoiceForm {
  id_company: string;
  codigo_factura: string;
  fecha_factura: string;
  comision_fija: string;
}

export const EMPTY_INVOICE_FORM: InvoiceForm = {
  id_company: '',
  codigo_factura: '',
  fecha_factura: '',
  comision_fija: '',
};

/**
 * Company, invoice code and date, and the fixed commission for the one gateway that has it (§9), inside the
 * enclosing `useAppForm` form.
 */
export function InvoiceFields({
  companies,
  company,
  className,
}: {
  companies: readonly string[];
  /** The company chosen so far ('' for none). */
  company: string;
  className: string;
}) {
  return (
    <div className={className}>
      <SelectInput<InvoiceForm, string>
        name="id_company"
        label="Company"
        placeholder="Choose a company"
        options={companies}
      />
      <TextInput<InvoiceForm> name="codigo_factura" label="Invoice code" />
      <TextInput<InvoiceForm> name="fecha_factura" label="Invoice date" type="date" />
      {hasFixedCommission(company) ? (
        <TextInput<InvoiceForm> name="comision_fija" label="Fixed commission" inputMode="decimal" />
      ) : null}
    </div>
  );
}
