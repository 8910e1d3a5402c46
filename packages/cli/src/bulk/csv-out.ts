/**
 * One CSV record (RFC 4180): a field with a comma, a quote or a line break is quoted, quotes doubled.
 * Values are kept as they are otherwise, so a failed-rows file can be fixed and fed back as input.
 */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\n`;
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
