// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { detectSeparator, parseAddressCsv } from './parse-address-csv';

const sample = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../../fixtures/orders/${name}`, import.meta.url)), 'utf8');

describe('parseAddressCsv', () => {
  it('reads every row of a good file, quoted commas included, with its line', async () => {
    const parsed = await parseAddressCsv(sample('new-order-addresses.csv'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.badRows).toEqual([]);
    expect(parsed.addresses.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(parsed.addresses[1]?.address).toMatchObject({
      destinatario: 'Bodegas Núñez, S.L.',
      linea1: 'Gran Vía 7',
      linea2: '',
      linea3: 'Oficina 3',
      id_pais: 'es',
    });
  });

  it('reports a bad row by its line in the file with what is wrong, and leaves it out (; separated)', async () => {
    const parsed = await parseAddressCsv(sample('new-order-addresses-bad-row.csv'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.addresses.map((row) => [row.line, row.address.destinatario])).toEqual([
      [2, 'Marta Ruiz'],
      [4, 'Carmen Vidal'],
    ]);
    expect(parsed.badRows).toEqual([
      {
        line: 3,
        message: commerceMessages.newOrder.badRow(3, [
          'Please input the linea1',
          commerceMessages.multiOrderInvoice.countryCodeLength,
        ]),
      },
    ]);
  });

  it("refuses a file missing a mandatory column with the spec's message", async () => {
    expect(await parseAddressCsv(sample('new-order-addresses-missing-column.csv'))).toEqual({
      ok: false,
      message: commerceMessages.newOrder.missingAddressColumns(['telefono', 'id_provincia']),
    });
  });

  it('reports a row with a wrong number of cells, and the first line of a multi-line row', async () => {
    const header = 'linea1,codigo_postal,telefono,destinatario,id_provincia,id_pais,ciudad';
    const parsed = await parseAddressCsv(
      `${header}\n"Calle\nMayor 1",28001,600,Ana,28,es,Madrid\nshort,row\n\nC/ Sol 2,28002,601,Eva,28,es,Madrid\n`,
    );
    expect(parsed).toEqual({
      ok: true,
      addresses: [
        expect.objectContaining({ line: 2 }),
        expect.objectContaining({ line: 6, address: expect.objectContaining({ destinatario: 'Eva' }) }),
      ],
      badRows: [
        {
          line: 4,
          message: commerceMessages.newOrder.badRow(4, [commerceMessages.newOrder.cellCount(2, 7)]),
        },
      ],
    });
  });

  it('refuses an empty file and an unreadable one', async () => {
    expect(await parseAddressCsv('')).toMatchObject({ ok: false });
    expect(await parseAddressCsv('linea1,"unclosed\n')).toMatchObject({ ok: false });
  });

  it.each([
    ['a,b;c', ','],
    ['a;b;c,d', ';'],
    ['', ','],
  ])('detects the separator of %j as %j', (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});
