import type { CellarClient, ErpPriceComparatorResult } from '@cellar/sdk';
import type { BulkRow, RowOutcome } from '../../bulk';
import type { CompetitorRow } from './competitor-rows';

/**
 * Per-row outcomes of a PATCH @price-comparator answer: the rows its `errors` name (by index in the batch)
 * failed with the server's message (the validation package's), the others were saved.
 */
export function updateOutcomes(answer: ErpPriceComparatorResult, size: number): RowOutcome[] {
  const outcomes: RowOutcome[] = Array.from({ length: size }, () => ({ ok: true }));
  for (const error of answer.errors) {
    if (error.index >= 0 && error.index < size) outcomes[error.index] = { ok: false, reason: error.message };
  }
  return outcomes;
}

/** Sends a batch of rows to PATCH @price-comparator (an upsert per group and country: idempotent). */
export const sendUpdate =
  (client: CellarClient, country: string) =>
  async (rows: BulkRow<CompetitorRow>[]): Promise<RowOutcome[]> => {
    const answer = await client.erp.priceComparator.update(
      country,
      rows.map((row) => row.value),
    );
    return updateOutcomes(answer, rows.length);
  };

/** The message of a row to delete that the country does not have (ours, docs/decisions.md). */
export const notInCountryMessage = (country: string) => `No such URL for this group in ${country}`;

const pairKey = (row: CompetitorRow) => `${row.group}\n${row.url}`;

/**
 * Deletes a batch of rows: DELETE @price-comparator answers only a count, and deletes the group and url in
 * every country, so the batch's groups are read first (POST @price-comparator for `country`): the rows the
 * country has are deleted and succeed, the others fail with `notInCountryMessage`. Idempotent: a row deleted
 * twice fails the second time as not found, it deletes nothing more.
 */
export const sendDelete =
  (client: CellarClient, country: string) =>
  async (rows: BulkRow<CompetitorRow>[]): Promise<RowOutcome[]> => {
    const groups = [...new Set(rows.map((row) => row.value.group))];
    const entries = await client.erp.priceComparator.read(country, groups);
    const present = new Set(entries.map(pairKey));
    const found = rows.filter((row) => present.has(pairKey(row.value)));
    if (found.length > 0) await client.erp.priceComparator.remove(found.map((row) => row.value));
    return rows.map((row) =>
      present.has(pairKey(row.value)) ? { ok: true } : { ok: false, reason: notInCountryMessage(country) },
    );
  };
