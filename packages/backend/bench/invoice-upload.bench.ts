// `pnpm --filter @cellar/backend bench`: the invoice upload (commerce-operations §7 "Invoice imports").
// - a 500,000-line carrier CSV read by the upload's streaming reader and validated row by row, against a bare
//   csv-parse loop over the same file in the same run: target ≥ 50 % of its rows per second, peak ≤ 200 MB;
//   the whole upload (rows kept in SQLite on disk, then read back by the template) is printed too.
// - a 200,000-row XLSX through exceljs's streaming WorkbookReader: target ≥ 20,000 rows/s, peak ≤ 300 MB.
// - four uploads at once of a 1 MB XLSX that inflates to 1 GiB (issue 24), against that workbook's read: all
//   refused, in under a second, holding at most 50 MB more than the reader held before reading.
// Each run is a process of its own, so its peak memory is its own. Rates and peaks are printed.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, bench, describe } from 'vitest';
import { zipBomb } from '../src/files/zip-test-support';
import { buildChild } from './build-child';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHILD = await buildChild(fileURLToPath(new URL('./invoice-upload-child.ts', import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), 'cellar-invoice-bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = ['Expedicion', 'Referencia', 'Fecha envio', 'Bultos', 'Importe'];
const row = (i: number) => [
  `EXP${i}`,
  `V${((i * 7919) % 1_000_000).toString(36).toUpperCase()}`,
  `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  (i % 3) + 1,
  (4 + (i % 1400) / 100).toFixed(2),
];

/** The 500,000-line CSV, written in blocks so its text is never one string. */
const csvFile = join(dir, 'invoice.csv');
{
  const fd = openSync(csvFile, 'w');
  writeSync(fd, `${HEADER.join(';')}\n`);
  for (let from = 0; from < 500_000; from += 50_000) {
    const block: string[] = [];
    for (let i = from; i < from + 50_000; i++)
      block.push(
        row(i)
          .join(';')
          .replace(/\.(\d\d)$/, ',$1'),
      );
    writeSync(fd, `${block.join('\n')}\n`);
  }
  closeSync(fd);
}

/** The 200,000-row XLSX, written with exceljs's streaming WorkbookWriter. */
const xlsxFile = join(dir, 'invoice.xlsx');
{
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsxFile, useSharedStrings: false });
  const sheet = writer.addWorksheet('Factura');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < 200_000; i++) {
    const cells = row(i);
    sheet.addRow([cells[0], cells[1], cells[2], cells[3], Number(cells[4])]).commit();
  }
  sheet.commit();
  await writer.commit();
}

/** The bomb: about 1 MB, its sheet inflating to 1 GiB. */
const bombFile = join(dir, 'bomb.xlsx');
writeFileSync(bombFile, zipBomb());

interface Run {
  rows: number;
  bad: number;
  seconds: number;
  rowsPerSecond: number;
  peakMb: number;
  beforeMb: number;
  runPeakMb: number;
}
const run = (mode: string, kind: string, file: string): Run =>
  JSON.parse(
    execFileSync(process.execPath, [CHILD, mode, kind, file, join(dir, `db-${mode}-${Date.now()}`)], {
      cwd: BACKEND_DIR,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1) ?? '{}',
  ) as Run;
const memory = (r: Run) =>
  `peak RSS ${r.peakMb.toFixed(0)} MB (${r.beforeMb.toFixed(0)} MB held before reading: Node and the modules; ` +
  `at most ${(r.runPeakMb - r.beforeMb).toFixed(0)} MB more while reading)`;

describe('invoice upload', () => {
  bench(
    '@upload_invoice/csv: 500,000 lines, against a bare csv-parse loop (each in a process of its own)',
    () => {
      const bare = run('bare', 'csv', csvFile);
      const parsed = run('parse', 'csv', csvFile);
      const stored = run('store', 'csv', csvFile);
      const ratio = (parsed.rowsPerSecond / bare.rowsPerSecond) * 100;
      console.log(
        `bare csv-parse: ${bare.rowsPerSecond.toFixed(0)} rows/s; upload reader + validation: ` +
          `${parsed.rowsPerSecond.toFixed(0)} rows/s = ${ratio.toFixed(0)} % (target ≥ 50 %), ${memory(parsed)} ` +
          `(target ≤ 200 MB), ${parsed.bad} bad rows; whole upload with the rows stored and read back: ` +
          `${stored.rowsPerSecond.toFixed(0)} rows/s = ${((stored.rowsPerSecond / bare.rowsPerSecond) * 100).toFixed(0)} %, ${memory(stored)}`,
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );

  bench(
    '@upload_invoice/xlsx: 200,000 rows through the streaming WorkbookReader',
    () => {
      const parsed = run('parse', 'xlsx', xlsxFile);
      const stored = run('store', 'xlsx', xlsxFile);
      console.log(
        `xlsx reader + validation: ${parsed.rowsPerSecond.toFixed(0)} rows/s (target ≥ 20,000), ${memory(parsed)} ` +
          `(target ≤ 300 MB), ${parsed.bad} bad rows; whole upload: ${stored.rowsPerSecond.toFixed(0)} rows/s, ${memory(stored)}`,
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );

  bench(
    '@upload_invoice/xlsx: four 1 GiB bombs at once, against the 200,000-row workbook',
    () => {
      const workbook = run('parse', 'xlsx', xlsxFile);
      const bombs = run('bombs', 'xlsx', bombFile);
      console.log(
        `four bombs at once: ${4 - bombs.bad} of 4 refused in ${bombs.seconds.toFixed(2)} s (target: all, < 1 s), ` +
          `at most ${(bombs.runPeakMb - bombs.beforeMb).toFixed(0)} MB more than before (target ≤ 50 MB; the ` +
          `200,000-row workbook's read took ${(workbook.runPeakMb - workbook.beforeMb).toFixed(0)} MB more), ${memory(bombs)}`,
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0 },
  );
});
