// A backend whose fixtures hold a small catalogue for the catalogue editors' calls: two wines of one winery (one
// reference with an anv800 image loaded from the fixtures' @files), a pack naming them by reference and by group,
// and accounts' tokens. Shared by the product image and product view tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { fixturesDirWith, type TestBackend, testBackend } from '../test-support';

const option = (referencia: string, tienda: string, fields: Record<string, unknown>) => ({
  [`${referencia}-${tienda}`]: { tienda, referencia, capacidad: '75', ...fields },
});

/** A red 40x80 PNG: the anv800 image of VS00001 in the fixtures. */
export const RED_BOTTLE = await sharp({
  create: { width: 40, height: 80, channels: 3, background: '#c00000' },
})
  .png()
  .toBuffer();

export const CATALOGUE_TREE = {
  bodegas: {
    '@type': 'BodegasFolder',
    id: 'bodegas',
    title: 'Products',
    items: [
      {
        '@type': 'Bodega',
        id: 'vega',
        nombre: 'Vega Sicilia',
        internal_id: 'vega',
        id_pais: 'es',
        items: [
          {
            '@type': 'Producto',
            id: 'unico',
            nombre: 'Vega Sicilia Único',
            tipo: '/vi/tinto',
            opciones: {
              ...option('VS00001', 'cellar', { estado: 'selling', anyada: 2012, precio: 300 }),
              ...option('VS00001', 'uk', { estado: 'notavailable', anyada: 2012 }),
              ...option('VS00002', 'cellar', { estado: 'new_product', anyada: 2014, capacidad: 'ma' }),
            },
            images: { VS00001: { anv800: '@upload-image/VS00001/anv800' } },
            '@files': { 'images/VS00001/anv800': 'images/VS00001_anv800.png' },
          },
          {
            '@type': 'Producto',
            id: 'valbuena',
            nombre: 'Valbuena 5º',
            tipo: '/vi/tinto',
            opciones: option('VB00001', 'cellar', { estado: 'descatalogued', anyada: 2018 }),
          },
          { '@type': 'Producto', id: 'sin-opciones', nombre: 'Sin opciones', tipo: '/vi/tinto' },
        ],
      },
    ],
  },
  packs: {
    '@type': 'PacksFolder',
    id: 'packs',
    title: 'Packs',
    items: [
      {
        '@type': 'Producto',
        id: 'pack-vega',
        nombre: 'Pack Vega',
        tipo: '/pk',
        referencia_pack: 'PK00001',
        contenido_del_pack: {
          VS00001: { cantidad: 1, orden: 0, regalo: false },
          'valbuena#75': { cantidad: 2, orden: 1, regalo: false },
          NOPE999: { cantidad: 1, orden: 2, regalo: false },
        },
        descuento_del_pack: 0.1,
        opciones: {
          ...option('PK00001', 'cellar', { estado: 'selling' }),
          ...option('PK00001', 'uk', { estado: 'selling', otros: { solo_venta_privada: false } }),
        },
      },
      {
        '@type': 'Producto',
        id: 'pack-vacio',
        nombre: 'Pack vacío',
        tipo: '/pk',
        referencia_pack: 'PK00002',
      },
    ],
  },
};

export interface CatalogueTest {
  b: TestBackend;
  admin: string;
  editor: string;
  viewer: string;
  /** `method /db/guillotina{path}` with a raw body (bytes) and headers, as `token`. */
  raw(
    method: string,
    path: string,
    options: { token: string; body?: Uint8Array; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The object's stored data (admin read). */
  get(path: string): Promise<Record<string, unknown>>;
  /** The audit log entries of `path`, newest first. */
  logs(path: string): Promise<{ action: string; user: string; payload: Record<string, unknown> }[]>;
  /** How many stored files the object has. */
  fileRows(path: string): number;
}

export async function catalogueTest(): Promise<CatalogueTest> {
  const dir = fixturesDirWith({
    '01-bodegas.json': CATALOGUE_TREE.bodegas,
    '05-packs.json': CATALOGUE_TREE.packs,
  });
  mkdirSync(join(dir, 'images'));
  writeFileSync(join(dir, 'images', 'VS00001_anv800.png'), RED_BOTTLE);
  const b = testBackend({ fixturesDir: dir });
  const [admin, editor, viewer] = await Promise.all([
    b.tokenFor('admin'),
    b.tokenFor('editor'),
    b.tokenFor('viewer'),
  ]);
  return {
    b,
    admin,
    editor,
    viewer,
    raw: (method, path, { token, body, headers = {} }) =>
      b.fetch(
        new Request(`http://localhost/db/guillotina${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...headers },
          body,
        }),
      ),
    get: async (path) => {
      const res = await b.call('GET', `/db/guillotina${path}`, { token: admin });
      return (await res.json()) as Record<string, unknown>;
    },
    logs: async (path) => {
      const res = await b.call('GET', `/db/guillotina/@get-logs?path=${path}&size=50&backend=ch`, {
        token: admin,
      });
      return (
        (await res.json()) as { logs: { action: string; user: string; payload: Record<string, unknown> }[] }
      ).logs;
    },
    fileRows: (path) =>
      b.db
        .prepare<[string], number>(
          'SELECT count(*) FROM files f JOIN objects o ON o.uid = f.uid WHERE o.path = ?',
        )
        .pluck()
        .get(path) ?? 0,
  };
}
