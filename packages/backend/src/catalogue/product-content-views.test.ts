import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDirWith, type TestBackend, testBackend } from '../test-support';
import { CATALOGUE_TREE, RED_BOTTLE } from './catalogue-test-support';

const erpProduct = (
  id_producto: string,
  grupo: string,
  nombre: string,
  extra: Record<string, unknown> = {},
) => ({
  id_producto,
  grupo,
  nombre,
  precio: 20,
  disponibilidad: 10,
  visibilidad: true,
  anyada: 2019,
  capacidad: '75',
  graduacion: 14,
  ...extra,
});

const ZONAS = {
  '@type': 'ZonasFolder',
  id: 'zonas',
  title: 'Regions',
  items: [{ '@type': 'ZonaGeo', id: 'espana', tipo: 'pais', nombre: { es: 'España' } }],
};

const TAGS = {
  '@type': 'TagsFolder',
  id: 'tags',
  title: 'Tags',
  items: [
    {
      '@type': 'TagType',
      id: 'uva',
      title: 'Uva',
      items: [{ '@type': 'Tag', id: 'tem', title: 'Tempranillo', localized_text: { es: 'Tempranillo' } }],
    },
  ],
};

/** The catalogue tree, a zone, a grape, and ERP rows: VS00001 (held by 'unico') and two orphan options. */
function fixtures(): string {
  const dir = fixturesDirWith({
    '01-bodegas.json': CATALOGUE_TREE.bodegas,
    '06-tags.json': TAGS,
    '07-zonas.json': ZONAS,
  });
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'images', 'VS00001_anv800.png'), RED_BOTTLE);
  const erp = join(dir, 'erp');
  mkdirSync(erp);
  const files: Record<string, unknown> = {
    'products.json': [erpProduct('VS00001', 'unico', 'Vega Sicilia Único')],
    'orphan-options.json': [
      erpProduct('NV00001', 'nueva-crianza', 'Nueva Crianza 2019 (Edición)', {
        id_tipo_producto: '/vi/tinto',
        tienda: 'cellar',
      }),
      erpProduct('NV00002', 'nuevo-brandy', 'Nuevo Brandy [70cl]', {
        id_tipo_producto: '/de/brandy',
        tienda: 'uk',
        anyada: null,
      }),
    ],
    'opinions.json': [],
    'offers.json': { base_date: '2025-01-15', items: [] },
    'free-shipping-rates.json': { base_date: '2025-01-15', items: [] },
    'users.json': [],
    'marketplace.json': { suppliers: [], products: [], matches: [] },
    'analytics.json': [],
    'price-comparator.json': [],
  };
  for (const [name, value] of Object.entries(files)) writeFileSync(join(erp, name), JSON.stringify(value));
  return dir;
}

let b: TestBackend;
let editor: string;
let viewer: string;
let admin: string;
beforeAll(async () => {
  b = testBackend({ fixturesDir: fixtures() });
  [admin, editor, viewer] = await Promise.all([
    b.tokenFor('admin'),
    b.tokenFor('editor'),
    b.tokenFor('viewer'),
  ]);
});
afterAll(() => b.close());

const call = (method: string, path: string, token: string, body?: unknown) =>
  b.call(method, `/db/guillotina${path}`, { token, body });
const orphans = async (token = editor) =>
  (
    (await (await call('GET', '/@list-orphan-opciones', token)).json()) as {
      products: { id_producto: string }[];
    }
  ).products;
const CREATE = '/bodegas/vega/@create-vino-destilado-from-opcion';
const form = {
  producto: 'NV00001',
  tienda: 'cellar',
  referencia: 'NV00001',
  tipo: '/vi/tinto',
  region: '/zonas/espana/',
  nombres: {
    es: { nombre: 'Nueva Crianza 2019', nombre_corto: 'Nueva Crianza', nombre_banner: 'Nueva Crianza' },
  },
  anyada: 2019,
  capacidad: '75',
  graduacion: 13.5,
  uvas: [{ id: 'tem', porcentaje: 90 }],
};

describe('@list-orphan-opciones and @list-all-bodegas', () => {
  it('lists the ERP options no product holds, with their group, name, type and shop', async () => {
    expect(await orphans()).toEqual([
      expect.objectContaining({
        id_producto: 'NV00001',
        grupo: 'nueva-crianza',
        nombre: 'Nueva Crianza 2019 (Edición)',
        id_tipo_producto: '/vi/tinto',
        tienda: 'cellar',
      }),
      expect.objectContaining({ id_producto: 'NV00002', tienda: 'uk', anyada: null }),
    ]);
  });

  it('lists the wineries by name', async () => {
    const res = await call('GET', '/@list-all-bodegas', viewer);
    expect(await res.json()).toEqual({
      bodegas: [{ id: 'vega', nombre: 'Vega Sicilia', path: '/bodegas/vega' }],
    });
  });
});

describe('POST {bodega}/@create-vino-destilado-from-opcion', () => {
  it.each([
    [{ ...form, producto: '' }, 'producto', 'Selecciona un producto'],
    [{ ...form, tipo: '' }, 'tipo', 'Selecciona el tipo'],
    [{ ...form, anyada: 4000 }, 'anyada', 'The anyada must be between 0 and 3999'],
    [{ ...form, graduacion: -1 }, 'graduacion', 'The graduacion must be at least 0'],
    [{ ...form, nombres: { es: { nombre_corto: 'x'.repeat(31) } } }, 'nombres.es.nombre_corto', undefined],
    [{ ...form, producto: 'NOPE' }, 'producto', 'La opción NOPE no existe'],
    [{ ...form, region: '/zonas/atlantida' }, 'region', 'La región /zonas/atlantida no existe'],
  ])('refuses %j with a 400 at %s, writing nothing', async (body, path, message) => {
    const res = await call('POST', CREATE, editor, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { details: { path: string; message: string }[] };
    expect(answer.details[0]?.path).toBe(path);
    if (message !== undefined) expect(answer.details[0]?.message).toBe(message);
    expect(await orphans()).toHaveLength(2);
  });

  it('refuses a viewer (no ModifyContent)', async () => {
    expect((await call('POST', CREATE, viewer, form)).status).toBe(403);
  });

  it('refuses a grape that is no tag of /tags/uva/ and creates nothing', async () => {
    const res = await call('POST', CREATE, editor, {
      ...form,
      uvas: [
        { id: 'tem', porcentaje: 50 },
        { id: 'nope', porcentaje: 50 },
      ],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: unknown[] }).details).toEqual([
      { path: 'uvas.1.id', message: 'La uva nope no existe' },
    ]);
    expect((await orphans()).map((o) => o.id_producto)).toContain('NV00001');
  });

  it('creates the product under the winery with its names, type, region, grapes and option, audited', async () => {
    const res = await call('POST', CREATE, editor, form);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      '@name': 'nueva-crianza',
      '@type': 'Producto',
      path: '/bodegas/vega/nueva-crianza',
    });
    const product = (await (await call('GET', '/bodegas/vega/nueva-crianza', admin)).json()) as Record<
      string,
      unknown
    >;
    expect(product).toMatchObject({
      nombre: 'Nueva Crianza',
      tipo: '/vi/tinto',
      region: '/zonas/espana',
      graduacion: 13.5,
      nombres: { es: { nombre: 'Nueva Crianza' }, en: { nombre: 'Nueva Crianza' } },
      tags_by_category: { uva: [{ id: 'tem', otros_datos: { porcentaje: 90 } }] },
      opciones: {
        'NV00001-cellar': { referencia: 'NV00001', tienda: 'cellar', anyada: 2019, capacidad: '75' },
      },
    });
    expect((await orphans()).map((option) => option.id_producto)).toEqual(['NV00002']);
    const logs = (await (
      await call('GET', '/@get-logs?path=/bodegas/vega/nueva-crianza&size=20&backend=ch', admin)
    ).json()) as { logs: { action: string; user: string }[] };
    expect(logs.logs[0]).toMatchObject({ action: 'create', user: 'editor@example.com' });
  });

  it('answers 409 once the option has its product', async () => {
    const res = await call('POST', CREATE, editor, form);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'El producto nueva-crianza ya existe en esta bodega',
    );
    const held = await call('POST', CREATE, editor, { ...form, producto: 'VS00001' });
    expect(held.status).toBe(409);
  });

  it('takes the shop and reference from the ERP, and an option without vintage keeps none', async () => {
    const res = await call('POST', CREATE, editor, {
      ...form,
      producto: 'NV00002',
      tienda: 'cellar',
      referencia: 'X',
      tipo: '/de/brandy',
      anyada: '',
      graduacion: '',
      region: '',
      uvas: [],
    });
    expect(res.status).toBe(201);
    const product = (await (await call('GET', '/bodegas/vega/nuevo-brandy', admin)).json()) as {
      opciones: Record<string, Record<string, unknown>>;
      nombre: string;
    };
    expect(Object.keys(product.opciones)).toEqual(['NV00002-uk']);
    expect(product.opciones['NV00002-uk']?.anyada).toBeUndefined();
    expect(product.nombre).toBe('Nueva Crianza');
  });
});
