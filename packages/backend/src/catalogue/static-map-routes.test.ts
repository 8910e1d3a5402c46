import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileTestBackend, fileTestBackend } from '../files/file-test-support';

let b: FileTestBackend;
beforeEach(() => {
  b = fileTestBackend();
});
afterEach(() => b.close());

const get = async (query: string, account: 'admin' | 'editor' | 'viewer' | null = 'editor') =>
  b.request('GET', `/api/static-map?${query}`, {
    token: account === null ? undefined : await b.token(account),
  });

describe('GET /api/static-map', () => {
  it('answers a real 600x400 PNG of the point by default', async () => {
    const res = await get('lat=42.4627&lng=-2.4449&zoom=15');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 400 });
    const { channels } = await sharp(bytes).stats();
    // A drawing (background, grid, pin, label), not a flat image.
    expect(channels.slice(0, 3).every((channel) => channel.stdev > 0)).toBe(true);
  });

  it('draws another map for another point, and the size asked', async () => {
    const one = new Uint8Array(await (await get('lat=42.4627&lng=-2.4449')).arrayBuffer());
    const other = new Uint8Array(await (await get('lat=41.38&lng=2.17')).arrayBuffer());
    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(false);
    const small = await get('lat=1&lng=1&zoom=3&width=120&height=80', 'viewer');
    expect(await sharp(new Uint8Array(await small.arrayBuffer())).metadata()).toMatchObject({
      width: 120,
      height: 80,
    });
  });

  it('answers a 400 with the rule message for a bad query, and 401 without a session', async () => {
    const bad = await get('lat=95&lng=1');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      type: 'ValidationError',
      message: 'The lat must be between -90 and 90',
      details: [{ path: 'lat', message: 'The lat must be between -90 and 90' }],
    });
    const missing = await get('lng=1&zoom=abc');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { details: unknown[] }).details).toHaveLength(2);
    expect((await get('lat=1&lng=1', null)).status).toBe(401);
  });
});
