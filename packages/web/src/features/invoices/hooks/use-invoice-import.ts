import { isValidationError, type UploadProgress } from '@cellar/sdk';
import type { Result } from '@cellar/validation';
import {
  type InvoiceImport,
  type InvoiceImportKind,
  type UploadKind,
  validateInvoiceImport,
} from '@cellar/validation/commerce';
import { useState } from 'react';
import { fieldsNamed, useAppForm } from '@/components/form';
import { EMPTY_INVOICE_FORM, type InvoiceForm } from '@/features/invoices/components/import/invoice-fields';
import type { InvoiceFileInputProps } from '@/features/invoices/components/import/invoice-file-input';
import { showProcessingError } from '@/features/invoices/utils/processing-error';

const fieldOf = fieldsNamed(['id_company', 'codigo_factura', 'fecha_factura', 'comision_fija', 'data']);

/** What an upload is sent with: the file, its kind, the company chosen, and where its progress goes. */
export interface InvoiceUploadRequest {
  file: File;
  kind: UploadKind;
  company: string;
  onProgress: (progress: UploadProgress) => void;
}

export interface InvoiceImportOptions {
  /** Which companies the rule accepts. */
  kind: InvoiceImportKind;
  /** The lines read from the file, once none has an error ([] before): the rule checks them with the fields. */
  lines: readonly unknown[];
  /** Sends the file (the upload mutation's `mutate`), passing `settle` on so the file input hears how it ended. */
  upload: (
    request: InvoiceUploadRequest,
    settle: { onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
  /** The upload is under way: the file input waits. */
  uploading: boolean;
  /** Forgets what came of the last file, when another is chosen or one is refused. */
  forget: () => void;
}

/**
 * What every invoice import shares (commerce-operations §2 "Invoice imports", §5): the form of its company, invoice
 * code, date and fixed commission checked with the lines read, and the file input: 'Choose the company first' until
 * there is one, the upload's progress, a refused file or a 400 under the input (the input forgets a refused file),
 * any other failure in the processing-error toast.
 */
export function useInvoiceImport({ kind, lines, upload, uploading, forget }: InvoiceImportOptions) {
  const [inputKey, setInputKey] = useState(0);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const rule = (values: InvoiceForm): Result<InvoiceImport> =>
    validateInvoiceImport({ ...values, data: lines }, { kind });
  const app = useAppForm({ defaultValues: EMPTY_INVOICE_FORM, rule, fieldOf, guardLeaving: false });
  const company = app.form.watch('id_company');

  const fileInput: InvoiceFileInputProps = {
    inputKey,
    disabled: company === '' || uploading,
    progress,
    errors: company === '' ? ['Choose the company first'] : fileErrors,
    onFile: (file, uploadKind) => {
      forget();
      setFileErrors([]);
      setProgress({ loaded: 0, total: file.size });
      upload(
        { file, kind: uploadKind, company, onProgress: setProgress },
        {
          onError: (error) => {
            if (isValidationError(error)) setFileErrors([error.message]);
            else showProcessingError(error);
          },
          onSettled: () => setProgress(null),
        },
      );
    },
    onRefused: (message) => {
      forget();
      setFileErrors([message]);
      setInputKey((key) => key + 1);
    },
  };
  return { ...app, company, fileInput };
}
