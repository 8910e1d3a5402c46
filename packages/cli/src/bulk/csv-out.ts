import { stringify } from 'csv-stringify/sync';

/**
 * One CSV record (RFC 4180, LF-ended), written by csv-stringify as the exports are: a field with a comma, a quote
 * or a line break is quoted, quotes doubled. Values are kept as they are otherwise, so a failed-rows file can be
 * fixed and fed back as input.
 */
export function csvRecord(fields: readonly string[]): string {
  return stringify([[...fields]], { quoted_match: /[\r\n]/ });
}
