import type { ErpPriceComparatorEntry } from '@cellar/sdk';

/** Columns padded to their widest cell, two spaces apart; the last column is not padded. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((name, column) =>
    Math.max(name.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** `cellar competitors list` for people: one line per group, its URL and how many competitor offers were seen. */
export function formatCompetitors(country: string, entries: readonly ErpPriceComparatorEntry[]): string {
  if (entries.length === 0) return `No competitor URLs for ${country}.`;
  return formatTable(
    ['group', 'url', 'offers'],
    entries.map((entry) => [entry.group, entry.url, String(entry.comparison.length)]),
  );
}
