import { MAX_UPLOAD_BYTES } from '@cellar/validation';
import { comparePriceRows, findPackRow } from '@cellar/validation/catalogue';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isForbidden, isHttpError, isNotFound, isValidationError } from './errors';

// The SDK's catalogue editor calls against the reference backend, in process, with the real fixtures loaded.
const { client } = contractBackend();
const as = (who: Account) => client(who).catalogue;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

// A PNG's signature and header chunk: what the server's magic-byte check reads.
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const png = (bytes: Uint8Array = PNG) => new Blob([bytes], { type: 'image/png' });

const PACK = '/packs/pack-clasicos-de-rioja/';

describe('product search and lookup', () => {
  it('pages the packs 5 at a time with the cursor it answers', async () => {
    const first = await as('viewer').searchProducts({ tipo: '/pk', size: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.items_total).toBe(15);
    expect(first.cursor).toBe('5');
    const next = await as('viewer').searchProducts({ tipo: '/pk', size: 5, cursor: first.cursor });
    expect(next.items.map((item) => item.group)).not.toContain(first.items[0]?.group);
    expect(first.items.every((item) => typeof item.pack_descatalogado === 'boolean')).toBe(true);
  });

  it('keeps to the option states asked for, and gives 15 suggestions by default', async () => {
    const { items } = await as('viewer').searchProducts({ opciones: { estado: 'invalid' } });
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(15);
    for (const item of items)
      for (const reference of item.references) expect(reference.estados).toContain('invalid');
  });

  it('answers the rows of a pack’s content keys, by reference and by group, with their images', async () => {
    const pack = await client('viewer').content.get(PACK);
    const keys = Object.keys(pack.contenido_del_pack as object);
    expect(keys.some((key) => key.includes('#'))).toBe(true);
    const { products, rows } = await as('viewer').productsByReference(keys);
    for (const key of keys) {
      expect(rows[key], key).toBeTruthy();
      expect(rows[key]).toEqual(
        findPackRow(
          key,
          products.flatMap((product) => product.references),
        ),
      );
    }
    expect(Object.values(rows).some((row) => row?.image?.endsWith('/anv800'))).toBe(true);
  });

  it('types a refused search as a ValidationError with the issue', async () => {
    const error = await failure(as('viewer').searchProducts({ size: 500 }));
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'The size must be between 1 and 50', status: 400 });
  });
});

describe('slot images', () => {
  const reference = async () => {
    const { items } = await as('viewer').searchProducts({ tipo: '/vi', size: 1 });
    const product = items[0];
    const row = product?.references[0];
    if (product === undefined || row === undefined) throw new Error('no wine');
    return { path: product.path, referencia: row.referencia };
  };

  it('uploads, reads back and deletes a slot image; the product’s images map follows', async () => {
    const { path, referencia } = await reference();
    const answer = await as('editor').uploadImage(
      path,
      referencia,
      'rev800',
      png(),
      `${referencia}_rev800.png`,
    );
    expect(answer).toMatchObject({ path: `@upload-image/${referencia}/rev800`, content_type: 'image/png' });
    const images = (await client('viewer').content.get(path)).images as Record<
      string,
      Record<string, string>
    >;
    expect(images[referencia]?.rev800).toBe(answer.path);
    const blob = await as('viewer').image(path, referencia, 'rev800');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
    await as('editor').deleteImage(path, referencia, 'rev800');
    expect(isNotFound(await failure(as('viewer').image(path, referencia, 'rev800')))).toBe(true);
    expect(isNotFound(await failure(as('editor').deleteImage(path, referencia, 'rev800')))).toBe(true);
  });

  it('types the refusals: the spec’s message (400), no ModifyContent (403), too large (413)', async () => {
    const { path, referencia } = await reference();
    const wrong = await failure(
      as('editor').uploadImage(path, referencia, 'o4', png(), `${referencia}_o4.png`),
    );
    expect(isValidationError(wrong)).toBe(true);
    expect(wrong).toMatchObject({ message: 'Expected "jpg" extension for img o4, got "png"' });
    const viewer = await failure(as('viewer').uploadImage(path, referencia, 'anv800', png(), 'x_anv800.png'));
    expect(isForbidden(viewer)).toBe(true);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    const large = await failure(
      as('editor').uploadImage(path, referencia, 'anv800', png(big), 'x_anv800.png'),
    );
    expect(isHttpError(large)).toBe(true);
    expect(large).toMatchObject({
      status: 413,
      type: 'PayloadTooLarge',
      message: 'The file is larger than 10 MiB',
    });
  });
});

describe('pack image and private sale', () => {
  it('generates the pack image, readable as the pack_image file', async () => {
    const answer = await as('editor').generatePackImage(PACK);
    expect(answer).toMatchObject({ path: '@download/pack_image', content_type: 'image/png' });
    const blob = await client('viewer').content.downloadFile(PACK, 'pack_image');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(answer.size);
  });

  it('puts every option of a pack on private sale and back, and refuses a viewer', async () => {
    const flags = async () =>
      Object.values(
        (await client('viewer').content.get(PACK)).opciones as Record<string, { otros?: object }>,
      ).map((option) => (option.otros as { solo_venta_privada?: boolean } | undefined)?.solo_venta_privada);
    const before = await client('editor').content.get(PACK);
    await as('editor').setPrivateSale(PACK, true, { lastModDate: before.modification_date });
    expect(new Set(await flags())).toEqual(new Set([true]));
    await as('editor').setPrivateSale(PACK, false);
    expect(new Set(await flags())).toEqual(new Set([false]));
    expect(isForbidden(await failure(as('viewer').setPrivateSale(PACK, true)))).toBe(true);
  });
});

describe('price comparator comparison', () => {
  it('answers each URL with its competitor offers, GBP in uk, in the comparator’s order', async () => {
    const entries = await client('admin').erp.priceComparator.read('uk');
    expect(entries.length).toBeGreaterThan(0);
    const entry = entries.find((candidate) => candidate.comparison.length > 1);
    expect(entry).toBeDefined();
    expect(entry?.comparison.every((row) => row.currency === 'GBP')).toBe(true);
    const rows = await client('admin').erp.priceComparator.comparison('uk', entry?.group ?? '');
    expect(rows).toEqual(entry?.comparison);
    expect([...rows].sort(comparePriceRows)).toEqual(rows);
    expect(await client('admin').erp.priceComparator.comparison('uk', 'no-such-group')).toEqual([]);
  });
});
