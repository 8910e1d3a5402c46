import type { ErpPriceComparatorEntry } from '@cellar/sdk';
import { type Column, formatTable } from '../../ui/text-table';

const COLUMNS: Column<ErpPriceComparatorEntry>[] = [
  { header: 'group', value: (entry) => entry.group },
  { header: 'url', value: (entry) => entry.url },
  { header: 'offers', value: (entry) => entry.comparison.length },
];

/** `cellar competitors list` for people: one line per group, its URL and how many competitor offers were seen. */
export function formatCompetitors(country: string, entries: readonly ErpPriceComparatorEntry[]): string {
  if (entries.length === 0) return `No competitor URLs for ${country}.`;
  return formatTable(COLUMNS, entries);
}
