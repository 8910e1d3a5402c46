import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDirWith, type TestBackend, testBackend } from '../../test-support';

const zone = (id: string, tipo: string, nombre: string, items: unknown[] = []) => ({
  '@type': 'ZonaGeo',
  id,
  tipo,
  nombre: { es: nombre, en: `${nombre} (en)` },
  items,
});
const product = (id: string, region: string) => ({
  '@type': 'Producto',
  id,
  nombre: id,
  tipo: '/vi/tinto',
  region,
});

const TREE = {
  '01-bodegas.json': {
    '@type': 'BodegasFolder',
    id: 'bodegas',
    title: 'Products',
    items: [
      {
        '@type': 'Bodega',
        id: 'vega',
        nombre: 'Vega',
        internal_id: 'vega',
        id_pais: 'es',
        items: [
          product('a', '/zonas/espana/rioja'),
          product('b', '/zonas/espana/rioja'),
          product('c', '/zonas/espana/toro'),
          product('d', '/zonas/espana/rueda'),
          product('e', '/zonas/espana/rueda'),
        ],
      },
    ],
  },
  '07-zonas.json': {
    '@type': 'ZonasFolder',
    id: 'zonas',
    title: 'Regions',
    items: [
      zone('espana', 'pais', 'España', [
        zone('rioja', 'dc', 'Rioja'),
        zone('toro', 'do', 'Toro'),
        zone('rueda', 'do', 'Rueda'),
        zone('bierzo', 'do', 'Bierzo'),
      ]),
    ],
  },
};

let b: TestBackend;
let editor: string;
let viewer: string;
let admin: string;
beforeAll(async () => {
  b = testBackend({ fixturesDir: fixturesDirWith(TREE) });
  [admin, editor, viewer] = await Promise.all([
    b.tokenFor('admin'),
    b.tokenFor('editor'),
    b.tokenFor('viewer'),
  ]);
});
afterAll(() => b.close());

const call = (method: string, path: string, body?: unknown, token = editor) =>
  b.call(method, `/db/guillotina${path}`, { token, body });
const products = async (region: string) => {
  const res = await call('GET', `${region}/@products`);
  expect(res.status).toBe(200);
  return (await res.json()) as { items_count: number; items: { id: string; path: string }[] };
};
const logs = async (path: string) => {
  const res = await call('GET', `/@get-logs?path=${path}&size=20&backend=ch`, undefined, admin);
  return ((await res.json()) as { logs: { action: string; payload: Record<string, unknown> }[] }).logs;
};

describe('GET {region}/@products', () => {
  it('answers the count and the products with id and path', async () => {
    expect(await products('/zonas/espana/rioja')).toMatchObject({
      items_count: 2,
      items: [
        { id: 'a', path: '/bodegas/vega/a' },
        { id: 'b', path: '/bodegas/vega/b' },
      ],
    });
  });
  it('answers 404 on an object that is not a region', async () => {
    expect((await call('GET', '/bodegas/vega/@products')).status).toBe(404);
  });
});

describe('GET @get-zonas', () => {
  it('answers the tree of zones named in the language asked', async () => {
    const res = await call('GET', '/@get-zonas?lang=en');
    const { zonas } = (await res.json()) as { zonas: { name: string; type: string; children: unknown[] }[] };
    expect(zonas).toHaveLength(1);
    expect(zonas[0]).toMatchObject({
      id: 'espana',
      name: 'España (en)',
      type: 'pais',
      path: '/zonas/espana',
    });
    expect(zonas[0]?.children).toHaveLength(4);
  });
  it('answers 400 for an unknown language', async () => {
    expect((await call('GET', '/@get-zonas?lang=xx')).status).toBe(400);
  });
});

describe('POST @product-change-region', () => {
  it('answers 400 in the spec wording without a destination, and writes nothing', async () => {
    const res = await call('POST', '/@product-change-region?es_refresh=true', {
      source: '/zonas/espana/rioja',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'Debes especificar un destino',
      type: 'ValidationError',
    });
    expect((await products('/zonas/espana/rioja')).items_count).toBe(2);
  });
  it('answers 404 for an unknown region', async () => {
    const res = await call('POST', '/@product-change-region?es_refresh=true', {
      source: '/zonas/espana/rioja',
      dest: '/zonas/espana/nowhere',
    });
    expect(res.status).toBe(404);
  });
  it('answers 403 to a viewer and moves nothing', async () => {
    const res = await call(
      'POST',
      '/@product-change-region',
      { source: '/zonas/espana/rioja', dest: '/zonas/espana/toro' },
      viewer,
    );
    expect(res.status).toBe(403);
    expect((await products('/zonas/espana/toro')).items_count).toBe(1);
  });
  it('moves every product of the source to the destination, audited', async () => {
    const res = await call('POST', '/@product-change-region?es_refresh=true', {
      source: '/zonas/espana/rioja',
      dest: '/zonas/espana/toro',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ moved: 2 });
    expect((await products('/zonas/espana/rioja')).items_count).toBe(0);
    expect((await products('/zonas/espana/toro')).items.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    const [entry] = await logs('/bodegas/vega/a');
    expect(entry).toMatchObject({
      action: 'move',
      payload: { source: '/zonas/espana/rioja', dest: '/zonas/espana/toro' },
    });
    expect((await logs('/zonas/espana/rioja'))[0]).toMatchObject({
      action: 'move',
      payload: { products: 2 },
    });
  });
});

describe('POST {region}/@copy-content', () => {
  it('answers 400 without a destination', async () => {
    const res = await call('POST', '/zonas/espana/rueda/@copy-content', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Debes especificar un destino' });
  });
  it('adds the destination to the products, which stay in the source too, audited', async () => {
    const res = await call('POST', '/zonas/espana/rueda/@copy-content', { dest: '/zonas/espana/bierzo' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ copied: 2 });
    expect((await products('/zonas/espana/rueda')).items_count).toBe(2);
    expect((await products('/zonas/espana/bierzo')).items.map((p) => p.id)).toEqual(['d', 'e']);
    const res2 = await call('GET', '/bodegas/vega/d');
    expect(await res2.json()).toMatchObject({
      region: '/zonas/espana/rueda',
      otras_regiones: ['/zonas/espana/bierzo'],
    });
    expect((await logs('/bodegas/vega/d'))[0]).toMatchObject({ action: 'copy' });
  });
  it('a second copy changes nothing; a move then carries the extra region along', async () => {
    const again = await call('POST', '/zonas/espana/rueda/@copy-content', { dest: '/zonas/espana/bierzo' });
    expect(await again.json()).toEqual({ copied: 0 });
    await call('POST', '/@product-change-region', {
      source: '/zonas/espana/bierzo',
      dest: '/zonas/espana/toro',
    });
    expect((await products('/zonas/espana/bierzo')).items_count).toBe(0);
    expect((await products('/zonas/espana/rueda')).items_count).toBe(2);
    expect((await products('/zonas/espana/toro')).items_count).toBe(5);
  });
});

describe('zone upsert', () => {
  it('saves the council and classifications; refuses a bad year and a repeated winery in the spec wording', async () => {
    const ok = await call('POST', '/zonas/espana/@upsert', {
      id: 'toro',
      consejo_regulador: { localidad: 'Toro', num_elaboradores: 60 },
      clasificaciones_anyada: { 2020: 5 },
    });
    expect(ok.status).toBe(204);
    const year = await call('POST', '/zonas/espana/@upsert', {
      id: 'toro',
      clasificaciones_anyada: { 999: 3 },
    });
    expect(year.status).toBe(400);
    expect(await year.json()).toMatchObject({ message: 'Anyada tiene que ser un valor >1000 i <3000' });
    const winery = await call('POST', '/zonas/espana/@upsert', {
      id: 'toro',
      bodegas_emblematicas: ['x', 'x'],
    });
    expect(await winery.json()).toMatchObject({ message: 'La bodega ya existe' });
    const rating = await call('POST', '/zonas/espana/@upsert', {
      id: 'toro',
      clasificaciones_anyada: { 2020: 6 },
    });
    expect(rating.status).toBe(400);
    const stored = (await (await call('GET', '/zonas/espana/toro')).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      consejo_regulador: { localidad: 'Toro' },
      clasificaciones_anyada: { 2020: 5 },
    });
  });
});
