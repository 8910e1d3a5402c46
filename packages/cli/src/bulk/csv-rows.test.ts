import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { readCsvRows } from './csv-rows';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-csv-rows-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const COLUMNS = { required: ['a', 'b', 'c'], optional: [] };
let files = 0;
const fileOf = async (text: string) => {
  files += 1;
  const path = join(dir, `f${files}.csv`);
  await writeFile(path, text);
  return path;
};
const rowsOf = async (text: string) => {
  const rows = [];
  for await (const row of readCsvRows(await fileOf(text), COLUMNS)) rows.push(row);
  return rows;
};

/** A cell of every kind the reader meets: plain, with spaces, quoted with commas, quotes and line breaks. */
const cell = (seed: number): string => {
  const kinds = [
    () => `v${seed}`,
    () => `  spaced ${seed} `,
    () => `"with, comma ${seed}"`,
    () => `"say ""hi"" ${seed}"`,
    () => `"two\nlines ${seed}"`,
    () => `"crlf\r\nbreak ${seed}"`,
    () => '',
  ];
  return (kinds[seed % kinds.length] as () => string)();
};

describe('readCsvRows', () => {
  it('reads what csv-parse reads, each row with the line it starts on, whatever the mix of cells', async () => {
    const records: string[] = ['a,b,c'];
    for (let i = 0; i < 300; i += 1) records.push([cell(i), cell(i * 3 + 1), cell(i * 7 + 2)].join(','));
    // CRLF and LF line ends mixed.
    const text = `\uFEFF${records.map((record, i) => `${record}${i % 2 ? '\r\n' : '\n'}`).join('')}`;
    const expected = (parse(text, { bom: true, trim: true, relax_column_count: true }) as string[][]).slice(
      1,
    );
    const rows = await rowsOf(text);
    expect(rows.map((row) => row.raw)).toEqual(expected);
    // The line a row starts on: one more than the lines the records before it (header included) took.
    let line = 2;
    for (const [index, row] of rows.entries()) {
      expect(row.line, `row ${index}`).toBe(line);
      line += 1 + (records[index + 1]?.match(/\n/g)?.length ?? 0);
    }
  });

  it('skips blank lines, keeps counting them, and yields a short row with its cell count', async () => {
    const rows = await rowsOf('a,b,c\n\n1,2,3\n   \n4,5\n');
    expect(rows.map((row) => [row.line, row.cells, row.cellCountMismatch])).toEqual([
      [3, { a: '1', b: '2', c: '3' }, undefined],
      [5, { a: '4', b: '5', c: '' }, { cells: 2, columns: 3 }],
    ]);
  });

  it('names the line of a malformed record and of a quote never closed, after the rows before it', async () => {
    const bad = readCsvRows(await fileOf('a,b,c\n1,2,3\n4,"5"x,6\n'), COLUMNS);
    expect((await bad.next()).value).toMatchObject({ line: 2 });
    await expect(bad.next()).rejects.toThrow(/^Line 3: malformed CSV: .*at line 3/);

    const unclosed = readCsvRows(await fileOf('a,b,c\n1,2,3\n4,"five\n6,7,8\n'), COLUMNS);
    await unclosed.next();
    const error = await unclosed.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      'Line 3: malformed CSV: a quoted cell opened on this line is never closed',
    );
  });
});
