import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestBackend, testBackend } from '../test-support';
import { MAX_FILE_BYTES } from './file-store';
import {
  EVIL_SVG,
  type FileTestBackend,
  fileTestBackend,
  HTML,
  JPEG,
  PDF,
  PNG,
  type RequestBody,
  SCRIPT_BEARING,
  SCRIPTED_SVGS,
  SVG,
} from './file-test-support';
import { contentDisposition, pngSize, uploadFilename } from './file-views';

let b: FileTestBackend;
beforeEach(() => {
  b = fileTestBackend();
});
afterEach(() => b.close());

const OBJECT = '/db/guillotina/bodegas/vega-sicilia';

const upload = async (
  body: RequestBody,
  options: {
    filename?: string | null;
    field?: string;
    account?: 'admin' | 'editor' | 'viewer';
    path?: string;
  } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
  if (options.filename !== null) headers['x-upload-filename'] = options.filename ?? 'mapa.png';
  return b.request('PATCH', `${options.path ?? OBJECT}/@upload/${options.field ?? 'mapa'}`, {
    token: await b.token(options.account ?? 'editor'),
    body,
    headers,
  });
};

const row = (path = '/bodegas/vega-sicilia') =>
  b.db
    .prepare<[string], { data: string; modification_date: string }>(
      'SELECT data, modification_date FROM objects WHERE path = ?',
    )
    .get(path);

const expectError = async (res: Response, status: number, type: string) => {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { type: string; message: string; details?: unknown };
  expect(body.type).toBe(type);
  expect(typeof body.message).toBe('string');
  return body;
};

describe('PATCH @upload/{field}', () => {
  it('stores the bytes, sets FileInfo on the field, bumps modification_date and audits the upload', async () => {
    const before = row()?.modification_date;
    const res = await upload(PNG, { filename: 'Mapa de la bodega.png' });
    expect(res.status).toBe(200);
    const info = await res.json();
    expect(info).toEqual({
      filename: 'Mapa de la bodega.png',
      content_type: 'image/png',
      size: PNG.byteLength,
      extension: 'png',
      md5: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.parse(row()?.data ?? '{}').mapa).toEqual(info);
    expect(Date.parse(row()?.modification_date ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    expect(b.storedFiles()).toHaveLength(1);
    expect(b.storedFiles()[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    const log = b.db.prepare("SELECT user, payload FROM audit_log WHERE action = 'upload'").get() as {
      user: string;
      payload: string;
    };
    expect(log.user).toBe('editor@example.com');
    expect(JSON.parse(log.payload)).toMatchObject({ field: 'mapa', filename: 'Mapa de la bodega.png' });
  });

  it('replacing a file removes the old bytes', async () => {
    await upload(PNG);
    const first = b.storedFiles();
    expect((await upload(JPEG, { filename: 'mapa.jpg' })).status).toBe(200);
    expect(b.storedFiles()).toHaveLength(1);
    expect(b.storedFiles()).not.toEqual(first);
  });

  it('accepts a field of a behaviour of the type', async () => {
    const res = await upload(JPEG, { field: 'og_image', filename: 'og.jpeg' });
    expect(res.status).toBe(200);
    expect(JSON.parse(row()?.data ?? '{}')['api.behaviors.seo.ISeoBehavior'].og_image).toMatchObject({
      content_type: 'image/jpeg',
      extension: 'jpg',
    });
  });

  it.each([
    ['PDF', PDF, 'ficha.pdf', 'application/pdf'],
    ['clean SVG', SVG, 'ficha.svg', 'image/svg+xml'],
  ])('accepts a %s', async (_name, bytes, filename, type) => {
    const res = await upload(bytes, { filename, path: `${OBJECT}/unico`, field: 'ficha' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { content_type: string }).content_type).toBe(type);
  });

  it.each<[string, string]>([
    ...Object.entries(SCRIPTED_SVGS),
    ['a <script>', new TextDecoder().decode(EVIL_SVG)],
  ])('stores an SVG with %s as the sanitiser leaves it: nothing that runs', async (_name, text) => {
    const res = await upload(new TextEncoder().encode(text), {
      filename: 'ficha.svg',
      path: `${OBJECT}/unico`,
      field: 'ficha',
    });
    expect(res.status).toBe(200);
    const stored = await b.request('GET', `${OBJECT}/unico/@download/ficha`, {
      token: await b.token('viewer'),
    });
    const svg = await stored.text();
    expect(svg).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(svg).not.toMatch(SCRIPT_BEARING);
    expect(((await res.json()) as { size: number }).size).toBe(new TextEncoder().encode(svg).byteLength);
  });

  it('401 without a token', async () => {
    const res = await b.request('PATCH', `${OBJECT}/@upload/mapa`, {
      body: PNG,
      headers: { 'x-upload-filename': 'a.png' },
    });
    await expectError(res, 401, 'Unauthorized');
  });

  it('403 for a viewer', async () => {
    await expectError(await upload(PNG, { account: 'viewer' }), 403, 'Forbidden');
    expect(b.storedFiles()).toEqual([]);
  });

  it('404 for a missing object', async () => {
    await expectError(await upload(PNG, { path: '/db/guillotina/bodegas/nope' }), 404, 'NotFound');
  });

  it('409 when someone else holds the lock', async () => {
    const lock = await b.request('POST', `${OBJECT}/@lock`, { token: await b.token('admin') });
    expect(lock.status).toBe(200);
    await expectError(await upload(PNG), 409, 'Locked');
    expect(b.storedFiles()).toEqual([]);
  });

  it.each([
    ['no X-UPLOAD-FILENAME', PNG, { filename: null }],
    ['a field that is not a file', PNG, { field: 'nombre' }],
    ['an unknown field', PNG, { field: 'nope' }],
    ['a .png name with JPEG bytes', JPEG, { filename: 'mapa.png' }],
    ['a .jpg name with PNG bytes', PNG, { filename: 'mapa.jpg' }],
    ['a .png name with HTML bytes', HTML, { filename: 'mapa.png' }],
    ['HTML named .html', HTML, { filename: 'mapa.html' }],
    ['a name without extension', PNG, { filename: 'mapa' }],
    ['an empty body', new Uint8Array(), {}],
    ['a traversal in the file name', PNG, { filename: '../../etc/passwd.png' }],
    ['an encoded traversal in the file name', PNG, { filename: '..%2F..%2Fetc%2Fx.png' }],
    ['a backslash in the file name', PNG, { filename: '..\\..\\x.png' }],
    ['a traversal in the field', PNG, { field: '..%2F..%2Fx' }],
  ])('400 ValidationError for %s', async (_name, bytes, options) => {
    const body = await expectError(await upload(bytes, options), 400, 'ValidationError');
    expect(Array.isArray(body.details)).toBe(true);
    expect(b.storedFiles()).toEqual([]);
  });

  it('413 PayloadTooLarge above 10 MiB, nothing stored', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    await expectError(await upload(big), 413, 'PayloadTooLarge');
    expect(b.storedFiles()).toEqual([]);
    expect(JSON.parse(row()?.data ?? '{}').mapa).toBeUndefined();
  });

  it('a traversal in the object path never names an object', async () => {
    for (const path of [
      '/db/guillotina/bodegas%2F..%2Fbodegas/vega-sicilia',
      '/db/guillotina/%2E%2E/%2E%2E/etc',
    ]) {
      const res = await upload(PNG, { path });
      expect(res.status).toBe(404);
    }
    expect(b.storedFiles()).toEqual([]);
  });
});

describe('GET @download/{field}', () => {
  it('answers the bytes with their type and a sanitized file name', async () => {
    await upload(PNG, { filename: 'mapa "nuevo"\u00f1.png' });
    const res = await b.request('GET', `${OBJECT}/@download/mapa`, { token: await b.token('viewer') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="mapa _nuevo__.png"; filename*=UTF-8''mapa%20%22nuevo%22%C3%B1.png`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('404 when the field has no file; 400 for a field that is not a file', async () => {
    const token = await b.token('viewer');
    await expectError(await b.request('GET', `${OBJECT}/@download/mapa`, { token }), 404, 'NotFound');
    await expectError(
      await b.request('GET', `${OBJECT}/@download/nombre`, { token }),
      400,
      'ValidationError',
    );
  });

  it('401 without a token', async () => {
    await expectError(await b.request('GET', `${OBJECT}/@download/mapa`), 401, 'Unauthorized');
  });
});

describe('DELETE @delete/{field}', () => {
  it('clears the field, removes the bytes after the commit and audits delete-file', async () => {
    await upload(PNG);
    const res = await b.request('DELETE', `${OBJECT}/@delete/mapa`, { token: await b.token('editor') });
    expect(res.status).toBe(200);
    expect(JSON.parse(row()?.data ?? '{}').mapa).toBeUndefined();
    expect(b.storedFiles()).toEqual([]);
    expect(b.db.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'delete-file'").get()).toEqual({
      n: 1,
    });
    const again = await b.request('DELETE', `${OBJECT}/@delete/mapa`, { token: await b.token('editor') });
    await expectError(again, 404, 'NotFound');
  });

  it('403 for a viewer, 401 without a token', async () => {
    await upload(PNG);
    await expectError(
      await b.request('DELETE', `${OBJECT}/@delete/mapa`, { token: await b.token('viewer') }),
      403,
      'Forbidden',
    );
    await expectError(await b.request('DELETE', `${OBJECT}/@delete/mapa`), 401, 'Unauthorized');
    expect(b.storedFiles()).toHaveLength(1);
  });

  it('deleting the object (and its subtree) removes the stored bytes', async () => {
    await upload(PNG);
    await upload(PDF, { filename: 'ficha.pdf', path: `${OBJECT}/unico`, field: 'ficha' });
    expect(b.storedFiles()).toHaveLength(2);
    const res = await b.request('DELETE', OBJECT, { token: await b.token('admin') });
    expect(res.status).toBe(200);
    expect(b.storedFiles()).toEqual([]);
    expect(b.db.prepare('SELECT count(*) AS n FROM files').get()).toEqual({ n: 0 });
  });
});

describe('@duplicate of an object with files', () => {
  it('gives the copy its own bytes, still there when the original is deleted', async () => {
    await upload(PNG);
    const admin = await b.token('admin');
    const copy = await b.request('POST', `${OBJECT}/@duplicate`, {
      token: admin,
      body: JSON.stringify({ destination: '/bodegas/', new_id: 'vega-sicilia-copia' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(copy.status).toBe(200);
    expect(b.storedFiles()).toHaveLength(2);
    expect((await b.request('DELETE', OBJECT, { token: admin })).status).toBe(200);
    const res = await b.request('GET', '/db/guillotina/bodegas/vega-sicilia-copia/@download/mapa', {
      token: await b.token('viewer'),
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    expect(b.storedFiles()).toHaveLength(1);
  });
});

describe('file names', () => {
  it.each([
    ['plain', 'a.png', 'a.png'],
    ['percent-encoded', 'Ma%C3%B1ana.png', 'Mañana.png'],
  ])('%s', (_name, header, expected) => {
    expect(uploadFilename(header)).toBe(expected);
  });

  it.each(['', '..', '.', 'a/b.png', 'a\\b.png', 'a\u0000.png', 'a\r\nX-Evil: 1.png', 'x'.repeat(256)])(
    'refuses %j',
    (name) => {
      expect(() => uploadFilename(name)).toThrow();
    },
  );

  it('content-disposition cannot be broken by quotes or new lines', () => {
    const header = contentDisposition('a";\r\nx.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });

  it('the files directory holds only server-generated names', async () => {
    await upload(PNG, { filename: 'x.png' });
    for (const name of b.storedFiles()) expect(existsSync(join(b.filesDir, name))).toBe(true);
    expect(b.storedFiles().every((n) => /^[0-9a-f]{32}\.png$/.test(n))).toBe(true);
  });
});

/** A PNG signature and IHDR chunk of the given size (what the server reads of a PNG). */
const pngOf = (width: number, height: number): Uint8Array => {
  const bytes = new Uint8Array(PNG);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};

describe('pngSize', () => {
  it('reads the width and height of a PNG from its IHDR chunk', () => {
    expect(pngSize(PNG)).toEqual({ width: 1, height: 1 });
    expect(pngSize(pngOf(453, 290))).toEqual({ width: 453, height: 290 });
  });

  it('answers undefined for anything else', () => {
    expect(pngSize(JPEG)).toBeUndefined();
    expect(pngSize(PNG.slice(0, 20))).toBeUndefined();
  });
});

describe('the pack image (catalogue-editors §5, §9): png only, 453x290', () => {
  let real: TestBackend | undefined;
  afterEach(() => real?.close());

  const start = async () => {
    real = testBackend();
    const token = await real.tokenFor('editor');
    const admin = await real.tokenFor('admin');
    const create = (folder: string, body: Record<string, unknown>) =>
      real?.call('POST', `/db/guillotina${folder}`, { token: admin, body });
    expect((await create('/', { '@type': 'PacksFolder', id: 'packs' }))?.status).toBe(201);
    const pack = { '@type': 'Producto', id: 'pack-a', nombre: 'Pack A', tipo: '/pk', referencia_pack: 'pka' };
    expect((await create('/packs', pack))?.status).toBe(201);
    expect((await create('/', { '@type': 'BodegasFolder', id: 'bodegas' }))?.status).toBe(201);
    const bodega = { '@type': 'Bodega', id: 'vega-alta', nombre: 'Vega Alta', id_pais: 'es' };
    expect((await create('/bodegas', bodega))?.status).toBe(201);
    return (path: string, body: Uint8Array, filename: string) =>
      (real as TestBackend).fetch(
        new Request(`http://localhost/db/guillotina${path}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'x-upload-filename': filename },
          body,
        }),
      );
  };

  it.each([
    ['a JPEG', JPEG, 'pack.jpg'],
    ['a JPEG named .png', JPEG, 'pack.png'],
    ['bytes that are no image', HTML, 'pack.png'],
  ])('refuses %s with the spec message', async (_, bytes, filename) => {
    const put = await start();
    const res = await put('/packs/pack-a/@upload/pack_image', bytes, filename);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: unknown }).details).toEqual([
      { path: 'pack_image', message: catalogueMessages.pack.imageUploadError },
    ]);
  });

  it('refuses a PNG of another size with the sized-slot message', async () => {
    const put = await start();
    const res = await put('/packs/pack-a/@upload/pack_image', PNG, 'pack.png');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: unknown }).details).toEqual([
      { path: 'pack_image', message: catalogueMessages.images.wrongSize(453, 290, 1, 1) },
    ]);
  });

  it('accepts a PNG of 453x290', async () => {
    const put = await start();
    const res = await put('/packs/pack-a/@upload/pack_image', pngOf(453, 290), 'pack.png');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ filename: 'pack.png', content_type: 'image/png' });
  });

  it('leaves the location map image to the generic check (the spec sets it no upload rule)', async () => {
    const put = await start();
    expect((await put('/bodegas/vega-alta/@upload/location_map', PNG, 'mapa.png')).status).toBe(200);
    expect((await put('/bodegas/vega-alta/@upload/location_map', JPEG, 'mapa.jpg')).status).toBe(200);
  });
});
