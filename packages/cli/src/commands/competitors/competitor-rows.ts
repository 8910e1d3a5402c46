import type { TextInputEncoding } from '@cellar/validation';
import { validatePriceComparatorUrl } from '@cellar/validation/commerce';
import type { BulkRow } from '../../bulk';
import { type CsvColumns, readCsvRowChunks, readCsvRows } from '../../bulk/csv-rows';
import type { Output } from '../../command-context';
import { scanTextFile } from '../../text-input';

/** One row of a competitors file: the product group and the competitor URL, as written. */
export interface CompetitorRow {
  group: string;
  url: string;
}

/** The columns a competitors file needs, named in its header line (any order; other columns are ignored). */
export const COMPETITOR_COLUMNS = ['group', 'url'] as const;

const COLUMNS: CsvColumns = { required: COMPETITOR_COLUMNS, optional: [], othersIgnored: true };

/** What the command learns of a file before sending: how it is written and about how many rows it has. */
export interface CompetitorScan {
  encoding: TextInputEncoding;
  total: number;
}

/**
 * Checks what can be checked cheaply before anything is sent: the file can be read as text (UTF-8, UTF-16 or
 * Windows-1252, said on `stderr`; another encoding is refused) and its header names the columns (else exit 2);
 * the row count is an estimate from the file's lines, for the progress bar. A record malformed further down stops
 * the run at its line (exit 2) when the runner reaches it: parsing the whole file twice would cost as much as
 * sending it (docs/decisions.md).
 */
export async function scanCompetitorFile(file: string, stderr: Output): Promise<CompetitorScan> {
  const { encoding, lines } = await scanTextFile(file, stderr);
  // The first row read checks the header (else a usage error naming what is missing).
  const iterator = readCsvRows(file, COLUMNS, { encoding });
  try {
    await iterator.next();
  } finally {
    await iterator.return(undefined);
  }
  return { encoding, total: Math.max(0, lines - 1) };
}

/** The message of a row whose group an earlier row of the file already gave a URL (ours, docs/decisions.md). */
export const repeatedGroupMessage = (group: string, line: number) =>
  `Group ${group} is already on line ${line}: one URL per group and country`;

/**
 * The file's rows for the bulk runner, streamed a chunk of the file at a time: key = the line number; a row the
 * validation package refuses (`validatePriceComparatorUrl`, the web app's rules and messages) or that repeats an
 * earlier row's group is `invalid` with the message, so it fails unsent. Memory: one entry per group, for the
 * repeats.
 */
export async function* competitorRows(
  file: string,
  encoding: TextInputEncoding,
): AsyncGenerator<BulkRow<CompetitorRow>[]> {
  const firstLineOf = new Map<string, number>();
  for await (const chunk of readCsvRowChunks(file, COLUMNS, { encoding }))
    yield chunk.map(({ line, cells }) => {
      const value = { group: cells.group ?? '', url: cells.url ?? '' };
      const checked = validatePriceComparatorUrl(value);
      const row: BulkRow<CompetitorRow> = { line, key: String(line), value };
      if (!checked.ok) row.invalid = checked.issues.map((issue) => issue.message).join('; ');
      else {
        row.value = checked.value;
        const earlier = firstLineOf.get(checked.value.group);
        if (earlier === undefined) firstLineOf.set(checked.value.group, line);
        else row.invalid = repeatedGroupMessage(checked.value.group, earlier);
      }
      return row;
    });
}
