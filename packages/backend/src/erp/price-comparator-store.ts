import type { components } from '@cellar/contract';
import type { Issue } from '@cellar/validation';
import { comparePriceRows } from '@cellar/validation/catalogue';
import {
  commerceMessages,
  type ErpCompetitorPriceRecord,
  type ErpPriceComparatorUrlRecord,
  validatePriceComparatorUrl,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { CatalogueStore } from './catalogue-store';

type Schemas = components['schemas'];

type CompetitorPriceRow = Omit<ErpCompetitorPriceRecord, 'in_stock'> & { in_stock: number };

/** Competitor URLs per product group and country (the Price comparator tab): one URL per group and country. */
export class PriceComparatorStore {
  private readonly catalogue: CatalogueStore;

  constructor(private readonly db: Db) {
    this.catalogue = new CatalogueStore(db);
  }

  /**
   * The country's entries, of these groups only when some are given, each with its comparison: the competitor
   * offers seen for the group in that country, in stock first, then by ranking (catalogue-editors §9).
   */
  read({
    country,
    groups,
  }: {
    country: string;
    groups: readonly string[];
  }): Schemas['ErpPriceComparatorEntry'][] {
    const urls = this.db
      .prepare<[string], ErpPriceComparatorUrlRecord>(
        'SELECT grupo AS "group", url, country FROM erp_price_comparator WHERE country = ? ORDER BY grupo',
      )
      .all(country);
    const wanted = new Set(groups);
    const entries = groups.length === 0 ? urls : urls.filter((row) => wanted.has(row.group));
    const prices = this.db.prepare<[string, string], CompetitorPriceRow>(
      `SELECT grupo AS product_group, country AS delivery_country, url, fecha AS date, price, currency, anyada,
              capacity, id_producto, in_stock, ranking
         FROM erp_competitor_prices WHERE country = ? AND grupo = ? ORDER BY id`,
    );
    return entries.map((entry) => ({
      ...entry,
      comparison: prices
        .all(entry.country, entry.group)
        .map((row) => ({ ...row, in_stock: row.in_stock === 1 }))
        .sort(comparePriceRows),
    }));
  }

  /**
   * Upserts each row `validatePriceComparatorUrl` accepts; the others are counted in ko with their first issue. A
   * row for a product group the catalogue does not have refuses the whole call (400, each such row by its index:
   * `data.{index}.group`), nothing saved: a URL is for a product the shop sells. Call in a transaction.
   */
  update(
    country: string,
    data: readonly unknown[],
  ): Schemas['ErpPriceComparatorResult'] & { saved: ErpPriceComparatorUrlRecord[] } {
    const checked = data.map((row) => validatePriceComparatorUrl(row));
    const unknown: Issue[] = [];
    const known = new Map<string, boolean>();
    checked.forEach((result, index) => {
      if (!result.ok) return;
      const { group } = result.value;
      if (!known.has(group)) known.set(group, this.catalogue.hasGroup(group));
      if (!known.get(group))
        unknown.push({
          path: `data.${index}.group`,
          message: commerceMessages.priceComparator.unknownGroup(group),
        });
    });
    if (unknown.length > 0) throw badRequest(unknown);

    const upsert = this.db.prepare(
      'INSERT INTO erp_price_comparator (country, grupo, url) VALUES (?, ?, ?) ON CONFLICT (country, grupo) DO UPDATE SET url = excluded.url',
    );
    const errors: Schemas['ErpPriceComparatorResult']['errors'] = [];
    const saved: ErpPriceComparatorUrlRecord[] = [];
    checked.forEach((result, index) => {
      if (!result.ok) {
        const group = (data[index] as { group?: unknown } | null)?.group;
        errors.push({
          index,
          group: typeof group === 'string' ? group.trim() : '',
          message: result.issues[0]?.message ?? '',
        });
        return;
      }
      upsert.run(country, result.value.group, result.value.url);
      saved.push({ ...result.value, country });
    });
    return { ok: saved.length, ko: errors.length, errors, saved };
  }

  /** Deletes the entries with these group and url, in any country. */
  remove(rows: readonly { group: string; url: string }[]): Schemas['ErpDeletedCount'] {
    const remove = this.db.prepare('DELETE FROM erp_price_comparator WHERE grupo = ? AND url = ?');
    return { deleted: rows.reduce((deleted, { group, url }) => deleted + remove.run(group, url).changes, 0) };
  }
}
