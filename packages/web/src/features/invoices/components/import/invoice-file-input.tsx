import type { UploadProgress } from '@cellar/sdk';
import { type UploadKind, validateUploadFile } from '@cellar/validation/commerce';
import { useId } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { FieldMessages } from '@/components/ui/form-field';

const LABEL = 'Invoice file (csv or xlsx)';

/** What an invoice file input is given (`useInvoiceImport` builds it). */
export interface InvoiceFileInputProps {
  /** Changes when the input must forget its file. */
  inputKey: number;
  disabled?: boolean;
  /** The upload's progress while it runs. */
  progress: UploadProgress | null;
  errors: readonly string[];
  onFile: (file: File, kind: UploadKind) => void;
  onRefused: (message: string) => void;
}

/**
 * The invoice file of an import (commerce-operations §5): only csv or xlsx, 'Please input a csv or xlsx file'
 * otherwise, the upload's progress under it while a large file goes. Shared by every import kind.
 */
export function InvoiceFileInput({
  inputKey,
  disabled,
  progress,
  errors,
  onFile,
  onRefused,
}: InvoiceFileInputProps) {
  const id = useId();
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {LABEL}
      </label>
      <FileInput
        key={inputKey}
        id={id}
        label={LABEL}
        text="Choose file"
        showFileName
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled}
        aria-describedby={`${id}-messages`}
        aria-invalid={errors.length > 0 || undefined}
        onFiles={([file]) => {
          if (!file) return;
          const checked = validateUploadFile(file);
          if (checked.ok) onFile(file, checked.value.kind);
          else onRefused(checked.issues[0]?.message ?? '');
        }}
      />
      {progress ? (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <progress
            aria-label="Upload progress"
            max={100}
            value={percent ?? undefined}
            className="h-2 w-64"
          />
          <span>{percent === null ? 'Uploading…' : `${percent}%`}</span>
        </div>
      ) : null}
      <FieldMessages id={`${id}-messages`} errors={errors} />
    </div>
  );
}
