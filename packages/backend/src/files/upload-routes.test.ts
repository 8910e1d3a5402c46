import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from './file-store';
import {
  type FileTestBackend,
  fileTestBackend,
  JPEG,
  PDF,
  PNG,
  type RequestBody,
  SVG,
} from './file-test-support';

let b: FileTestBackend;
beforeEach(() => {
  b = fileTestBackend();
});
afterEach(() => b.close());

const form = (bytes: Uint8Array, filename: string, field = 'file') => {
  const data = new FormData();
  data.set(field, new File([bytes], filename));
  return data;
};

const post = async (body: RequestBody, account?: 'admin' | 'editor' | 'viewer') =>
  b.request('POST', '/api/upload', {
    token: account === undefined ? undefined : await b.token(account),
    body,
  });

const errorType = async (res: Response) => ((await res.json()) as { type: string }).type;

describe('POST /api/upload', () => {
  it('stores an image and answers its public URL, served without a token with a long cache', async () => {
    const res = await post(form(PNG, 'foto.png'), 'editor');
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const image = await b.request('GET', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect(b.db.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'upload'").get()).toEqual({
      n: 1,
    });
  });

  it('401 without a token, 403 for a viewer', async () => {
    const anonymous = await post(form(PNG, 'a.png'));
    expect(anonymous.status).toBe(401);
    expect(await errorType(anonymous)).toBe('Unauthorized');
    const viewer = await post(form(PNG, 'a.png'), 'viewer');
    expect(viewer.status).toBe(403);
    expect(await errorType(viewer)).toBe('Forbidden');
    expect(b.storedFiles()).toEqual([]);
  });

  it.each([
    ['a PDF (not an image)', form(PDF, 'a.pdf')],
    ['an SVG (served publicly: raster only)', form(SVG, 'a.svg')],
    ['a .png name with JPEG bytes', form(JPEG, 'a.png')],
    ['no file field', form(PNG, 'a.png', 'image')],
    ['not multipart', JSON.stringify({ file: 'x' })],
    ['a traversal in the file name', form(PNG, '../../a.png')],
  ])('400 ValidationError for %s', async (_name, body) => {
    const res = await post(body, 'editor');
    expect(res.status).toBe(400);
    expect(await errorType(res)).toBe('ValidationError');
    expect(b.storedFiles()).toEqual([]);
  });

  it('413 PayloadTooLarge above 10 MiB', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    const res = await post(form(big, 'big.png'), 'editor');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.any(String), type: 'PayloadTooLarge' });
    expect(b.storedFiles()).toEqual([]);
  });
});

describe('GET /api/uploads/{name}', () => {
  it.each([
    'nope.png',
    '..%2F..%2Fetc%2Fpasswd',
    '%2E%2E',
    `${'a'.repeat(32)}.png`,
    `${'0'.repeat(32)}.PNG`,
    `${'0'.repeat(32)}.png.exe`,
  ])('404 for %s', async (name) => {
    const res = await b.request('GET', `/api/uploads/${name}`);
    expect(res.status).toBe(404);
  });

  it('never serves the file of an object field (those need a token and ViewContent)', async () => {
    const res = await b.request('PATCH', '/db/guillotina/bodegas/vega-sicilia/@upload/mapa', {
      token: await b.token('editor'),
      body: PNG,
      headers: { 'x-upload-filename': 'mapa.png' },
    });
    expect(res.status).toBe(200);
    const [key] = b.storedFiles();
    expect((await b.request('GET', `/api/uploads/${key}`)).status).toBe(404);
  });
});
