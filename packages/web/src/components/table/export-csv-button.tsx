import {
  csvEncoder,
  type ExportChunk,
  type ExportColumns,
  type ExportSource,
  exportChunks,
} from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { saveTextFile } from '@/lib/save-text-file';

const messages = commerceMessages.exportCsv;

/** Pages of 100, the server's largest, so that a long list takes few calls. */
const PAGE_SIZE = 100;

/** What the button exports: a list the server pages (read through the SDK), or the rows a screen holds whole. */
export type CsvExport<Filters> =
  | { source: ExportSource<Filters>; filters: Filters }
  | { columns: ExportColumns; rows: readonly object[] };

/** The export's chunks: the source's pages read one after another, or the screen's rows as one page. */
function chunksOf<Filters>(what: CsvExport<Filters>): AsyncIterable<ExportChunk> {
  if ('source' in what)
    return exportChunks(apiClient, what.source, what.filters, {
      pageSize: PAGE_SIZE,
      read: (call) => call(),
      encoder: csvEncoder(what.source.columns, what.source.whole),
    });
  const rows = what.rows as readonly Record<string, unknown>[];
  const encoder = csvEncoder(what.columns.columns, what.columns.whole);
  return (async function* () {
    yield { text: encoder.start(), pages: 0, rows: 0, repeated: 0 };
    yield { text: encoder.rows(rows), pages: 1, rows: rows.length, total: rows.length, repeated: 0 };
  })();
}

/**
 * "Export CSV" on an ERP list: every row of the screen's current filters (not only the page shown), with the
 * columns of `cellar export` (the SDK's export sources), formula-safe, downloaded as `{fileName}-{date}.csv`.
 * The rows are read page by page while the button says how far it has come.
 */
export function ExportCsvButton<Filters>({ fileName, ...what }: { fileName: string } & CsvExport<Filters>) {
  const [progress, setProgress] = useState<{ done: number; total?: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0 });
    try {
      let rows = 0;
      const pieces = (async function* () {
        for await (const chunk of chunksOf(what as CsvExport<Filters>)) {
          rows = chunk.rows;
          setProgress({ done: chunk.rows, ...(chunk.total === undefined ? {} : { total: chunk.total }) });
          yield chunk.text;
        }
      })();
      await saveTextFile(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, pieces);
      toast.success(messages.done(rows));
    } catch (error) {
      toast.error(messages.failed(errorMessage(error)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <span role="status" className="text-sm text-slate-600">
        {progress ? messages.progress(progress.done, progress.total) : null}
      </span>
      <Button variant="secondary" disabled={progress !== null} onClick={() => void run()}>
        {messages.label}
      </Button>
    </span>
  );
}
