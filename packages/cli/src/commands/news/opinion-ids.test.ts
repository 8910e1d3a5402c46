import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { checkOpinionIdsFile, opinionIdRows, opinionIdsOfArgs, parseOpinionId } from './opinion-ids';
import { formatOpinionsFooter } from './opinions-format';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-ids-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const file = async (content: string) => {
  const path = join(dir, 'ids.txt');
  await writeFile(path, content);
  return path;
};

describe('opinion ids', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['12a', undefined],
    ['', undefined],
    ['1e3', undefined],
  ])('parseOpinionId(%j) is %j', (text, id) => {
    expect(parseOpinionId(text)).toBe(id);
  });

  it('ids on the command line: every bad one named in a usage error', () => {
    expect(opinionIdsOfArgs(['3', '14'])).toEqual([3, 14]);
    expect(() => opinionIdsOfArgs(['3', 'x', '0'])).toThrow(
      new UsageError('not an opinion id: "x"\nnot an opinion id: "0"'),
    );
  });

  it('a file: lines numbered from 1, blank lines skipped, a BOM and CRLF read away', async () => {
    const rows = [];
    for await (const row of opinionIdRows(await file('\uFEFF11\r\n\r\n12\r\n  \n13'))) rows.push(row);
    expect(rows.map(({ line, id }) => ({ line, id }))).toEqual([
      { line: 1, id: 11 },
      { line: 3, id: 12 },
      { line: 5, id: 13 },
    ]);
    expect(await checkOpinionIdsFile(await file('\uFEFF11\r\n\r\n12\r\n  \n13'))).toBe(3);
  });

  it('checks the whole file first: the first 20 bad lines by number, then how many more; an empty file', async () => {
    const path = await file(`${Array.from({ length: 25 }, (_, i) => `x${i}`).join('\n')}\n5\n`);
    const error = await checkOpinionIdsFile(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe(`${path} line 1: not an opinion id: "x0"`);
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('and 5 more bad lines');
    await expect(checkOpinionIdsFile(await file('\n \n'))).rejects.toThrow(/has no opinion ids/);
  });
});

describe('formatOpinionsFooter', () => {
  it('names the page among the pages, and the tab', () => {
    expect(formatOpinionsFooter({ status: 'npub', total: 21, page: 3, pageSize: 10 })).toBe(
      'Page 3 of 3: 21 Not Published opinions.',
    );
    expect(formatOpinionsFooter({ status: 'pend', total: 0, page: 1, pageSize: 10 })).toBe(
      'Page 1 of 1: 0 Pending opinions.',
    );
    expect(formatOpinionsFooter({ status: 'publ', total: 240, pageSize: 100 })).toBe(
      '240 Published opinions.',
    );
  });
});
