import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CsvRow, checkHeader, readCsvRows } from '../../bulk/csv-rows';
import { checkOfferRow, OFFER_COLUMNS } from './offer-rows';
import { findOverlaps, overlapMessage } from './overlaps';
import { checkRateRow, splitCountries } from './rate-rows';

const now = Date.parse('2026-11-24T12:00:00Z');
const messagesOf = (result: { ok: boolean; issues?: { message: string }[] }) =>
  result.ok ? [] : (result.issues ?? []).map((issue) => issue.message);

describe('checkOfferRow', () => {
  const row = (cells: Record<string, string>) => checkOfferRow(cells, { now });
  const offer = { id_tipo: 'o', id_producto: 'CA1', fecha_desde: '2026-12-01', fecha_hasta: '2026-12-31' };

  it('reads percent discounts, Madrid days and times, and the expirable flag', () => {
    const result = row({ ...offer, descuento_oferta: '15', caducable: 'YES' });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        descuento_oferta: 0.15,
        caducable: true,
        fecha_desde: '2026-11-30T23:00:00.000Z',
        fecha_hasta: '2026-12-31T22:59:59.000Z',
      }),
    });
    const timed = row({ ...offer, fecha_desde: '2026-12-01 10:30', descuento_oferta: '5' });
    expect(timed.ok && timed.value.fecha_desde).toBe('2026-12-01T09:30:00.000Z');
  });

  it('ignores the cells of another type, as the drawer hides them', () => {
    const result = row({ ...offer, descuento_oferta: '10', uni_compra: 'abc' });
    expect(result.ok && result.value.uni_compra).toBeNull();
  });

  it('says a word in a number cell is not a number, and a bad date is not a date, not that they are missing', () => {
    expect(messagesOf(row({ ...offer, descuento_oferta: 'ten' }))).toEqual(['The discount must be a number']);
    expect(messagesOf(row({ ...offer, fecha_hasta: '2026-02-30', descuento_oferta: '1' }))).toEqual([
      'The end date is not a valid date (yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, Madrid time)',
    ]);
  });

  it('reports every problem of a row', () => {
    expect(
      messagesOf(row({ id_tipo: 'e', id_producto: '', fecha_desde: '', fecha_hasta: '', caducable: '?' })),
    ).toEqual([
      'The expirable flag must be true or false',
      'Please input the product',
      'Please input the duration',
      'Please input the quantity',
      'Please input the special discount',
    ]);
  });
});

describe('checkRateRow', () => {
  const rate = { pais: 'es', tarifa: 'std', desde: '2026-12-01', hasta: '2026-12-31' };

  it('splits countries, and lets dtp have empty or 0 minimums', () => {
    expect(splitCountries(' ES fr;it|uk ')).toEqual(['es', 'fr', 'it', 'uk']);
    const dtp = checkRateRow({ ...rate, pais: 'es fr', tarifa: 'DTP', cart_amount: '0' }, { now });
    expect(dtp).toEqual({
      ok: true,
      value: expect.objectContaining({
        pais: ['es', 'fr'],
        tarifa: 'dtp',
        cart_amount: 0,
        min_precio_uni: 0,
      }),
    });
  });

  it('refuses money with 3 decimals or a decimal comma, and an unknown country', () => {
    expect(
      messagesOf(checkRateRow({ ...rate, cart_amount: '1.005', min_precio_uni: '2,5' }, { now })),
    ).toEqual([
      'The minimum unit price must be a number',
      'The minimum cart sum can have at most 2 decimals',
    ]);
    expect(
      messagesOf(checkRateRow({ ...rate, pais: 'es zz', cart_amount: '1', min_precio_uni: '1' }, { now })),
    ).toEqual(['The country zz must be one of: an, at, be, ch, de, es, fr, se, ho, it, uk, po']);
  });
});

describe('findOverlaps', () => {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
  it('finds overlaps with stored records and earlier sendable rows only, ends included', () => {
    const rows = [
      { line: 2, keys: ['a'], from: day('2030-01-01'), to: day('2030-01-10') },
      { line: 3, keys: ['a'], from: day('2030-01-10'), to: day('2030-01-20') },
      { line: 4, keys: ['a'], from: day('2030-01-15'), to: day('2030-01-25') },
      { line: 5, keys: ['b'], from: day('2030-01-01'), to: day('2030-01-31') },
      { line: 6, keys: ['c', 'a'], from: day('2030-03-01'), to: day('2030-03-02') },
    ];
    const stored = new Map([['c', [{ id: 9, key: 'c', from: day('2030-03-02'), to: day('2030-03-05') }]]]);
    const found = findOverlaps(rows, stored);
    expect([...found.keys()]).toEqual([3, 6]);
    expect(found.get(3)).toEqual([{ with: 'line', key: 'a', line: 2 }]);
    expect(found.get(6)).toEqual([
      { with: 'stored', key: 'c', id: 9, from: day('2030-03-02'), to: day('2030-03-05') },
    ]);
    // Line 4 overlaps only line 3, which is never sent.
    expect(found.has(4)).toBe(false);
  });

  it('words an overlap with the spec message and what it overlaps', () => {
    expect(
      overlapMessage('M', { with: 'line', key: 'es\u0000std', line: 4 }, (k) => k.replace('\u0000', ' ')),
    ).toBe('M (es std, line 4)');
    expect(
      overlapMessage('M', {
        with: 'stored',
        key: 'k',
        id: 3,
        from: Date.parse('2030-01-01T00:00:00Z'),
        to: Date.parse('2030-01-31T22:59:59Z'),
      }),
    ).toBe('M (#3, 2030-01-01 to 2030-01-31)');
  });
});

describe('reading and writing CSV files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cellar-csv-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const readAll = async (text: string) => {
    const path = join(dir, 'in.csv');
    await writeFile(path, text);
    const rows: CsvRow[] = [];
    for await (const row of readCsvRows(path, OFFER_COLUMNS)) rows.push(row);
    return rows;
  };

  it('numbers rows by their line in the file, past a BOM, empty lines and quoted line breaks', async () => {
    const rows = await readAll(
      '\uFEFFID_TIPO, id_producto ,fecha_desde,fecha_hasta\no,A,1,2\n\no,"B\nC",3,4\no,D,5\n',
    );
    expect(rows.map((row) => [row.line, row.cells.id_producto])).toEqual([
      [2, 'A'],
      [4, 'B\nC'],
      [6, 'D'],
    ]);
    expect(rows[2]?.cellCountMismatch).toEqual({ cells: 3, columns: 4 });
  });

  it('refuses an empty file, a repeated, unknown or missing column', async () => {
    await expect(readAll('')).rejects.toThrow(/is empty: it needs a header line/);
    expect(() => checkHeader(['id_tipo', 'id_tipo'], OFFER_COLUMNS, 'f')).toThrow(
      'Line 1: the column id_tipo appears more than once',
    );
    expect(() => checkHeader(['id_tipo', 'id_producto', 'fecha_desde'], OFFER_COLUMNS, 'f')).toThrow(
      'Line 1: missing column: fecha_hasta',
    );
    expect(
      checkHeader(
        ['id_tipo', 'id_producto', 'fecha_desde', 'fecha_hasta', 'line', 'reason'],
        OFFER_COLUMNS,
        'f',
      ),
    ).toHaveLength(6);
  });
});
