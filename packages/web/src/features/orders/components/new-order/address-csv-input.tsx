import { type Column, DataTable } from '@/components/table/data-table';
import { FileInput } from '@/components/ui/file-input';
import { FieldMessages } from '@/components/ui/form-field';
import type { AddressLine, BadAddressLine } from '@/features/orders/utils/parse-address-csv';

export interface AddressCsvState {
  fileName: string;
  /** The file refused as a whole (a missing mandatory column): the message. */
  refused: string | null;
  badRows: BadAddressLine[];
}

export const NO_CSV: AddressCsvState = { fileName: '', refused: null, badRows: [] };

const columns: Column<AddressLine>[] = [
  { accessorKey: 'line', header: 'Line', meta: { className: 'text-right' } },
  { id: 'destinatario', header: 'Recipient', accessorFn: (row) => row.address.destinatario },
  {
    id: 'address',
    header: 'Address',
    accessorFn: (row) =>
      [row.address.linea1, row.address.linea2, row.address.linea3].filter(Boolean).join(', '),
  },
  { id: 'codigo_postal', header: 'Postal code', accessorFn: (row) => row.address.codigo_postal },
  { id: 'ciudad', header: 'City', accessorFn: (row) => row.address.ciudad },
  { id: 'id_provincia', header: 'Province', accessorFn: (row) => row.address.id_provincia },
  { id: 'id_pais', header: 'Country', accessorFn: (row) => row.address.id_pais },
  { id: 'telefono', header: 'Phone', accessorFn: (row) => row.address.telefono },
];

/**
 * The CSV of shipping addresses (commerce-operations §3): the file input, the file's refusal or each bad row by its
 * line (left out), and the good rows previewed.
 */
export function AddressCsvInput({
  inputKey,
  state,
  addresses,
  errors,
  onFile,
}: {
  /** Changes when the input must forget its file (after the orders were created). */
  inputKey: number;
  state: AddressCsvState;
  addresses: readonly AddressLine[];
  errors: readonly string[];
  onFile: (file: File) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="new-order-csv" className="text-sm font-medium text-slate-700">
          Addresses CSV
        </label>
        <FileInput
          key={inputKey}
          id="new-order-csv"
          label="Addresses CSV"
          text="Choose file"
          showFileName
          accept=".csv,text/csv"
          aria-describedby="new-order-csv-messages"
          aria-invalid={errors.length > 0 || state.refused !== null || undefined}
          onFiles={([file]) => {
            if (file) onFile(file);
          }}
        />
        <FieldMessages
          id="new-order-csv-messages"
          hint="Header required; columns linea1, codigo_postal, telefono, destinatario, id_provincia, id_pais, ciudad (linea2, linea3 optional); separated by , or ;"
          errors={state.refused === null ? errors : [state.refused, ...errors]}
        />
      </div>
      {state.badRows.length > 0 ? (
        <div
          role="alert"
          aria-label="Rows left out"
          className="rounded border border-amber-300 bg-amber-50 p-3"
        >
          <p className="text-sm font-medium text-amber-900">
            {state.badRows.length === 1 ? '1 row left out' : `${state.badRows.length} rows left out`}
          </p>
          <ul className="list-disc pl-5 text-sm text-amber-900">
            {state.badRows.map((row) => (
              <li key={row.line}>{row.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {addresses.length > 0 ? (
        <DataTable label="Addresses" columns={columns} rows={addresses} rowId={(row) => String(row.line)} />
      ) : null}
    </div>
  );
}
