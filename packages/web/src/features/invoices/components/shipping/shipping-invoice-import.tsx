import type { InvoiceCostInput, InvoiceUpload, InvoiceUploadData } from '@cellar/sdk';
import {
  commerceMessages,
  type InvoiceImportKind,
  PAYMENT_GATEWAYS,
  SHIPPING_COMPANIES,
} from '@cellar/validation/commerce';
import { useState } from 'react';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirmInvoiceCost } from '@/features/invoices/api/confirm-invoice-cost';
import { useImportedInvoiceData } from '@/features/invoices/api/imported-invoice-data';
import { useInvoiceCost } from '@/features/invoices/api/invoice-cost';
import { useUploadInvoice } from '@/features/invoices/api/upload-invoice';
import type { ColumnNeed } from '@/features/invoices/components/import/column-choice';
import { InvoiceFields } from '@/features/invoices/components/import/invoice-fields';
import { InvoiceFileInput } from '@/features/invoices/components/import/invoice-file-input';
import { LineIssues } from '@/features/invoices/components/import/line-issues';
import { UploadedFileColumns } from '@/features/invoices/components/import/uploaded-file-columns';
import { ShippingInvoicePreview } from '@/features/invoices/components/shipping/shipping-invoice-preview';
import { useInvoiceImport } from '@/features/invoices/hooks/use-invoice-import';
import { showProcessingError } from '@/features/invoices/utils/processing-error';

// What differs between a shipping invoice (a carrier's) and a commission collection (a payment gateway's, v1).
const KINDS: Record<
  InvoiceImportKind,
  { companies: readonly string[]; needs: readonly ColumnNeed<'cod_order' | 'cost'>[]; label: string }
> = {
  shipping: {
    companies: SHIPPING_COMPANIES,
    needs: [
      { key: 'cod_order', label: 'Order code' },
      { key: 'cost', label: 'Cost' },
    ],
    label: 'Shipping invoice',
  },
  commissions: {
    companies: PAYMENT_GATEWAYS,
    needs: [
      { key: 'cod_order', label: 'Order code' },
      { key: 'cost', label: 'Commission' },
    ],
    label: 'Commissions collection',
  },
};

/**
 * Import shipping invoices, and commission collections v1 with `kind="commissions"` (a payment gateway instead of
 * a carrier, the fixed commission for pyco only) (commerce-operations §2 "Invoice imports"): company, upload (csv or xlsx, its progress),
 * choose the columns (the company's last choice preselected), get the data (bad rows by line), preview the totals
 * (with and without referer, calculated, per country), confirm once.
 */
export function ShippingInvoiceImport({ kind = 'shipping' }: { kind?: InvoiceImportKind } = {}) {
  const { companies, needs, label } = KINDS[kind];
  const [upload, setUpload] = useState<InvoiceUpload | null>(null);
  const [read, setRead] = useState<InvoiceUploadData | null>(null);
  const [invoice, setInvoice] = useState<InvoiceCostInput | null>(null);
  const uploadInvoice = useUploadInvoice();
  const readData = useImportedInvoiceData();
  const preview = useInvoiceCost(invoice);
  const confirm = useConfirmInvoiceCost();

  const { form, handleSubmit, company, fileInput } = useInvoiceImport({
    kind,
    lines: read && read.errors.length === 0 ? read.data : [],
    upload: (request, settle) => uploadInvoice.mutate(request, { ...settle, onSuccess: setUpload }),
    uploading: uploadInvoice.isPending,
    forget: () => {
      setUpload(null);
      setRead(null);
      setInvoice(null);
    },
  });

  const getData = (choice: Record<'cod_order' | 'cost', string>) => {
    if (!upload) return;
    setInvoice(null);
    readData.mutate(
      { id_upload: upload.id_upload, id_company: company, ...choice },
      { onSuccess: setRead, onError: showProcessingError },
    );
  };

  const onSubmit = handleSubmit(async (value) => {
    const byLine = new Map((read?.data ?? []).map((line, index) => [index, line.line]));
    setInvoice({
      ...value,
      data: value.data.map((line, index) => ({ ...line, line: byLine.get(index) ?? index + 2 })),
    });
  });

  const onConfirm = () => {
    if (!invoice) return;
    confirm.mutate(invoice, {
      onSuccess: (stored) => toast.success(stored.message || commerceMessages.success.invoiceImported),
      onError: showProcessingError,
    });
  };

  const ready = preview.data && invoice;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <Form form={form} onSubmit={onSubmit} label={label} className="flex flex-col gap-4">
        <InvoiceFields
          companies={companies}
          company={company}
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        />
        <InvoiceFileInput {...fileInput} />
        {upload ? (
          <UploadedFileColumns upload={upload} needs={needs} busy={readData.isPending} onSubmit={getData} />
        ) : null}
        {read ? (
          <>
            <LineIssues title="Lines with errors" issues={read.errors} />
            {read.errors.length === 0 ? (
              <p className="text-sm text-slate-600">{read.data.length} lines read.</p>
            ) : null}
          </>
        ) : null}
        <div>
          <SubmitButton disabled={!read || read.errors.length > 0}>Preview</SubmitButton>
        </div>
      </Form>
      {preview.error ? (
        <LineIssues title="Preview" issues={[{ line: 0, message: preview.error.message }]} />
      ) : null}
      {ready ? (
        <section className="flex flex-col gap-3">
          <ShippingInvoicePreview preview={preview.data} />
          {preview.data.already_imported ? (
            <p className="text-sm font-medium text-amber-700">
              This invoice was already imported for {preview.data.id_company}.
            </p>
          ) : null}
          <div>
            <Button disabled={confirm.isPending} onClick={onConfirm}>
              Confirm
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
