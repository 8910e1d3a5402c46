import { type CellarClient, type ErpPriceComparatorResult, isValidationError } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import type { BulkRow, RowOutcome } from '../../bulk';
import type { CompetitorRow } from './competitor-rows';

const messages = commerceMessages.priceComparator;

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

/**
 * The rows of a refused PATCH @price-comparator whose product group the catalogue does not have (the 400's
 * `details`, `data.{index}.group`), by index in the batch with the server's message; empty for any other failure.
 */
export function unknownGroupsOf(error: unknown, size: number): Map<number, string> {
  const unknown = new Map<number, string>();
  if (!isValidationError(error)) return unknown;
  const details = error.body.details;
  for (const issue of Array.isArray(details) ? details : []) {
    const at = /^data\.(\d+)\.group$/.exec(String((issue as { path?: unknown })?.path ?? ''));
    const index = Number(at?.[1]);
    if (at && index < size) unknown.set(index, String((issue as { message?: unknown }).message ?? ''));
  }
  return unknown;
}

/**
 * Sends a batch of rows to PATCH @price-comparator (an upsert per group and country: idempotent). The server
 * refuses a whole batch naming a product group the catalogue does not have: those rows fail with its message
 * (`There is no product group ... in the catalogue`) and the others are sent again without them.
 */
export const sendUpdate =
  (client: CellarClient, country: string) =>
  async (rows: BulkRow<CompetitorRow>[]): Promise<RowOutcome[]> => {
    let answer: ErpPriceComparatorResult;
    try {
      answer = await client.erp.priceComparator.update(
        country,
        rows.map((row) => row.value),
      );
    } catch (error) {
      const unknown = unknownGroupsOf(error, rows.length);
      if (unknown.size === 0) throw error;
      const rest = rows.filter((_, index) => !unknown.has(index));
      const sent = rest.length > 0 ? await sendUpdate(client, country)(rest) : [];
      return rows.map((_, index) => {
        const reason = unknown.get(index);
        return reason === undefined ? (sent.shift() as RowOutcome) : { ok: false, reason };
      });
    }
    return updateOutcomes(answer, rows.length);
  };

/** Searches at most this many groups at once (the product search's limit), this many answers a page. */
const GROUPS_PER_SEARCH = 100;
const SEARCH_PAGE = 50;

/**
 * The groups among `groups` that the catalogue has (its products' groups), through the product search of the
 * editors (`@search-product` with `groups`): read only, for `competitors update --dry-run`.
 */
export async function knownGroups(client: CellarClient, groups: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  const unique = [...new Set(groups)];
  for (let at = 0; at < unique.length; at += GROUPS_PER_SEARCH) {
    const asked = unique.slice(at, at + GROUPS_PER_SEARCH);
    let cursor: string | undefined;
    do {
      const page = await client.catalogue.searchProducts({ groups: asked, size: SEARCH_PAGE, cursor });
      for (const product of page.items) known.add(product.group);
      cursor = page.cursor ?? undefined;
    } while (cursor !== undefined);
  }
  return known;
}

/** What `competitors update` would answer for each row, sending nothing: a group the catalogue does not have fails. */
export const checkUpdate =
  (client: CellarClient) =>
  async (rows: BulkRow<CompetitorRow>[]): Promise<RowOutcome[]> => {
    const known = await knownGroups(
      client,
      rows.map((row) => row.value.group),
    );
    return rows.map((row) =>
      known.has(row.value.group)
        ? { ok: true }
        : { ok: false, reason: messages.unknownGroup(row.value.group) },
    );
  };

/** The message of a row to delete that the country does not have (ours, docs/decisions.md). */
export const notInCountryMessage = (country: string) => `No such URL for this group in ${country}`;

const pairKey = (row: CompetitorRow) => `${row.group}\n${row.url}`;

/**
 * What `competitors delete` would answer for each row, deleting nothing: the batch's groups are read (POST
 * @price-comparator for `country`); a row the country has succeeds, the others fail with `notInCountryMessage`.
 */
export const checkDelete =
  (client: CellarClient, country: string) =>
  async (rows: BulkRow<CompetitorRow>[]): Promise<RowOutcome[]> => {
    const groups = [...new Set(rows.map((row) => row.value.group))];
    const present = new Set((await client.erp.priceComparator.read(country, groups)).map(pairKey));
    return rows.map((row) =>
      present.has(pairKey(row.value)) ? { ok: true } : { ok: false, reason: notInCountryMessage(country) },
    );
  };

/**
 * Deletes a batch of rows: DELETE @price-comparator answers only a count, and deletes the group and url in
 * every country, so the batch is checked first (`checkDelete`): the rows the country has are deleted and
 * succeed, the others fail with `notInCountryMessage`. Idempotent: a row deleted twice fails the second time as
 * not found, it deletes nothing more.
 */
export const sendDelete =
  (client: CellarClient, country: string) =>
  async (rows: BulkRow<CompetitorRow>[]): Promise<RowOutcome[]> => {
    const outcomes = await checkDelete(client, country)(rows);
    const found = rows.filter((_, index) => outcomes[index]?.ok);
    if (found.length > 0) await client.erp.priceComparator.remove(found.map((row) => row.value));
    return outcomes;
  };
