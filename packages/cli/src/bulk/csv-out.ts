import { escapeFormulaText } from '@cellar/sdk';
import { stringify } from 'csv-stringify/sync';

/**
 * One record of a failed-rows file (RFC 4180, LF-ended), written by csv-stringify as the exports are: a field with a
 * comma, a quote or a line break is quoted, quotes doubled; a field a spreadsheet would run as a formula (starting
 * with `=`, `+`, `-`, `@`, tab or CR) gets a leading `'`, as the exports' cells do (`escapeFormulaText`). Values are
 * kept as they are otherwise, so a failed-rows file can be fixed and fed back as input.
 */
export function csvRecord(fields: readonly string[]): string {
  return stringify([fields.map(escapeFormulaText)], { quoted_match: /[\r\n]/ });
}
