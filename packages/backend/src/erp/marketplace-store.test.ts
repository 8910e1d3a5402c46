import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
import { MarketplaceStore } from './marketplace-store';
import { erpTestDb } from './test-db';

const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected an ApiError');
};

/** The first page of a supplier's products, 10 rows. */
const firstPage = (id_proveedor: string) => ({ id_proveedor, page: 1, page_size: 10 });

describe('MarketplaceStore', () => {
  it('pages a supplier’s unmatched products', () => {
    const t = erpTestDb();
    const store = new MarketplaceStore(t.db, t.now);
    const page = store.supplierProducts({ id_proveedor: 'vin', page: 2, page_size: 20 });
    expect(page.productos).toHaveLength(20);
    expect(page.botellas.length).toBeGreaterThan(100);
    expect(store.supplierProducts(firstPage('vin')).productos).toHaveLength(10);
    expect(caught(() => store.supplierProducts(firstPage('nope')))).toMatchObject({ status: 404 });
  });

  it('matches, edits and deletes with the code length rule (7, or 300 for cab)', () => {
    const t = erpTestDb();
    const store = new MarketplaceStore(t.db, t.now);
    const [product] = store.supplierProducts(firstPage('vin')).productos;
    const code = product?.id_producto_proveedor as string;
    expect(
      caught(() => store.match({ id_proveedor: 'vin', productos: [code], botellas: ['TOOLONG1'] })),
    ).toMatchObject({
      status: 400,
      message: 'The code is only 7 characters long',
    });
    const [match] = store.match({ id_proveedor: 'vin', productos: [code], botellas: ['HE10007'] });
    expect(match).toMatchObject({ id_proveedor: 'vin', id_producto: 'HE10007', id_producto_proveedor: code });
    expect(store.matches().some((m) => m.id_producto_proveedor === code)).toBe(true);
    const edited = store.editMatch({
      id_proveedor: 'vin',
      id_producto_proveedor: code,
      id_producto_old: 'HE10007',
      id_producto_new: 'HE10028',
      excluir_venta: true,
    });
    expect(edited).toMatchObject({ id_producto: 'HE10028', excluir_venta: true });
    expect(store.deleteMatch({ id_proveedor: 'vin', id_producto_proveedor: code }).deleted).toBe(1);
    expect(
      caught(() => store.deleteMatch({ id_proveedor: 'vin', id_producto_proveedor: code })),
    ).toMatchObject({
      status: 404,
    });

    const [cab] = store.supplierProducts(firstPage('cab')).productos;
    const group = 'herran-de-abalos-blanco-fermentado-en-barrica';
    expect(group.length).toBeGreaterThan(7);
    expect(
      store.match({
        id_proveedor: 'cab',
        productos: [cab?.id_producto_proveedor as string],
        botellas: [group],
      })[0]?.id_producto,
    ).toBe(group);
  });

  it('refuses codes the catalogue does not have: 400 naming the field, nothing written', () => {
    const t = erpTestDb();
    const store = new MarketplaceStore(t.db, t.now);
    const [first, second] = store.supplierProducts(firstPage('vin')).productos;
    const codes = [first?.id_producto_proveedor, second?.id_producto_proveedor] as string[];
    const before = store.matches().length;
    expect(
      caught(() =>
        t.db.transaction(() =>
          store.match({ id_proveedor: 'vin', productos: codes, botellas: ['HE10007', 'ZZ00001'] }),
        )(),
      ),
    ).toEqual({
      status: 400,
      message: 'There is no product ZZ00001 in the catalogue',
      details: [{ path: 'botellas.1', message: 'There is no product ZZ00001 in the catalogue' }],
    });
    expect(store.matches()).toHaveLength(before);

    // Supplier cab matches to product groups: a product id is no group.
    const [cab] = store.supplierProducts(firstPage('cab')).productos;
    expect(
      caught(() =>
        store.match({
          id_proveedor: 'cab',
          productos: [cab?.id_producto_proveedor as string],
          botellas: ['HE10007'],
        }),
      ),
    ).toMatchObject({
      status: 400,
      details: [{ path: 'botellas.0', message: 'There is no product group HE10007 in the catalogue' }],
    });

    const [match] = store.match({
      id_proveedor: 'vin',
      productos: [codes[0] as string],
      botellas: ['HE10007'],
    });
    const edit = {
      id_proveedor: 'vin',
      id_producto_proveedor: match?.id_producto_proveedor as string,
      id_producto_old: 'HE10007',
      id_producto_new: 'ZZ00002',
    };
    expect(caught(() => store.editMatch(edit))).toEqual({
      status: 400,
      message: 'There is no product ZZ00002 in the catalogue',
      details: [{ path: 'data.id_producto_new', message: 'There is no product ZZ00002 in the catalogue' }],
    });
    expect(store.getMatch('vin', match?.id_producto_proveedor as string)?.id_producto).toBe('HE10007');
  });
});
