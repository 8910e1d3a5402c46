import type { LineIssue } from '@cellar/validation/commerce';
import { ColumnChoice, type ColumnNeed } from '@/features/invoices/components/import/column-choice';
import { LineIssues } from '@/features/invoices/components/import/line-issues';

/** What an upload answers about the file: its header, its row count, the rows it could not read, the last choice. */
export interface UploadedFile<K extends string> {
  total_rows: number;
  columns: string[];
  errors: LineIssue[];
  template: Partial<Record<K, string>> | null;
}

/** The uploaded file's summary and the choice of its columns ("Get data"), as every invoice import shows them. */
export function UploadedFileColumns<K extends string>({
  upload,
  needs,
  busy,
  onSubmit,
}: {
  upload: UploadedFile<K>;
  needs: readonly ColumnNeed<K>[];
  busy: boolean;
  onSubmit: (choice: Record<K, string>) => void;
}) {
  return (
    <>
      <p className="text-sm text-slate-600">
        {upload.total_rows} rows in the file, columns: {upload.columns.join(', ')}
      </p>
      <LineIssues title="Rows that cannot be read" issues={upload.errors} />
      <ColumnChoice
        columns={upload.columns}
        needs={needs}
        initial={upload.template}
        busy={busy}
        onSubmit={onSubmit}
      />
    </>
  );
}
