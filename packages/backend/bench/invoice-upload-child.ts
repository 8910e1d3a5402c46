// Run by invoice-upload.bench.ts in a process of its own, so the peak memory it reports is this run's alone.
// Modes: `bare` (a csv-parse loop over the file, the yardstick), `parse` (the upload's streaming reader and the
// per-row validation: column count and readInvoiceRow), `store` (the whole upload: rows stored in SQLite on disk,
// then read back by the template), `bombs` (four reads of a compressed bomb at once; `bad` counts those not
// refused). Prints one JSON line.
import { createReadStream } from 'node:fs';
import { readInvoiceRow } from '@cellar/validation/commerce';
import { parse } from 'csv-parse';
import { readUploadRows, UploadTypeError } from '../src/erp/invoice-upload-parser';

const [mode, kind, file, databasePath] = process.argv.slice(2);
if (mode === undefined || (kind !== 'csv' && kind !== 'xlsx') || file === undefined)
  throw new Error('usage: invoice-upload-child bare|parse|store|bombs csv|xlsx FILE [DATABASE]');
const source = () => createReadStream(file, { highWaterMark: 256 * 1024 });
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 10);
const started = performance.now();
let rows = 0;
let bad = 0;
if (mode === 'bare') {
  for await (const _record of source().pipe(parse({ delimiter: ';', relax_column_count: true, info: true })))
    rows += 1;
  rows -= 1;
} else if (mode === 'bombs') {
  // `file` is a compressed bomb: four uploads of it at once, each refused ('Please input a csv or xlsx file').
  const refused = await Promise.all(
    Array.from({ length: 4 }, async () => {
      try {
        for await (const _row of readUploadRows(source(), 'xlsx')) rows += 1;
        return false;
      } catch (error) {
        return error instanceof UploadTypeError;
      }
    }),
  );
  bad = refused.filter((ok) => !ok).length;
} else if (mode === 'parse') {
  let width = -1;
  for await (const row of readUploadRows(source(), kind)) {
    if (width < 0) {
      width = row.cells.length;
      continue;
    }
    if (row.cells.length !== width) bad += 1;
    else if ('issue' in readInvoiceRow(row.line, row.cells, { cod_order: 1, cost: 4 })) bad += 1;
    rows += 1;
  }
} else {
  if (databasePath === undefined) throw new Error('store needs a DATABASE');
  // Only this mode loads SQLite, so the other two measure the reading alone.
  const { openDatabase } = await import('../src/db/database');
  const { InvoiceCostStore } = await import('../src/erp/invoice-cost-store');
  const db = openDatabase(databasePath);
  const store = new InvoiceCostStore(db, Date.now);
  const upload = await store.storeUpload(kind, readUploadRows(source(), kind), 'bench');
  const read = store.linesOf(upload.id_upload, { cod_order: 'Referencia', cost: 'Importe' });
  rows = read.data.length + read.errors.length;
  bad = read.errors.length + upload.errors.length;
  db.close();
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
// maxRSS is in kilobytes: the most this process ever held, the runtime's own start included.
const peakMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(
  `${JSON.stringify({ mode, kind, rows, bad, seconds, rowsPerSecond: rows / seconds, peakMb, beforeMb: rssBefore / 2 ** 20, runPeakMb: rssPeak / 2 ** 20 })}\n`,
);
