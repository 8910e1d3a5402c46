import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { createClient } from './create-client';
import { isNotFound, isUnauthorized, isValidationError } from './errors';

// `GET @product` (site-content §7, the newsletter image generator's product) against the reference backend, in
// process, with the real fixtures: Herrán de Ábalos Joven (reference HE10028) has anv800 and rev800 images.
const stage = contractBackend();
const { client } = stage;
const as = (who: Account) => client(who).catalogue;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const GROUP = 'herran-de-abalos-joven';
const REFERENCE = 'HE10028';
const PATH = '/bodegas/herran-de-abalos/herran-de-abalos-joven';

describe('GET @product', () => {
  it('finds a product by its id and by a reference of its options, the same one', async () => {
    const byId = await as('viewer').product(GROUP);
    const byReference = await as('viewer').product(REFERENCE.toLowerCase());
    expect(byId).toEqual(byReference);
    expect(byId).toMatchObject({ '@type': 'Producto', group: GROUP, path: PATH });
    expect(byId.references.map((row) => row.referencia)).toContain(REFERENCE);
    expect(byId.images).toBeUndefined();
    expect(byId.bodega).toBeUndefined();
  });

  it('adds the images (same-origin URLs the SDK reads back as PNG) and the winery with bodega_extras', async () => {
    const product = await as('viewer').product(REFERENCE, { lang: 'es', bodegaExtras: true });
    expect(product.bodega).toEqual({ id: 'herran-de-abalos', nombre: 'Herrán de Ábalos' });
    expect(product.images?.slice(0, 2)).toEqual([
      {
        referencia: REFERENCE,
        slot: 'anv800',
        url: `http://localhost/db/guillotina${PATH}/@upload-image/${REFERENCE}/anv800`,
      },
      {
        referencia: REFERENCE,
        slot: 'rev800',
        url: `http://localhost/db/guillotina${PATH}/@upload-image/${REFERENCE}/rev800`,
      },
    ]);
    const blob = await as('viewer').image(product.path, REFERENCE, 'anv800');
    expect(blob.type).toBe('image/png');
    const signature = new Uint8Array(await blob.arrayBuffer()).slice(1, 4);
    expect(new TextDecoder().decode(signature)).toBe('PNG');
  });

  it('answers an empty images list for a product without images', async () => {
    const { items } = await as('viewer').searchProducts({ tipo: '/vi', size: 50 });
    const bare = items.find((item) => item.references.every((row) => row.image === null));
    if (bare === undefined) throw new Error('every wine has an image');
    const product = await as('viewer').product(bare.group, { bodegaExtras: true });
    expect(product.images?.filter((image) => image.slot === 'anv800')).toEqual([]);
  });

  it('refuses an unknown id with a 404 naming it, and a missing id or an unknown language with a 400', async () => {
    const unknown = await failure(as('viewer').product('NOPE0000'));
    expect(isNotFound(unknown)).toBe(true);
    expect(unknown).toMatchObject({
      status: 404,
      message: siteMessages.imageGenerator.unknownProduct('NOPE0000'),
    });
    const missing = await failure(as('viewer').product(' '));
    expect(isValidationError(missing)).toBe(true);
    expect(missing).toMatchObject({ status: 400, message: 'Please input the id' });
    const language = await failure(as('viewer').product(GROUP, { lang: 'xx' as 'es' }));
    expect(isValidationError(language)).toBe(true);
  });

  it('needs a session', async () => {
    const anonymous = createClient({ baseUrl: 'http://localhost', fetch: stage.backend.fetch });
    const error = await failure(anonymous.catalogue.product(GROUP));
    expect(isUnauthorized(error)).toBe(true);
  });
});
