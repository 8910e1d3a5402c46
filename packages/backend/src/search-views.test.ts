import { PERMISSIONS } from '@cellar/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileTestBackend, fileTestBackend } from './file-test-support';
import { putObject } from './search-test-support';

let b: FileTestBackend;
beforeEach(() => {
  b = fileTestBackend();
  putObject(b.db, '/bodegas/chateau-margaux', 'Bodega', 'Château Margaux', {
    nombre: 'Château Margaux',
    id_pais: 'fr',
  });
});
afterEach(() => b.close());

const search = async (
  body: unknown,
  account: 'admin' | 'editor' | 'viewer' | null = 'viewer',
  at = '/db/guillotina/@search',
) =>
  b.request('POST', at, {
    token: account === null ? undefined : await b.token(account),
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

const listing = { query: { bool: { filter: [{ prefix: { path: '/bodegas/' } }, { term: { depth: 3 } }] } } };

describe('POST @search', () => {
  it('answers a folder listing with SearchItems', async () => {
    const res = await search(listing);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Record<string, unknown>[]; items_total: number };
    expect(body.items_total).toBe(2);
    expect(body.items.map((i) => i['@name'])).toEqual(['chateau-margaux', 'vega-sicilia']);
    expect(body.items[1]).toMatchObject({
      '@id': 'http://localhost/db/guillotina/bodegas/vega-sicilia',
      '@type': 'Bodega',
      type_name: 'Bodega',
      path: '/bodegas/vega-sicilia',
      depth: 3,
      title: 'Vega Sicilia',
      is_folderish: true,
      nombre: 'Vega Sicilia',
      id_pais: 'es',
    });
  });

  it('finds a title with one typo and without accents', async () => {
    const res = await search({
      query: { bool: { must: [{ match: { title: { query: 'chateau margau', fuzziness: 'AUTO' } } }] } },
    });
    const body = (await res.json()) as { items: { path: string }[] };
    expect(body.items.map((i) => i.path)).toEqual(['/bodegas/chateau-margaux']);
  });

  it('an empty body lists everything the user may view', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items_total: number }).items_total).toBe(5);
  });

  it('on an object, searches its subtree', async () => {
    const res = await search({}, 'viewer', '/db/guillotina/bodegas/vega-sicilia/@search');
    const body = (await res.json()) as { items: { path: string }[] };
    expect(body.items.map((i) => i.path)).toEqual(['/bodegas/vega-sicilia/unico', '/bodegas/vega-sicilia']);
  });

  it('leaves out what the user may not view, in items and in items_total', async () => {
    b.db
      .prepare(
        `INSERT INTO local_grants (uid, kind, subject, target, setting)
         SELECT uid, 'prinperm', 'viewer@example.com', ?, 'Deny' FROM objects WHERE path = '/bodegas/vega-sicilia'`,
      )
      .run(PERMISSIONS.ViewContent);
    const viewer = (await (await search({})).json()) as { items: { path: string }[]; items_total: number };
    expect(viewer.items.map((i) => i.path)).toEqual(['/bodegas', '/bodegas/chateau-margaux', '/']);
    expect(viewer.items_total).toBe(3);
    const editor = (await (await search({}, 'editor')).json()) as { items_total: number };
    expect(editor.items_total).toBe(5);
    const count = await b.request('POST', '/db/guillotina/@count', {
      token: await b.token('viewer'),
      body: JSON.stringify(listing),
    });
    expect(await count.json()).toEqual({ items_total: 1 });
  });

  it('400 ValidationError with details for a bad body', async () => {
    for (const body of [
      '{nope',
      { size: 5000 },
      { query: { bool: { filter: [{ term: { "x') --": 1 } }] } } },
    ]) {
      const res = await search(body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { type: string; details: unknown[] };
      expect(error.type).toBe('ValidationError');
      expect(error.details.length).toBeGreaterThan(0);
    }
  });

  it('401 without a token; 404 under a missing object', async () => {
    expect((await search(listing, null)).status).toBe(401);
    expect((await search(listing, 'viewer', '/db/guillotina/nope/@search')).status).toBe(404);
  });
});

describe('POST @count', () => {
  it('answers items_total', async () => {
    const res = await b.request('POST', '/db/guillotina/@count', {
      token: await b.token('viewer'),
      body: JSON.stringify(listing),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items_total: 2 });
  });

  it('400 for a bad body, 401 without a token', async () => {
    const bad = await b.request('POST', '/db/guillotina/@count', {
      token: await b.token('viewer'),
      body: JSON.stringify({ from: -3 }),
    });
    expect(bad.status).toBe(400);
    expect((await b.request('POST', '/db/guillotina/@count', { body: '{}' })).status).toBe(401);
  });
});
