import type {
  CommissionsCollectionConfirmInput,
  CommissionsCollectionData,
  CommissionsCollectionExtra,
  CommissionsCollectionOrder,
  CommissionsCollectionUpload,
} from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { commerceMessages, PAYMENT_GATEWAYS } from '@cellar/validation/commerce';
import { useState } from 'react';
import { Form, SubmitButton } from '@/components/form';
import { type Column, DataTable } from '@/components/table/data-table';
import { toast } from '@/components/ui/toast';
import { useCommissionsData } from '@/features/invoices/api/commissions-data';
import { useConfirmCommissions } from '@/features/invoices/api/confirm-commissions';
import { useUploadCommissions } from '@/features/invoices/api/upload-commissions';
import type { ColumnNeed } from '@/features/invoices/components/import/column-choice';
import { InvoiceFields } from '@/features/invoices/components/import/invoice-fields';
import { InvoiceFileInput } from '@/features/invoices/components/import/invoice-file-input';
import { LineIssues } from '@/features/invoices/components/import/line-issues';
import { UploadedFileColumns } from '@/features/invoices/components/import/uploaded-file-columns';
import { useInvoiceImport } from '@/features/invoices/hooks/use-invoice-import';
import { showProcessingError } from '@/features/invoices/utils/processing-error';

type Gateway = CommissionsCollectionConfirmInput['company'];
type Split = Pick<CommissionsCollectionData, 'comision_pedido' | 'comision_extra'> & {
  data: CommissionsCollectionData['data'] | null;
  errors: CommissionsCollectionData['errors'];
};

const NEEDS: readonly ColumnNeed<'cod_order' | 'cost'>[] = [
  { key: 'cod_order', label: 'Order code' },
  { key: 'cost', label: 'Commission' },
];
const orderColumns: Column<CommissionsCollectionOrder>[] = [
  { accessorKey: 'line', header: 'Line' },
  { accessorKey: 'cod_pedido', header: 'Order' },
  { id: 'comision', header: 'Commission', cell: ({ row }) => formatMoney(row.original.comision) },
];
const extraColumns: Column<CommissionsCollectionExtra>[] = [
  { accessorKey: 'line', header: 'Line' },
  { accessorKey: 'concepto', header: 'Concept' },
  { id: 'comision', header: 'Commission', cell: ({ row }) => formatMoney(row.original.comision) },
];

/**
 * Import commissions collections v2 (commerce-operations §2, §7): gateway, upload, columns (the gateway's last
 * choice splits the file at once), the commissions of our orders and the extra ones, confirm once.
 */
export function CommissionsV2Import() {
  const [upload, setUpload] = useState<CommissionsCollectionUpload['data'] | null>(null);
  const [split, setSplit] = useState<Split | null>(null);
  const uploadFile = useUploadCommissions();
  const readData = useCommissionsData();
  const confirm = useConfirmCommissions();

  const { form, handleSubmit, company, fileInput } = useInvoiceImport({
    kind: 'commissions',
    lines: split?.data && split.errors.length === 0 ? split.data : [],
    upload: ({ file, company: gateway, onProgress }, settle) =>
      uploadFile.mutate(
        { company: gateway as Gateway, file, onProgress },
        {
          ...settle,
          onSuccess: (answer) => {
            setUpload(answer.data);
            // A remembered column choice has split the file already: show it, and read the lines to confirm
            // with that choice at once, so the staff confirm without pressing "Get data".
            if (answer.data.template) {
              setSplit({
                data: null,
                comision_pedido: answer.comision_pedido,
                comision_extra: answer.comision_extra,
                errors: answer.data.errors,
              });
              readLines(answer.data.id_upload, answer.data.template);
            }
          },
        },
      ),
    uploading: uploadFile.isPending,
    forget: () => {
      setUpload(null);
      setSplit(null);
    },
  });

  const readLines = (id_upload: string, choice: Record<'cod_order' | 'cost', string>) =>
    readData.mutate(
      { id_upload, id_company: company, ...choice },
      { onSuccess: setSplit, onError: showProcessingError },
    );
  const getData = (choice: Record<'cod_order' | 'cost', string>) => {
    if (upload) readLines(upload.id_upload, choice);
  };

  const onSubmit = handleSubmit(async (value) => {
    if (!split?.data) return;
    const byIndex = split.data;
    confirm.mutate(
      {
        company: value.id_company as Gateway,
        codigo_factura: value.codigo_factura,
        fecha_factura: value.fecha_factura,
        comision_fija: value.comision_fija,
        data: value.data.map((line, index) => ({ ...line, line: byIndex[index]?.line ?? index + 2 })),
      },
      {
        onSuccess: (stored) => toast.success(stored.message || commerceMessages.success.dataRegistered),
        onError: showProcessingError,
      },
    );
  });

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <Form form={form} onSubmit={onSubmit} label="Commissions collection" className="flex flex-col gap-4">
        <InvoiceFields
          companies={PAYMENT_GATEWAYS}
          company={company}
          className="grid grid-cols-1 gap-3 sm:grid-cols-4"
        />
        <InvoiceFileInput {...fileInput} />
        {upload ? (
          <UploadedFileColumns upload={upload} needs={NEEDS} busy={readData.isPending} onSubmit={getData} />
        ) : null}
        {split ? (
          <>
            <LineIssues title="Lines with errors" issues={split.errors} />
            <DataTable
              label="Order commissions"
              columns={orderColumns}
              rows={split.comision_pedido}
              rowId={(row) => String(row.line)}
            />
            <DataTable
              label="Extra commissions"
              columns={extraColumns}
              rows={split.comision_extra}
              rowId={(row) => String(row.line)}
            />
          </>
        ) : null}
        <div>
          <SubmitButton disabled={!split?.data || split.errors.length > 0 || confirm.isPending}>
            Confirm
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
