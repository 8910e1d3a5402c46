import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErpPriceComparatorEntry } from '@cellar/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { competitorRows, scanCompetitorFile } from './competitor-rows';
import { formatCompetitors } from './competitors-format';
import { updateOutcomes } from './competitors-send';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-rows-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));
const file = async (text: string) => {
  const path = join(dir, 'f.csv');
  await writeFile(path, text);
  return path;
};
const all = async <T>(rows: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
};

describe('competitor rows', () => {
  it('reads the columns by name in any order, trims, keys rows by line, marks bad and repeated rows', async () => {
    const path = await file(
      '\uFEFFurl,extra,Group\r\n https://a.example/x ,1,a\r\n\r\nnot a url,2,b\r\n"https://c.example/,q",3,a\r\n',
    );
    const scan = await scanCompetitorFile(path, { write: () => true });
    expect(scan).toEqual({ encoding: 'UTF-8', total: 3 });
    expect((await all(competitorRows(path, scan.encoding))).flat()).toEqual([
      { line: 2, key: '2', value: { group: 'a', url: 'https://a.example/x' } },
      { line: 4, key: '4', value: { group: 'b', url: 'not a url' }, invalid: 'Please input a valid URL' },
      {
        line: 5,
        key: '5',
        value: { group: 'a', url: 'https://c.example/,q' },
        invalid: 'Group a is already on line 2: one URL per group and country',
      },
    ]);
  });

  it('refuses an empty file and names the missing columns', async () => {
    await expect(scanCompetitorFile(await file(''), { write: () => true })).rejects.toThrow(
      `${dir}/f.csv is empty: it needs a header line`,
    );
    const missing = scanCompetitorFile(await file('name,link\na,b\n'), { write: () => true });
    await expect(missing).rejects.toBeInstanceOf(UsageError);
    await expect(missing).rejects.toThrow('Line 1: missing columns: group, url');
  });
});

describe('updateOutcomes', () => {
  it('fails the rows the answer’s errors name, by index, with their message', () => {
    expect(
      updateOutcomes(
        { ok: 2, ko: 1, errors: [{ index: 1, group: 'b', message: 'Please input the URL' }] },
        3,
      ),
    ).toEqual([{ ok: true }, { ok: false, reason: 'Please input the URL' }, { ok: true }]);
  });
});

describe('formatCompetitors', () => {
  it('pads columns to the widest cell, one line per group', () => {
    const entry = { group: 'long-group', url: 'https://x.example/a', comparison: [{}, {}] };
    expect(formatCompetitors('es', [entry] as unknown as ErpPriceComparatorEntry[])).toBe(
      'group       url                  offers\nlong-group  https://x.example/a  2',
    );
    expect(formatCompetitors('es', [])).toBe('No competitor URLs for es.');
  });
});
