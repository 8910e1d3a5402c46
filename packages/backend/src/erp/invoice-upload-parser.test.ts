import { TextEncodingError } from '@cellar/validation';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  csvDelimiter,
  readUploadRows,
  sniffUploadKind,
  UploadParseError,
  UploadTypeError,
} from './invoice-upload-parser';

const bytes = (text: string) => new TextEncoder().encode(text);
async function* chunks(...parts: Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* parts;
}
const collect = async (source: AsyncIterable<Uint8Array>, kind: 'csv' | 'xlsx') => {
  const rows = [];
  for await (const row of readUploadRows(source, kind)) rows.push(row);
  return rows;
};

describe('sniffUploadKind', () => {
  it('tells a zip (xlsx) from text (csv, in any encoding) and refuses binary', () => {
    expect(sniffUploadKind(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('xlsx');
    expect(sniffUploadKind(bytes('a;b\n1;2\n'))).toBe('csv');
    expect(sniffUploadKind(iconv.encode('Referencia;Muñoz\n', 'windows-1252'))).toBe('csv');
    expect(sniffUploadKind(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toBe('csv');
    expect(sniffUploadKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toBeUndefined();
  });
  it('accepts a multi-byte character cut at the end of the sample', () => {
    const text = bytes(`${'a'.repeat(4095)}é`);
    expect(sniffUploadKind(text)).toBe('csv');
  });
});

describe('csvDelimiter', () => {
  it('is the separator the header line uses most', () => {
    expect(csvDelimiter('Ref;Importe\nV1;1,5\n')).toBe(';');
    expect(csvDelimiter('Ref,Cost\n')).toBe(',');
    expect(csvDelimiter('Ref\tCost\n')).toBe('\t');
  });
});

describe('cellText', () => {
  it('reads exceljs cells as text', () => {
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(cellText({ formula: 'A1*2', result: 4 })).toBe('4');
    expect(cellText({ richText: [{ text: 'V' }, { text: 'X1' }] })).toBe('VX1');
    expect(cellText(null)).toBe('');
  });
});

describe('readUploadRows', () => {
  it('gives every csv row with its line, whatever the chunking', async () => {
    const cell = fc.stringMatching(/^[A-Za-z0-9 ]{0,8}$/).map((s) => s.trim() || 'x');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 16 }),
        async (rows, size) => {
          const text = bytes(`${rows.map((r) => r.join(';')).join('\n')}\n`);
          const parts: Uint8Array[] = [];
          for (let at = 0; at < text.length; at += size) parts.push(text.subarray(at, at + size));
          const read = await collect(chunks(...parts), 'csv');
          expect(read.map((r) => r.cells)).toEqual(rows);
          expect(read.map((r) => r.line)).toEqual(rows.map((_, i) => i + 1));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses content that is not of the kind, and an empty file', async () => {
    await expect(collect(chunks(bytes('a;b\n')), 'xlsx')).rejects.toBeInstanceOf(UploadTypeError);
    await expect(collect(chunks(Uint8Array.from([0x50, 0x4b, 0x03, 0x04])), 'csv')).rejects.toBeInstanceOf(
      UploadTypeError,
    );
    await expect(collect(chunks(), 'csv')).rejects.toBeInstanceOf(UploadTypeError);
    // A zip that is no workbook.
    await expect(
      collect(chunks(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0])), 'xlsx'),
    ).rejects.toBeInstanceOf(UploadTypeError);
  });

  it('reads a Windows-1252 (Latin-1) csv as such, and UTF-8 with its BOM and CRLF', async () => {
    const text = 'Referencia;Importe;Destinatario\r\nV1;12,50;Muñoz €\r\nV2;3;Peña\r\n';
    const expected = [
      { line: 1, cells: ['Referencia', 'Importe', 'Destinatario'] },
      { line: 2, cells: ['V1', '12,50', 'Muñoz €'] },
      { line: 3, cells: ['V2', '3', 'Peña'] },
    ];
    expect(await collect(chunks(iconv.encode(text, 'windows-1252')), 'csv')).toEqual(expected);
    expect(await collect(chunks(bytes(`\uFEFF${text}`)), 'csv')).toEqual(expected);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode(text.replaceAll(';', '\t'), 'utf-16le'),
    ]);
    expect(await collect(chunks(utf16), 'csv')).toEqual(expected);
  });

  it('refuses a csv in another encoding, naming it, however far down its first such byte is', async () => {
    const japanese = iconv.encode('日本語のテキスト、こんにちは世界;12\n', 'shift_jis');
    for (const head of [bytes(''), bytes(`Ref;Importe\n${'V1;1\n'.repeat(2000)}`)]) {
      const error = await collect(chunks(head, japanese), 'csv').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TextEncodingError);
      expect((error as Error).message).toBe(
        'The file is not UTF-8: it looks like Shift_JIS, which is not read here. Save it as UTF-8 (or Windows-1252)',
      );
    }
  });

  it('reports an unreadable csv row by its line', async () => {
    const error = await collect(chunks(bytes('a;b\n1;2\n"3;4\n')), 'csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadParseError);
    expect((error as UploadParseError).line).toBeGreaterThanOrEqual(3);
  });
});
