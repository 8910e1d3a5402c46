import {
  type AddressRow,
  commerceMessages,
  validateAddressColumns,
  validateShippingAddress,
} from '@cellar/validation/commerce';
import { errorMessage } from '@/lib/error-message';

/** A good row of the CSV, with its line in the file (the header is line 1). */
export interface AddressLine {
  line: number;
  address: AddressRow;
}

/** A row left out: its line in the file and what is wrong with it. */
export interface BadAddressLine {
  line: number;
  message: string;
}

export type ParsedAddressCsv =
  | { ok: true; addresses: AddressLine[]; badRows: BadAddressLine[] }
  /** The file as a whole is refused (a mandatory column missing, no header, unreadable CSV). */
  | { ok: false; message: string };

/**
 * The separator of the file: `;` when the header has more semicolons than commas, `,` otherwise (ours: the spec
 * names no separator; spreadsheets in Spanish locales write `;`).
 */
export function detectSeparator(text: string): ',' | ';' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a CSV of shipping addresses (commerce-operations §3, §5) in the browser with csv-parse (its browser ESM
 * build, loaded with the first file). The header is required and must hold every mandatory column ('You are
 * missing some mandatory address column: {list}'); each row is checked alone (`validateShippingAddress`), and a bad
 * one is reported by its line in the file and left out. Blank lines are skipped.
 */
export async function parseAddressCsv(text: string): Promise<ParsedAddressCsv> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectSeparator(text),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, message: commerceMessages.newOrder.noAddresses };
  const columns = validateAddressColumns(header.record);
  if (!columns.ok) return { ok: false, message: columns.issues[0]?.message ?? '' };

  const addresses: AddressLine[] = [];
  const badRows: BadAddressLine[] = [];
  for (const { record, info } of rows) {
    // info.lines is the line the record ends on; a quoted cell may span lines.
    const line = info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    if (record.length !== columns.value.length) {
      badRows.push({
        line,
        message: commerceMessages.newOrder.badRow(line, [
          commerceMessages.newOrder.cellCount(record.length, columns.value.length),
        ]),
      });
      continue;
    }
    const row = Object.fromEntries(columns.value.map((column, index) => [column, record[index] ?? '']));
    const checked = validateShippingAddress(row);
    if (checked.ok) addresses.push({ line, address: checked.value });
    else
      badRows.push({
        line,
        message: commerceMessages.newOrder.badRow(
          line,
          checked.issues.map((issue) => issue.message),
        ),
      });
  }
  return { ok: true, addresses, badRows };
}
