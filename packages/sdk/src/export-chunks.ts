import type { CellarClient } from './create-client';
import type { RowEncoder } from './csv-encoder';
import type { ExportSource, PageOptions } from './export-sources';

/** One piece of an export's text, and how far the export has come once it is written. */
export interface ExportChunk {
  text: string;
  /** Pages read so far: 0 for the start (the header). */
  pages: number;
  /** Rows written so far, this chunk's included. */
  rows: number;
  /** Rows of the whole export, when the server says it. */
  total?: number;
  /** Rows a shifted page brought a second time so far, left out. */
  repeated: number;
}

/**
 * The text of an export, page by page: the encoder's start (the CSV header), then each page's rows as they arrive,
 * never more than one page held. A list read by page number shifts when a row is written meanwhile, so a row a
 * later page brings again (the source's `key`) is written once. `cellar export` writes the chunks to its file;
 * the admin's Export CSV to the downloaded file.
 *
 * @example
 * for await (const chunk of exportChunks(client, offersSource, { tipo: 'o' }, { pageSize: 20, read, encoder }))
 *   await file.write(chunk.text);
 */
export async function* exportChunks<Filters>(
  client: CellarClient,
  source: ExportSource<Filters>,
  filters: Filters,
  options: PageOptions & { encoder: RowEncoder },
): AsyncGenerator<ExportChunk> {
  const written = new Set<string>();
  let rows = 0;
  let repeated = 0;
  let pages = 0;
  yield { text: options.encoder.start(), pages, rows, repeated };
  for await (const page of source.pages(client, filters, options)) {
    const fresh = page.rows.filter((row) => {
      const key = source.key(row);
      if (written.has(key)) return false;
      written.add(key);
      return true;
    });
    repeated += page.rows.length - fresh.length;
    rows += fresh.length;
    pages += 1;
    yield {
      text: options.encoder.rows(fresh),
      pages,
      rows,
      repeated,
      ...(page.total === undefined ? {} : { total: page.total }),
    };
  }
}
