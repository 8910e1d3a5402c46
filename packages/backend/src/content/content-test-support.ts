// Helpers of the content tests: a backend with the test registry, tokens of the three accounts, a small tree.
import { expect } from 'vitest';
import { type TestBackend, testBackend } from '../test-support';
import { testRegistry } from './content-test-registry';

export interface ContentTest {
  b: TestBackend;
  admin: string;
  editor: string;
  viewer: string;
  /** POST as admin, expecting 201; answers the Created body. */
  create(folder: string, body: Record<string, unknown>): Promise<{ '@uid': string; '@id': string }>;
  /** GET as `token` (default admin), expecting 200. */
  get(path: string, token?: string): Promise<Record<string, unknown>>;
}

export const url = (path: string): string => `/db/guillotina${path}`;

export async function contentTest(options: { fixturesDir?: string } = {}): Promise<ContentTest> {
  const b = testBackend({ registry: testRegistry, fixturesDir: options.fixturesDir });
  const [admin, editor, viewer] = await Promise.all([
    b.tokenFor('admin'),
    b.tokenFor('editor'),
    b.tokenFor('viewer'),
  ]);
  const t: ContentTest = {
    b,
    admin,
    editor,
    viewer,
    create: async (folder, body) => {
      const res = await b.call('POST', url(folder), { token: admin, body });
      if (res.status !== 201) throw new Error(`POST ${folder} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<{ '@uid': string; '@id': string }>;
    },
    get: async (path, token = admin) => {
      const res = await b.call('GET', url(path), { token });
      expect(res.status, `GET ${path}`).toBe(200);
      return res.json() as Promise<Record<string, unknown>>;
    },
  };
  return t;
}

/** /bodegas (Folder) with /bodegas/vega (Bodega) holding /bodegas/vega/unico (Producto), and /zonas (Folder). */
export async function smallTree(t: ContentTest): Promise<void> {
  await t.create('/', { '@type': 'Folder', id: 'bodegas', title: 'Bodegas' });
  await t.create('/', { '@type': 'Folder', id: 'zonas', title: 'Zonas' });
  await t.create('/bodegas/', { '@type': 'Bodega', id: 'vega', nombre: 'Vega Sicilia', id_pais: 'ES' });
  await t.create('/bodegas/vega/', { '@type': 'Producto', id: 'unico', nombre: 'Único', anyada: 2010 });
}
