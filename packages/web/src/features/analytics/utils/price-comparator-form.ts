import type { ErpPriceComparatorRow } from '@cellar/sdk';
import { fail, type Issue, ok, type Result } from '@cellar/validation';
import { validatePriceComparatorUrl } from '@cellar/validation/commerce';
import { fieldKey } from '@/components/form';

/** The country the tab opens with: the main shop's. */
export const DEFAULT_COUNTRY = 'es';

/**
 * URLs a page of the table shows. catalogue-editors §2 gives the comparison tables paging (Prev page / Next page)
 * but no size: 20 is ours.
 */
export const PRICE_COMPARATOR_PAGE_SIZE = 20;

/** The table's form: the URL of each group of the country (one URL per group and country), keyed by `fieldKey`. */
export interface UrlsForm {
  urls: Record<string, string>;
}

/** The field of one group's URL. */
export const urlField = (group: string) => `urls.${fieldKey(group)}` as const;

/** The stored URLs, as the table's fields start. */
export const urlsFormOf = (entries: readonly ErpPriceComparatorRow[]): UrlsForm => ({
  urls: Object.fromEntries(entries.map((entry) => [fieldKey(entry.group), entry.url])),
});

/**
 * The rule of "Update selected": each chosen group with its URL as typed, checked by `validatePriceComparatorUrl`
 * (required, an absolute http(s) URL, trimmed); a refused one's message goes under that group's URL.
 */
export function urlUpdates(groups: readonly string[], form: UrlsForm): Result<ErpPriceComparatorRow[]> {
  const issues: Issue[] = [];
  const rows: ErpPriceComparatorRow[] = [];
  for (const group of groups) {
    const checked = validatePriceComparatorUrl({ group, url: form.urls[fieldKey(group)] ?? '' });
    if (checked.ok) rows.push(checked.value);
    else issues.push(...checked.issues.map((issue) => ({ ...issue, path: urlField(group) })));
  }
  return issues.length > 0 ? fail(...issues) : ok(rows);
}

/** The 0-based page of the table that shows `group`, or null when the country has no URL for it. */
export function pageOfGroup(
  entries: readonly { group: string }[],
  group: string,
  pageSize: number = PRICE_COMPARATOR_PAGE_SIZE,
): number | null {
  const index = entries.findIndex((entry) => entry.group === group);
  return index < 0 ? null : Math.floor(index / pageSize);
}
