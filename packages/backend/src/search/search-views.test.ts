import { PERMISSIONS } from '@cellar/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileTestBackend, fileTestBackend } from '../files/file-test-support';
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

describe("GET @search and GET @count (Guillotina's catalog query)", () => {
  const get = async (query: string, at = '/db/guillotina/@search', account: 'viewer' | null = 'viewer') =>
    b.request('GET', `${at}?${query}`, { token: account === null ? undefined : await b.token(account) });
  const paths = async (query: string, at?: string) =>
    ((await (await get(query, at)).json()) as { items: { path: string }[] }).items.map((item) => item.path);

  it('answers SearchItems for a term, leaving out the object asked, as Guillotina does', async () => {
    const res = await get('type_name=Bodega');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Record<string, unknown>[]; items_total: number };
    expect(body.items_total).toBe(2);
    expect(body.items[0]).toMatchObject({ '@name': 'chateau-margaux', type_name: 'Bodega', depth: 3 });
    expect(await paths('')).toEqual([
      '/bodegas',
      '/bodegas/chateau-margaux',
      '/bodegas/vega-sicilia/unico',
      '/bodegas/vega-sicilia',
    ]);
    expect(await paths('', '/db/guillotina/bodegas/vega-sicilia/@search')).toEqual([
      '/bodegas/vega-sicilia/unico',
    ]);
  });

  it('counts depth from the object asked, and reads __not, __in, __starts, ranges and the paging options', async () => {
    expect(await paths('depth=1')).toEqual(['/bodegas']);
    expect(await paths('depth=1', '/db/guillotina/bodegas/@search')).toEqual([
      '/bodegas/chateau-margaux',
      '/bodegas/vega-sicilia',
    ]);
    expect(await paths('depth__gte=0&type_name__not=Bodega&_sort_des=path')).toEqual([
      '/bodegas/vega-sicilia/unico',
      '/bodegas',
      '/',
    ]);
    expect(await paths('type_name__in=Bodega,Folder&id__starts=vega')).toEqual(['/bodegas/vega-sicilia']);
    expect(await paths('path__starts=bodegas/vega-sicilia/&depth__gt=2')).toEqual([
      '/bodegas/vega-sicilia/unico',
    ]);
    const page = (await (await get('type_name=Bodega&_from=1&_size=1&_metadata=title')).json()) as {
      items: { path: string }[];
      items_total: number;
    };
    expect(page).toMatchObject({ items: [{ path: '/bodegas/vega-sicilia' }], items_total: 2 });
  });

  it('pages 20 hits by default and never more than 50', async () => {
    for (let i = 0; i < 60; i++)
      putObject(b.db, `/bodegas/b${String(i).padStart(2, '0')}`, 'Bodega', `B ${i}`);
    expect(await paths('type_name=Bodega')).toHaveLength(20);
    expect(await paths('type_name=Bodega&_size=500')).toHaveLength(50);
  });

  it('answers GET @count as a bare integer', async () => {
    const res = await get('type_name=Bodega&_size=1', '/db/guillotina/@count');
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(2);
  });

  it('refuses what it does not know with 400 under the parameter (Guillotina would ignore it)', async () => {
    const res = await get('colour=red&type_name=Bodega&_size=many&_fullobjects=1&_sort_asc=nope&depth__in=2');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { type: string; details: { path: string }[] };
    expect(body.type).toBe('ValidationError');
    expect(body.details.map((issue) => issue.path).sort()).toEqual(['_fullobjects', '_size', 'depth__in']);
    const unknown = (await (await get('colour=red&_sort_asc=nope')).json()) as { details: unknown };
    expect(unknown.details).toEqual([
      { path: 'colour', message: 'Unknown search field "colour"' },
      { path: '_sort_asc', message: 'Unknown search field "nope"' },
    ]);
  });

  it('401 without a token; 404 under a missing object', async () => {
    expect((await get('type_name=Bodega', '/db/guillotina/@search', null)).status).toBe(401);
    expect((await get('type_name=Bodega', '/db/guillotina/nope/@count')).status).toBe(404);
  });
});
