import { describe, expect, it } from 'vitest';
import type { CellarClient } from './create-client';
import { csvEncoder } from './csv-encoder';
import { exportChunks } from './export-chunks';
import type { ExportSource } from './export-sources';

// Two pages of a list that shifted while it was read: the second starts with the first's last row again.
const shifted: ExportSource<Record<string, never>> = {
  columns: ['id', 'title'],
  key: (row) => String(row.id),
  async *pages() {
    yield {
      rows: [
        { id: 1, title: 'a' },
        { id: 2, title: '=b' },
      ],
      total: 3,
    };
    yield {
      rows: [
        { id: 2, title: '=b' },
        { id: 3, title: 'c' },
      ],
      total: 3,
    };
  },
};

describe('exportChunks', () => {
  it('writes the header, then each page’s new rows once, counting pages, rows and repeats', async () => {
    const chunks = [];
    for await (const chunk of exportChunks(
      {} as CellarClient,
      shifted,
      {},
      {
        pageSize: 2,
        read: (call) => call(),
        encoder: csvEncoder(shifted.columns),
      },
    ))
      chunks.push(chunk);
    expect(chunks).toEqual([
      { text: 'id,title\r\n', pages: 0, rows: 0, repeated: 0 },
      { text: "1,a\r\n2,'=b\r\n", pages: 1, rows: 2, repeated: 0, total: 3 },
      { text: '3,c\r\n', pages: 2, rows: 3, repeated: 1, total: 3 },
    ]);
  });
});
