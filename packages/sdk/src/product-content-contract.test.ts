import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isConflict, isForbidden, isValidationError } from './errors';
import { createProductContentApi } from './product-content-api';

// The SDK's 'Create product content' calls against the reference backend, in process, with the real fixtures.
const { client } = contractBackend();
const as = (who: Account) => createProductContentApi(client(who).raw);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const BODEGA = '/bodegas/lagar-de-mirabel/';

describe('createProductContentApi', () => {
  it('lists the orphan options of the fixtures and the wineries by name', async () => {
    const { products } = await as('editor').orphanOptions();
    expect(products.map((option) => option.id_producto)).toContain('NV20006');
    expect(products.every((option) => option.id_tipo_producto?.startsWith('/'))).toBe(true);
    const { bodegas } = await as('viewer').bodegas();
    expect(bodegas.length).toBeGreaterThan(10);
    expect(bodegas.map((bodega) => bodega.nombre)).toEqual(
      [...bodegas.map((bodega) => bodega.nombre)].sort((a, b) => a.localeCompare(b, 'es')),
    );
  });

  it('refuses a missing type with the §5 message, and a viewer', async () => {
    const refused = await failure(as('editor').create(BODEGA, { producto: 'NV20006', tipo: '' }));
    expect(isValidationError(refused) && refused.body.details).toEqual([
      { path: 'tipo', message: 'Selecciona el tipo' },
    ]);
    expect(
      isForbidden(await failure(as('viewer').create(BODEGA, { producto: 'NV20006', tipo: '/vi/espumoso' }))),
    ).toBe(true);
  });

  it('registers the product of an option, which is no longer orphan; a second time is a conflict', async () => {
    const body = {
      producto: 'NV20006',
      tipo: '/vi/espumoso',
      capacidad: '75',
      anyada: 2020,
      graduacion: 11.5,
    };
    const created = await as('editor').create(BODEGA, body);
    expect(created).toMatchObject({
      '@name': 'vina-nueva-espumoso-brut-nature',
      path: '/bodegas/lagar-de-mirabel/vina-nueva-espumoso-brut-nature',
    });
    const product = await client('editor').content.get(`${created.path}/`);
    expect(product.nombre).toBe('Viña Nueva Espumoso Brut Nature');
    const { products } = await as('editor').orphanOptions();
    expect(products.map((option) => option.id_producto)).not.toContain('NV20006');
    expect(isConflict(await failure(as('editor').create(BODEGA, body)))).toBe(true);
  });
});
