import { comparePriceRows } from '@cellar/validation/catalogue';
import type { ErpPriceComparatorEntryRecord } from '@cellar/validation/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend } from './test-db';

let t: ErpTestBackend;
beforeAll(async () => {
  t = await erpTestBackend();
});
afterAll(() => t.backend.close());

const read = async (body: unknown) => {
  const res = await t.erp('POST', '/@price-comparator', { body });
  expect(res.status).toBe(200);
  return (await res.json()) as ErpPriceComparatorEntryRecord[];
};

describe('POST /db/erp/@price-comparator', () => {
  it('answers each URL of the country with its competitor offers, in stock first, then by ranking', async () => {
    const entries = await read({ country: 'es', groups: [] });
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      expect(entry.country).toBe('es');
      expect(entry.comparison.length).toBeGreaterThan(0);
      expect([...entry.comparison].sort(comparePriceRows)).toEqual(entry.comparison);
      for (const row of entry.comparison) {
        expect(row).toMatchObject({ product_group: entry.group, delivery_country: 'es', currency: 'EUR' });
        expect(row.url).toMatch(/^https:\/\//);
        expect(Number.isNaN(Date.parse(row.date))).toBe(false);
      }
    }
    const rows = entries.flatMap((entry) => entry.comparison);
    expect(rows.some((row) => row.in_stock)).toBe(true);
    expect(rows.some((row) => !row.in_stock)).toBe(true);
  });

  it('prices the uk in GBP, and keeps to the groups asked for', async () => {
    const all = await read({ country: 'uk', groups: [] });
    const group = all[0]?.group as string;
    const some = await read({ country: 'uk', groups: [group] });
    expect(some.map((entry) => entry.group)).toEqual([group]);
    expect(some[0]?.comparison.every((row) => row.currency === 'GBP')).toBe(true);
  });

  it('answers a URL added for a group without offers with an empty comparison', async () => {
    // A catalogue group no competitor offer was seen for in fr.
    const { grupo: group } = t.backend.db
      .prepare<[], { grupo: string }>(
        `SELECT grupo FROM erp_products
          WHERE grupo NOT IN (SELECT grupo FROM erp_competitor_prices WHERE country = 'fr')
            AND grupo NOT IN (SELECT grupo FROM erp_price_comparator WHERE country = 'fr')
          ORDER BY grupo LIMIT 1`,
      )
      .get() as { grupo: string };
    const patch = await t.erp('PATCH', '/@price-comparator', {
      body: { country: 'fr', data: [{ group, url: 'https://rival.example/zz' }] },
    });
    expect(patch.status).toBe(200);
    expect(await read({ country: 'fr', groups: [group] })).toEqual([
      { group, url: 'https://rival.example/zz', country: 'fr', comparison: [] },
    ]);
  });

  it('refuses a whole PATCH naming a product group the catalogue does not have, each by its index; saves nothing', async () => {
    const [known] = await read({ country: 'es', groups: [] });
    const data = [
      { group: known?.group, url: 'https://rival.example/es/changed' },
      { group: "=cmd|' /C calc'!A0", url: 'https://rival.example/es/x' },
      { group: 'zz-invented-group', url: 'https://rival.example/es/y' },
      { group: 'zz-also-invented', url: 'not a url' },
    ];
    const patch = await t.erp('PATCH', '/@price-comparator', { body: { country: 'es', data } });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({
      type: 'ValidationError',
      message: "There is no product group =cmd|' /C calc'!A0 in the catalogue",
      details: [
        { path: 'data.1.group', message: "There is no product group =cmd|' /C calc'!A0 in the catalogue" },
        { path: 'data.2.group', message: 'There is no product group zz-invented-group in the catalogue' },
      ],
    });
    expect((await read({ country: 'es', groups: [known?.group as string] }))[0]?.url).toBe(known?.url);
    expect(await read({ country: 'es', groups: ["=cmd|' /C calc'!A0", 'zz-invented-group'] })).toEqual([]);
  });

  it('refuses a body without a country, in the validation wording', async () => {
    const res = await t.erp('POST', '/@price-comparator', { body: { groups: [] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'ValidationError' });
  });
});
