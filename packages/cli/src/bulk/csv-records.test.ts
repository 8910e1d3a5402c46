import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvRecords, splitRecord } from './csv-records';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-csv-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
let n = 0;
const records = async (text: string | Buffer) => {
  n += 1;
  const file = join(dir, `f${n}.csv`);
  await writeFile(file, text);
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of csvRecords(file)) out.push(record);
  return out;
};

describe('csvRecords', () => {
  it('reads plain and quoted fields with their lines: BOM, CRLF, blank lines, quotes spanning lines', async () => {
    expect(
      await records('\uFEFFgroup,url\r\n a , b \r\n\r\n"x, ""y""",z\n"multi\nline",  "q"  \nlast,row'),
    ).toEqual([
      { line: 1, fields: ['group', 'url'] },
      { line: 2, fields: ['a', 'b'] },
      { line: 4, fields: ['x, "y"', 'z'] },
      { line: 5, fields: ['multi\nline', 'q'] },
      { line: 7, fields: ['last', 'row'] },
    ]);
  });

  it('agrees with csv-parse on a larger file, across chunk boundaries and multi-byte characters', async () => {
    const lines = ['group,url'];
    for (let i = 0; i < 20_000; i += 1) {
      lines.push(i % 7 === 0 ? `"g,${i} ñ",https://e.example/ü/${i}` : `g${i},https://e.example/${i}`);
    }
    const text = `${lines.join('\n')}\n`;
    const ours = (await records(text)).map((record) => record.fields);
    expect(ours).toEqual(parse(text, { trim: true, skip_empty_lines: true }));
  });

  it('names the line of a malformed record', async () => {
    const fail = async (text: string) => {
      try {
        await records(text);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(await fail('a,b\nc,"d"e\n')).toEqual(
      new CsvSyntaxError(2, 'Invalid closing quote: got "e" instead of a delimiter'),
    );
    expect(await fail('a,b\nc,d"e\n')).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^Invalid opening quote/),
    });
    expect(await fail('a,b\nc,d\n"e,f\ng,h\n')).toMatchObject({ line: 3, message: 'Quote not closed' });
  });

  it('splits one record', () => {
    expect(splitRecord('a,"b,c",,"",d', 1)).toEqual(['a', 'b,c', '', '', 'd']);
    expect(splitRecord('a;"b;c"', 1, ';')).toEqual(['a', 'b;c']);
  });
});
