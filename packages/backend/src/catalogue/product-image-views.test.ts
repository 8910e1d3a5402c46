import { catalogueMessages, IMAGE_SLOTS } from '@cellar/validation/catalogue';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../files/file-store';
import { JPEG, PNG } from '../files/file-test-support';
import { type CatalogueTest, catalogueTest, RED_BOTTLE } from './catalogue-test-support';

let t: CatalogueTest;
beforeEach(async () => {
  t = await catalogueTest();
});
afterEach(() => t.b.close());

const WINE = '/bodegas/vega/unico';
const PACK = '/packs/pack-vega';
const SLOTS = IMAGE_SLOTS.join(', ');

const upload = (
  path: string,
  reference: string,
  type: string,
  body: Uint8Array,
  options: { filename?: string | null; token?: string } = {},
) =>
  t.raw('POST', `${path}/@upload-image/${reference}/${type}`, {
    token: options.token ?? t.editor,
    body,
    headers:
      options.filename === null
        ? { 'content-type': 'application/octet-stream' }
        : {
            'content-type': 'application/octet-stream',
            'x-upload-filename': options.filename ?? `${reference}_${type}.png`,
          },
  });

const error = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  return (await res.json()) as { message: string; type: string; details?: unknown };
};

describe('POST {product}/@upload-image/{reference}/{type}', () => {
  it('stores the slot image, records its path in the images map, answers {path} and audits the upload', async () => {
    const res = await upload(WINE, 'VS00002', 'anv800', PNG, { filename: 'VS00002_anv800.png' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      path: '@upload-image/VS00002/anv800',
      filename: 'VS00002_anv800.png',
      content_type: 'image/png',
      size: PNG.byteLength,
      extension: 'png',
      md5: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect((await t.get(WINE)).images).toEqual({
      VS00001: { anv800: '@upload-image/VS00001/anv800' },
      VS00002: { anv800: '@upload-image/VS00002/anv800' },
    });
    const [entry] = await t.logs(WINE);
    expect(entry).toMatchObject({
      action: 'upload',
      user: 'editor@example.com',
      payload: { reference: 'VS00002', slot: 'anv800', path: '@upload-image/VS00002/anv800' },
    });
  });

  it('takes a jpg for o4, o5 and art800 (by its bytes), and replaces a slot image, the old bytes gone', async () => {
    for (const slot of ['o4', 'o5', 'art800'])
      expect((await upload(WINE, 'VS00002', slot, JPEG, { filename: `VS00002_${slot}.jpg` })).status).toBe(
        200,
      );
    expect(t.fileRows(WINE)).toBe(4);
    expect((await upload(WINE, 'VS00001', 'anv800', PNG, { filename: 'new_anv800.png' })).status).toBe(200);
    expect(t.fileRows(WINE)).toBe(4);
    const read = await t.raw('GET', `${WINE}/@upload-image/VS00001/anv800`, { token: t.viewer });
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    [
      'a name without a slot',
      'anv800',
      'VS00002_front.png',
      `Invalid image type "VS00002_front". Must be one of these: ${SLOTS}`,
    ],
    ['the png extension on o4', 'o4', 'VS00002_o4.png', 'Expected "jpg" extension for img o4, got "png"'],
    [
      'the jpg extension on rev800',
      'rev800',
      'VS00002_rev800.jpg',
      'Expected "png" extension for img rev800, got "jpg"',
    ],
    [
      'a name for another slot',
      'anv800',
      'VS00002_rev800.png',
      'Expected a file name ending in anv800 for img anv800, got "VS00002_rev800.png"',
    ],
    [
      'a slot the URL names wrongly',
      'front',
      'VS00002_anv800.png',
      `Invalid image type "front". Must be one of these: ${SLOTS}`,
    ],
  ])('answers 400 for %s, in the spec’s words, and stores nothing', async (_, type, filename, message) => {
    const body = await error(await upload(WINE, 'VS00002', type, PNG, { filename }), 400);
    expect(body).toMatchObject({ type: 'ValidationError', message });
    expect(t.fileRows(WINE)).toBe(1);
    expect(((await t.get(WINE)).images as Record<string, unknown>).VS00002).toBeUndefined();
  });

  it('checks the real type by magic bytes: a jpeg named .png is refused', async () => {
    const body = await error(
      await upload(WINE, 'VS00002', 'anv800', JPEG, { filename: 'VS00002_anv800.png' }),
      400,
    );
    expect(body.message).toBe('The file name ends in ".png" but the file is image/jpeg (.jpg)');
    const text = new TextEncoder().encode('not an image at all');
    const other = await error(
      await upload(WINE, 'VS00002', 'anv800', text, { filename: 'VS00002_anv800.png' }),
      400,
    );
    expect(other.message).toBe('The file is not a PNG, JPEG, GIF or WebP image');
  });

  it('answers 400 without X-UPLOAD-FILENAME or with an empty body', async () => {
    expect((await error(await upload(WINE, 'VS00002', 'anv800', PNG, { filename: null }), 400)).message).toBe(
      'The X-UPLOAD-FILENAME header is required',
    );
    expect((await error(await upload(WINE, 'VS00002', 'anv800', new Uint8Array()), 400)).message).toBe(
      'The file is empty',
    );
  });

  it('answers 413 with the contract’s error body above 10 MiB, and stores nothing', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    const body = await error(await upload(WINE, 'VS00002', 'anv800', big), 413);
    expect(body).toEqual({ type: 'PayloadTooLarge', message: 'The file is larger than 10 MiB' });
    expect(t.fileRows(WINE)).toBe(1);
  });

  it('answers 403 without ModifyContent (a viewer)', async () => {
    const body = await error(await upload(WINE, 'VS00002', 'anv800', PNG, { token: t.viewer }), 403);
    expect(body.type).toBe('Forbidden');
    expect(t.fileRows(WINE)).toBe(1);
  });

  it('answers 404 for a reference the product lacks, a missing product, and an object that is no product', async () => {
    expect((await error(await upload(WINE, 'VB00001', 'anv800', PNG), 404)).message).toBe(
      'The product has no reference "VB00001"',
    );
    expect((await upload('/bodegas/vega/nada', 'VS00001', 'anv800', PNG)).status).toBe(404);
    expect((await upload('/bodegas/vega', 'VS00001', 'anv800', PNG)).status).toBe(404);
  });

  it('answers 409 while someone else holds the editing lock', async () => {
    expect((await t.b.call('POST', `/db/guillotina${WINE}/@lock`, { token: t.admin })).status).toBe(200);
    expect((await error(await upload(WINE, 'VS00002', 'anv800', PNG), 409)).type).toBe('Locked');
  });
});

describe('GET and DELETE {product}/@upload-image/{reference}/{type}', () => {
  it('reads an image back with its content type, for anyone who may view the product', async () => {
    const res = await t.raw('GET', `${WINE}/@upload-image/VS00001/anv800`, { token: t.viewer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="VS00001_anv800.png"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(RED_BOTTLE)).toBe(true);
  });

  it('keeps the images of a product that is copied or moved: the paths are relative to the product', async () => {
    const copy = await t.b.call('POST', `/db/guillotina${WINE}/@duplicate`, {
      token: t.admin,
      body: { destination: '/bodegas/vega', new_id: 'unico-copia' },
    });
    expect(copy.status).toBe(200);
    await t.b.call('POST', `/db/guillotina${WINE}/@move`, {
      token: t.admin,
      body: { destination: '/bodegas/vega', new_id: 'unico-movido' },
    });
    for (const path of ['/bodegas/vega/unico-copia', '/bodegas/vega/unico-movido']) {
      expect(((await t.get(path)).images as Record<string, unknown>).VS00001).toEqual({
        anv800: '@upload-image/VS00001/anv800',
      });
      const res = await t.raw('GET', `${path}/@upload-image/VS00001/anv800`, { token: t.viewer });
      expect(Buffer.from(await res.arrayBuffer()).equals(RED_BOTTLE), path).toBe(true);
    }
  });

  it('answers 404 for a slot without image', async () => {
    const res = await t.raw('GET', `${WINE}/@upload-image/VS00001/rev800`, { token: t.viewer });
    expect((await error(res, 404)).message).toBe(catalogueMessages.limits.noImage('VS00001', 'rev800'));
  });

  it('deletes a slot image: the map loses it, its bytes go, the delete is audited', async () => {
    const res = await t.raw('DELETE', `${WINE}/@upload-image/VS00001/anv800`, { token: t.editor });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await t.get(WINE)).images).toEqual({});
    expect(t.fileRows(WINE)).toBe(0);
    expect((await t.raw('GET', `${WINE}/@upload-image/VS00001/anv800`, { token: t.admin })).status).toBe(404);
    const [entry] = await t.logs(WINE);
    expect(entry).toMatchObject({
      action: 'delete-file',
      payload: { reference: 'VS00001', slot: 'anv800', filename: 'VS00001_anv800.png' },
    });
    const again = await t.raw('DELETE', `${WINE}/@upload-image/VS00001/anv800`, { token: t.editor });
    expect((await error(again, 404)).message).toBe('There is no image anv800 for reference VS00001');
  });

  it('answers 403 to a delete without ModifyContent', async () => {
    const res = await t.raw('DELETE', `${WINE}/@upload-image/VS00001/anv800`, { token: t.viewer });
    expect(res.status).toBe(403);
    expect(t.fileRows(WINE)).toBe(1);
  });
});

describe('POST {pack}/@generate-image', () => {
  it('renders a 453x290 PNG from the pack’s products (anv800 image, else a tile), stores it as the pack image', async () => {
    const res = await t.raw('POST', `${PACK}/@generate-image`, { token: t.editor });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      path: '@download/pack_image',
      filename: 'pack-vega.png',
      content_type: 'image/png',
      extension: 'png',
    });
    expect((await t.get(PACK)).pack_image).toEqual({ ...answer, path: undefined });
    const image = await t.raw('GET', `${PACK}/@download/pack_image`, { token: t.viewer });
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 453, height: 290, format: 'png' });
    // Three products in one row: the first tile (VS00001) shows its red anv800 image, the second a plain tile.
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(78, 145)).toEqual([192, 0, 0]);
    expect(pixel(160, 20)).toEqual([241, 245, 249]);
    const [entry] = await t.logs(PACK);
    expect(entry).toMatchObject({
      action: 'upload',
      payload: { field: 'pack_image', generated: true, products: ['VS00001', 'valbuena#75', 'NOPE999'] },
    });
  });

  it('answers 400 for a product that is not a pack, and for a pack without products', async () => {
    const wine = await t.raw('POST', `${WINE}/@generate-image`, { token: t.editor });
    expect((await error(wine, 400)).message).toBe('Only a pack has a pack image');
    const empty = await t.raw('POST', '/packs/pack-vacio/@generate-image', { token: t.editor });
    expect((await error(empty, 400)).message).toBe(catalogueMessages.pack.missingProduct);
  });

  it('answers 403 without ModifyContent and 404 for a missing pack', async () => {
    expect((await t.raw('POST', `${PACK}/@generate-image`, { token: t.viewer })).status).toBe(403);
    expect((await t.raw('POST', '/packs/no-such-pack/@generate-image', { token: t.editor })).status).toBe(
      404,
    );
  });
});

describe('PATCH {pack}/@upload/pack_image (the Pack editor’s upload)', () => {
  it('takes a png of 453x290 only, in the spec’s words otherwise', async () => {
    const exact = await sharp({ create: { width: 453, height: 290, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const headers = { 'x-upload-filename': 'pack.png', 'content-type': 'application/octet-stream' };
    const ok = await t.raw('PATCH', `${PACK}/@upload/pack_image`, { token: t.editor, body: exact, headers });
    expect(ok.status).toBe(200);
    const wrong = await t.raw('PATCH', `${PACK}/@upload/pack_image`, { token: t.editor, body: PNG, headers });
    expect((await error(wrong, 400)).message).toBe('Image size must be 453x290 instead of 1x1');
    const jpeg = await t.raw('PATCH', `${PACK}/@upload/pack_image`, {
      token: t.editor,
      body: JPEG,
      headers: { ...headers, 'x-upload-filename': 'pack.jpg' },
    });
    expect((await error(jpeg, 400)).message).toBe('There was an error uploading the image');
  });
});
