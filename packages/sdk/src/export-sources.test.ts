import { describe, expect, it } from 'vitest';
import { contractBackend } from './contract-test-support';
import { csvEncoder } from './csv-encoder';
import { type ExportSource, freeShippingRatesSource, offersSource } from './export-sources';

// The shared export definitions against the reference backend: every page of a list, once each.
const server = contractBackend();
const read = <T>(call: () => Promise<T>) => call();

const everyRow = async <Filters>(source: ExportSource<Filters>, filters: Filters) => {
  const rows: Record<string, unknown>[] = [];
  let total: number | undefined;
  for await (const page of source.pages(server.client('admin'), filters, { pageSize: 20, read })) {
    rows.push(...page.rows);
    total = page.total;
  }
  return { rows, total };
};

describe('export sources', () => {
  it('offersSource reads every page of the filtered offers, none twice', async () => {
    const first = await server.client('admin').erp.offers.search({ tipo: 'o' });
    expect(first.items).toBeGreaterThan(first.per_page);
    const { rows, total } = await everyRow(offersSource, { tipo: 'o' });
    expect(total).toBe(first.items);
    expect(rows).toHaveLength(first.items);
    expect(new Set(rows.map(offersSource.key)).size).toBe(first.items);
    expect(rows.every((row) => row.id_tipo === 'o')).toBe(true);
  });

  it('freeShippingRatesSource reads every rate, and its columns are the rate’s fields', async () => {
    const first = await server.client('admin').erp.freeShipping.search({});
    const { rows } = await everyRow(freeShippingRatesSource, {});
    expect(rows).toHaveLength(first.items);
    const [row] = rows;
    expect(Object.keys(row ?? {}).sort()).toEqual([...freeShippingRatesSource.columns].sort());
    const header = csvEncoder(freeShippingRatesSource.columns).start();
    expect(header).toBe('id,pais,tarifa,cart_amount,min_precio_uni,desde,hasta\r\n');
  });
});
