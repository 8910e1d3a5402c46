import { commerceMessages, validatePriceComparatorUrl } from '@cellar/validation/commerce';
import type { Db } from '../database';
import { badRequest } from '../errors';

export interface PriceComparatorEntry {
  group: string;
  url: string;
  country: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function requireCountry(value: unknown): string {
  const country = textOf(value);
  if (country === '')
    throw badRequest([{ path: 'country', message: commerceMessages.form.required('country') }]);
  return country;
}

/** Competitor URLs per product group and country (the Price comparator tab): one URL per group and country. */
export class PriceComparatorStore {
  constructor(private readonly db: Db) {}

  read(body: unknown): PriceComparatorEntry[] {
    const record = (body ?? {}) as { country?: unknown; groups?: unknown };
    const country = requireCountry(record.country);
    const groups = Array.isArray(record.groups) ? record.groups.map(textOf).filter((g) => g !== '') : [];
    const rows = this.db
      .prepare<[string], PriceComparatorEntry>(
        'SELECT grupo AS "group", url, country FROM erp_price_comparator WHERE country = ? ORDER BY grupo',
      )
      .all(country);
    if (groups.length === 0) return rows;
    const wanted = new Set(groups);
    return rows.filter((row) => wanted.has(row.group));
  }

  /** Upserts each valid row (`validatePriceComparatorUrl`); invalid rows are counted in ko. Call in a transaction. */
  update(body: unknown): {
    ok: number;
    ko: number;
    errors: { index: number; group: string; message: string }[];
    saved: PriceComparatorEntry[];
  } {
    const record = (body ?? {}) as { country?: unknown; data?: unknown };
    const country = requireCountry(record.country);
    if (!Array.isArray(record.data))
      throw badRequest([{ path: 'data', message: commerceMessages.form.required('data') }]);
    const upsert = this.db.prepare(
      'INSERT INTO erp_price_comparator (country, grupo, url) VALUES (?, ?, ?) ON CONFLICT (country, grupo) DO UPDATE SET url = excluded.url',
    );
    const errors: { index: number; group: string; message: string }[] = [];
    const saved: PriceComparatorEntry[] = [];
    record.data.forEach((row: unknown, index) => {
      const checked = validatePriceComparatorUrl(row);
      if (!checked.ok) {
        errors.push({
          index,
          group: textOf((row as { group?: unknown } | null)?.group),
          message: checked.issues[0]?.message ?? '',
        });
        return;
      }
      upsert.run(country, checked.value.group, checked.value.url);
      saved.push({ ...checked.value, country });
    });
    return { ok: saved.length, ko: errors.length, errors, saved };
  }

  /** Deletes the entries with these group and url, in any country. */
  remove(body: unknown): { deleted: number } {
    if (!Array.isArray(body))
      throw badRequest([{ path: '', message: commerceMessages.form.required('data') }]);
    const remove = this.db.prepare('DELETE FROM erp_price_comparator WHERE grupo = ? AND url = ?');
    let deleted = 0;
    body.forEach((row: unknown, index) => {
      const record = (row ?? {}) as { group?: unknown; url?: unknown };
      const group = textOf(record.group);
      const url = textOf(record.url);
      if (group === '' || url === '')
        throw badRequest([{ path: `${index}.group`, message: commerceMessages.form.required('group') }]);
      deleted += remove.run(group, url).changes;
    });
    return { deleted };
  }
}
