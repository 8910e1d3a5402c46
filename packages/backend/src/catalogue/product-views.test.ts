import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueTest, catalogueTest } from './catalogue-test-support';

let t: CatalogueTest;
beforeAll(async () => {
  t = await catalogueTest();
});
afterAll(() => t.b.close());

const call = async (method: string, path: string, body: unknown, token = t.editor) =>
  t.b.call(method, `/db/guillotina${path}`, { token, body });

const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
};

type Summary = {
  '@name': string;
  path: string;
  group: string;
  nombre: string;
  references: { referencia: string; estados: string[]; image: string | null }[];
  [key: string]: unknown;
};
type SearchAnswer = { items: Summary[]; items_total: number; cursor: string | null };

const search = async (body: unknown, token = t.viewer) =>
  json<SearchAnswer>(await call('POST', '/@search-product', body, token));

type Options = Record<string, { otros?: { solo_venta_privada?: boolean } }>;

describe('PATCH {product}/@opciones', () => {
  const PACK = '/packs/pack-vega';
  const flags = async () =>
    Object.values(
      (await t.get(PACK)).opciones as Record<string, { otros?: { solo_venta_privada?: boolean } }>,
    ).map((option) => option.otros?.solo_venta_privada);

  it('sets solo_venta_privada on every option of the product, 204, audited', async () => {
    const res = await call('PATCH', `${PACK}/@opciones`, {
      opciones_to_modify: { solo_venta_privada: true },
    });
    expect(res.status).toBe(204);
    expect(await flags()).toEqual([true, true]);
    const [entry] = await t.logs(PACK);
    expect(entry).toMatchObject({
      action: 'modify',
      user: 'editor@example.com',
      payload: {
        opciones_to_modify: { solo_venta_privada: true },
        opciones: ['PK00001-cellar', 'PK00001-uk'],
      },
    });
    // The options before and after the change, so that the AuditLog can restore them (issue 28).
    const payload = entry?.payload as { before: { opciones: Options }; after: { opciones: Options } };
    expect(Object.values(payload.before.opciones).map((o) => o.otros?.solo_venta_privada)).not.toContain(
      true,
    );
    expect(Object.values(payload.after.opciones).map((o) => o.otros?.solo_venta_privada)).toEqual([
      true,
      true,
    ]);
    await call('PATCH', `${PACK}/@opciones`, { opciones_to_modify: { solo_venta_privada: false } });
    expect(await flags()).toEqual([false, false]);
  });

  it('answers 400 in the validation wording for a bad body, and writes nothing', async () => {
    const before = await t.get(PACK);
    for (const [body, message] of [
      [{}, 'The options to modify must be an object'],
      [{ opciones_to_modify: { solo_venta_privada: 'yes' } }, 'The private sale must be true or false'],
      [
        { opciones_to_modify: { solo_venta_privada: true, estado: 'selling' } },
        'Only solo_venta_privada can be changed for all the options at once',
      ],
    ] as const) {
      const answer = await json<{ message: string }>(await call('PATCH', `${PACK}/@opciones`, body), 400);
      expect(answer.message).toBe(message);
    }
    expect((await t.get(PACK)).modification_date).toBe(before.modification_date);
  });

  it('answers 403 without ModifyContent, 412 for a stale last-mod-date', async () => {
    const body = { opciones_to_modify: { solo_venta_privada: true } };
    expect((await call('PATCH', `${PACK}/@opciones`, body, t.viewer)).status).toBe(403);
    const stale = await t.b.call('PATCH', `/db/guillotina${PACK}/@opciones`, {
      token: t.editor,
      body,
      headers: { 'last-mod-date': '2000-01-01T00:00:00.000Z' },
    });
    expect(stale.status).toBe(412);
  });

  it('writes nothing for a product without options (204)', async () => {
    const path = '/bodegas/vega/sin-opciones';
    const before = await t.get(path);
    expect(
      (await call('PATCH', `${path}/@opciones`, { opciones_to_modify: { solo_venta_privada: true } })).status,
    ).toBe(204);
    expect((await t.get(path)).modification_date).toBe(before.modification_date);
  });
});

describe('POST @search-product', () => {
  it('finds products by name words, with their references as pack rows (newest vintage first)', async () => {
    const { items, items_total, cursor } = await search({ nombre: 'vega unico' });
    expect(items_total).toBe(1);
    expect(cursor).toBeNull();
    expect(items[0]).toEqual({
      '@id': 'http://localhost/db/guillotina/bodegas/vega/unico',
      '@name': 'unico',
      '@type': 'Producto',
      '@uid': expect.any(String),
      path: '/bodegas/vega/unico',
      group: 'unico',
      nombre: 'Vega Sicilia Único',
      tipo: '/vi/tinto',
      modification_date: expect.any(String),
      references: [
        {
          referencia: 'VS00002',
          nombre: 'Vega Sicilia Único',
          group: 'unico',
          path: '/bodegas/vega/unico',
          anyada: 2014,
          capacidad: 'ma',
          estados: ['new_product'],
          image: null,
        },
        {
          referencia: 'VS00001',
          nombre: 'Vega Sicilia Único',
          group: 'unico',
          path: '/bodegas/vega/unico',
          anyada: 2012,
          capacidad: '75',
          estados: ['selling', 'notavailable'],
          image: '@upload-image/VS00001/anv800',
        },
      ],
    });
  });

  it('reads an empty body as the first page of every product, by name', async () => {
    const res = await t.b.call('POST', '/db/guillotina/@search-product', { token: t.viewer, rawBody: '' });
    const answer = await json<SearchAnswer>(res);
    expect(answer.items_total).toBe(5);
    expect(answer.items.map((item) => item.nombre)).toEqual([
      'Pack vacío',
      'Pack Vega',
      'Sin opciones',
      'Valbuena 5º',
      'Vega Sicilia Único',
    ]);
  });

  it('finds a product by the start of a reference typed in the search box', async () => {
    expect((await search({ nombre: 'vb000' })).items.map((item) => item.group)).toEqual(['valbuena']);
  });

  it('filters by type prefix, option state, references and groups', async () => {
    expect((await search({ tipo: '/pk' })).items.map((item) => item.group)).toEqual([
      'pack-vacio',
      'pack-vega',
    ]);
    const selling = await search({ opciones: { estado: ['selling'] }, tipo: ['/vi'] });
    expect(selling.items.map((item) => item.group)).toEqual(['unico']);
    expect(selling.items[0]?.references.map((row) => row.referencia)).toEqual(['VS00001']);
    expect((await search({ referencias: ['VB00001'] })).items.map((item) => item.group)).toEqual([
      'valbuena',
    ]);
    expect((await search({ groups: 'unico' })).items.map((item) => item.group)).toEqual(['unico']);
  });

  it('pages with the cursor it answers, null on the last page', async () => {
    const first = await search({ tipo: '/vi', size: 2 });
    expect(first.items_total).toBe(3);
    expect(first.items.map((item) => item.group)).toEqual(['sin-opciones', 'valbuena']);
    expect(first.cursor).toBe('2');
    const second = await search({ tipo: '/vi', size: 2, cursor: first.cursor });
    expect(second.items.map((item) => item.group)).toEqual(['unico']);
    expect(second.cursor).toBeNull();
  });

  it('answers the options and images with the full serializer, and sorts by last modification', async () => {
    const [unico] = (await search({ groups: ['unico'], serializer: 'full' })).items;
    expect(Object.keys(unico?.opciones as object)).toEqual([
      'VS00001-cellar',
      'VS00001-uk',
      'VS00002-cellar',
    ]);
    expect(unico?.images).toEqual({ VS00001: { anv800: '@upload-image/VS00001/anv800' } });
    await call('PATCH', '/bodegas/vega/valbuena', { nombre: 'Valbuena 5º año' }, t.admin);
    expect((await search({ tipo: '/vi', sort_by: 'modification_date' })).items[0]?.group).toBe('valbuena');
  });

  it('lists the names holding the words as typed first: Reserva before the fuzzy Riserva (issue 25)', async () => {
    const wines = [
      ['barolo-riserva', 'Barolo Riserva'],
      ['rioja-reserva', 'Rioja Reserva'],
      ['amarone-riserva', 'Amarone Riserva'],
    ];
    for (const [id, nombre] of wines)
      expect(
        (await call('POST', '/bodegas/vega', { '@type': 'Producto', id, nombre, tipo: '/vi/tinto' })).status,
      ).toBe(201);
    try {
      expect((await search({ nombre: 'Reserva' })).items.map((item) => item.nombre)).toEqual([
        'Rioja Reserva',
        'Amarone Riserva',
        'Barolo Riserva',
      ]);
    } finally {
      for (const [id] of wines) await call('DELETE', `/bodegas/vega/${id}`, undefined, t.admin);
    }
  });

  it('answers 400 in the validation wording for a bad body', async () => {
    for (const [body, message] of [
      [{ size: 0 }, 'The size must be between 1 and 50'],
      [{ cursor: 'x' }, 'The cursor is not valid'],
      [{ opciones: { estado: 'sold' } }, expect.stringMatching(/^The state must be one of: new_product/)],
      [{ sort_by: 'price' }, 'The sort must be one of: nombre, modification_date'],
    ] as const) {
      const answer = await json<{ message: string; type: string }>(
        await call('POST', '/@search-product', body),
        400,
      );
      expect(answer).toMatchObject({ type: 'ValidationError', message });
    }
    expect(
      (await t.b.call('POST', '/db/guillotina/@search-product', { token: t.viewer, rawBody: '{' })).status,
    ).toBe(400);
  });
});

describe('POST @prod-by-referencia', () => {
  it('answers the products of references and group#capacity keys, and the row each key names', async () => {
    const answer = await json<{ products: Summary[]; rows: Record<string, { referencia: string } | null> }>(
      await call('POST', '/@prod-by-referencia', {
        referencias: ['VS00001', 'valbuena#75', 'unico#ma', 'NOPE999'],
      }),
    );
    expect(answer.products.map((product) => product.group).sort()).toEqual(['unico', 'valbuena']);
    expect(answer.rows).toEqual({
      VS00001: expect.objectContaining({ referencia: 'VS00001', image: '@upload-image/VS00001/anv800' }),
      'valbuena#75': expect.objectContaining({ referencia: 'VB00001', group: 'valbuena', anyada: 2018 }),
      'unico#ma': expect.objectContaining({ referencia: 'VS00002', capacidad: 'ma' }),
      NOPE999: null,
    });
  });

  it('keeps only options in the states asked for', async () => {
    const answer = await json<{ products: Summary[]; rows: Record<string, unknown> }>(
      await call('POST', '/@prod-by-referencia', {
        referencias: ['VS00001', 'VS00002'],
        opciones: { estado: ['new_product'] },
      }),
    );
    expect(answer.products.map((product) => product.references.map((row) => row.referencia))).toEqual([
      ['VS00002'],
    ]);
    expect(answer.rows).toEqual({
      VS00001: null,
      VS00002: expect.objectContaining({ referencia: 'VS00002' }),
    });
  });

  it('answers 400 without references, or for a key that is no pack content key', async () => {
    expect(
      (await json<{ message: string }>(await call('POST', '/@prod-by-referencia', {}), 400)).message,
    ).toBe('Please input the references');
    expect(
      (
        await json<{ message: string }>(
          await call('POST', '/@prod-by-referencia', { referencias: ['a#zz'] }),
          400,
        )
      ).message,
    ).toBe('You seem to have left out filling in product information! Fill in all fields and save again.');
  });
});
