import { siteMessages } from '@cellar/validation/site';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentStore } from './content-store';
import { REVIEW, SEO, testRegistry } from './content-test-registry';
import { type ContentTest, contentTest, smallTree, url } from './content-test-support';

let t: ContentTest;
afterEach(() => t?.b.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('GET an object', () => {
  it('answers the Resource shape with fields, behaviours and the parent', async () => {
    t = await contentTest();
    await smallTree(t);
    const body = await t.get('/bodegas/vega/unico', t.viewer);
    expect(body).toMatchObject({
      '@id': 'http://localhost/db/guillotina/bodegas/vega/unico',
      '@type': 'Producto',
      '@name': 'unico',
      '@uid': expect.stringMatching(/^[0-9a-f]{32}$/),
      parent: { '@id': 'http://localhost/db/guillotina/bodegas/vega', '@name': 'vega', '@type': 'Bodega' },
      is_folderish: false,
      creation_date: '2025-01-15T09:00:00.000Z',
      modification_date: '2025-01-15T09:00:00.000Z',
      title: 'Único',
      nombre: 'Único',
      anyada: 2010,
      tipo: '/vi',
      graduacion: null,
      [SEO]: { seo_title: null, seo_description: null, seo_h1: null },
    });
    expect(body.items).toBeUndefined();
  });

  it('lists a folder’s items (Summary) and length', async () => {
    t = await contentTest();
    await smallTree(t);
    const root = await t.get('/');
    expect(root['@id']).toBe('http://localhost/db/guillotina/');
    expect((root.items as { '@name': string }[]).map((i) => i['@name'])).toEqual(['bodegas', 'zonas']);
    expect(root.length).toBe(2);
    const bodegas = await t.get('/bodegas/');
    expect(bodegas.items).toEqual([
      {
        '@id': 'http://localhost/db/guillotina/bodegas/vega',
        '@name': 'vega',
        '@type': 'Bodega',
        '@uid': expect.any(String),
        title: 'Vega Sicilia',
        is_folderish: true,
        modification_date: expect.any(String),
      },
    ]);
  });

  it('sorts items by the type’s childrenSort', async () => {
    t = await contentTest();
    await t.create('/', { '@type': 'NewsletterFolder', id: 'newsletters' });
    for (const [id, date] of [
      ['1_01_24_a', '2024-01-01T00:00:00Z'],
      ['1_01_24_b', '2024-03-01T00:00:00Z'],
      ['1_01_24_c', '2024-02-01T00:00:00Z'],
      ['1_01_24_d', undefined],
    ])
      await t.create('/newsletters/', { '@type': 'Newsletter', id, title: id, efective_date: date });
    const folder = await t.get('/newsletters');
    // An item without the sort field comes last; the listing reads the field alone, the same order as children().
    const order = ['1_01_24_b', '1_01_24_c', '1_01_24_a', '1_01_24_d'];
    expect((folder.items as { '@name': string }[]).map((i) => i['@name'])).toEqual(order);
    const store = new ContentStore(t.b.db, { now: () => 0, registry: testRegistry });
    const newsletters = store.get('/newsletters');
    if (newsletters === undefined) throw new Error('no /newsletters');
    expect(store.children(newsletters).map((row) => row.id)).toEqual(order);
    expect(store.childSummaries(newsletters).map((row) => row.id)).toEqual(order);
  });

  it('answers 404 for a missing object, a path with . or .., and an unknown view', async () => {
    t = await contentTest();
    await smallTree(t);
    for (const path of ['/nope', '/bodegas/vega/unico/deeper', '/bodegas/@nope', '/bodegas/%E0%A4%A']) {
      const res = await t.b.call('GET', url(path), { token: t.admin });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found', type: 'NotFound' });
    }
  });

  it('needs a session', async () => {
    t = await contentTest();
    await smallTree(t);
    expect((await t.b.call('GET', url('/bodegas'))).status).toBe(401);
    expect((await t.b.call('POST', url('/bodegas'), { body: { '@type': 'Folder', id: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('POST (create in a folder)', () => {
  it('answers 201 with Location and the Created body, and stores the fields', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('POST', url('/bodegas/vega'), {
      token: t.editor,
      body: {
        '@type': 'Producto',
        id: 'valbuena',
        nombre: 'Valbuena 5º',
        anyada: 2019,
        nombres: { es: 'Valbuena', en: 'Valbuena' },
        [SEO]: { seo_title: { es: 'Valbuena' } },
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('http://localhost/db/guillotina/bodegas/vega/valbuena');
    expect(await res.json()).toEqual({
      '@id': 'http://localhost/db/guillotina/bodegas/vega/valbuena',
      '@name': 'valbuena',
      '@type': 'Producto',
      '@uid': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const body = await t.get('/bodegas/vega/valbuena');
    expect(body).toMatchObject({
      nombre: 'Valbuena 5º',
      anyada: 2019,
      [SEO]: { seo_title: { es: 'Valbuena' } },
    });
  });

  it('derives the id from the title when none is given', async () => {
    t = await contentTest();
    const res = await t.b.call('POST', url('/'), {
      token: t.admin,
      body: { '@type': 'Folder', title: 'Páginas de Aterrizaje' },
    });
    expect(res.status).toBe(201);
    expect((await json(res))['@name']).toBe('paginas-de-aterrizaje');
  });

  it('answers 409 Conflict when the id exists', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('POST', url('/'), {
      token: t.admin,
      body: { '@type': 'Folder', id: 'bodegas' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'An object with id "bodegas" already exists',
      type: 'Conflict',
    });
  });

  it.each([
    ['no @type', { id: 'x' }, '@type'],
    ['an unknown @type', { '@type': 'Nope', id: 'x' }, '@type'],
    ['a type the folder does not allow', { '@type': 'Folder', id: 'x' }, '@type'],
    ['a bad id', { '@type': 'Producto', id: '../x', nombre: 'x' }, 'id'],
    ['a missing required field', { '@type': 'Producto', id: 'x' }, 'nombre'],
    ['an unknown field', { '@type': 'Producto', id: 'x', nombre: 'x', colour: 'red' }, 'colour'],
    ['a wrong kind', { '@type': 'Producto', id: 'x', nombre: 'x', anyada: 'old' }, 'anyada'],
    ['a value above the maximum', { '@type': 'Producto', id: 'x', nombre: 'x', anyada: 4000 }, 'anyada'],
    ['a value outside the options', { '@type': 'Producto', id: 'x', nombre: 'x', tipo: '/zz' }, 'tipo'],
    ['a bad date', { '@type': 'Producto', id: 'x', nombre: 'x', fecha: '2024-02-30' }, 'fecha'],
    [
      'a datetime without offset',
      { '@type': 'Producto', id: 'x', nombre: 'x', publicado: '2024-02-01T10:00' },
      'publicado',
    ],
    ['a bad list element', { '@type': 'Producto', id: 'x', nombre: 'x', etiquetas: ['a', 3] }, 'etiquetas.1'],
    [
      'an unknown language',
      { '@type': 'Producto', id: 'x', nombre: 'x', nombres: { xx: 'a' } },
      'nombres.xx',
    ],
    ['a file field', { '@type': 'Producto', id: 'x', nombre: 'x', imagen: { filename: 'a.png' } }, 'imagen'],
    [
      'an unknown behaviour field',
      { '@type': 'Producto', id: 'x', nombre: 'x', [SEO]: { nope: 1 } },
      `${SEO}.nope`,
    ],
    ['a behaviour the type lacks', { '@type': 'Producto', id: 'x', nombre: 'x', [REVIEW]: {} }, REVIEW],
  ])('answers 400 ValidationError for %s', async (_, body, path) => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('POST', url('/bodegas/vega/'), { token: t.admin, body });
    expect(res.status).toBe(400);
    const error = await json(res);
    expect(error.type).toBe('ValidationError');
    expect(error.details).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
    expect((await t.get('/bodegas/vega')).length).toBe(1);
  });

  it('answers 400 for a malformed body and for a non-folder parent', async () => {
    t = await contentTest();
    await smallTree(t);
    const bad = await t.b.call('POST', url('/bodegas'), { token: t.admin, rawBody: '{nope' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Malformed JSON body');
    const leaf = await t.b.call('POST', url('/bodegas/vega/unico'), {
      token: t.admin,
      body: { '@type': 'Producto', id: 'x', nombre: 'x' },
    });
    expect(leaf.status).toBe(400);
  });

  it('answers the spec’s wording for a new bodega, zone, tag and home', async () => {
    t = await contentTest();
    await smallTree(t);
    const post = async (folder: string, body: unknown) =>
      json(await t.b.call('POST', url(folder), { token: t.admin, body }));
    expect(await post('/bodegas', { '@type': 'Bodega', id: 'x', nombre: '' })).toMatchObject({
      message: 'Todos los campos son necesarios',
      type: 'ValidationError',
    });
    expect(await post('/zonas', { '@type': 'ZonaGeo', id: 'rioja', nombre: { en: 'Rioja' } })).toMatchObject({
      message: 'Id y Nombre requeridos',
    });
    expect(await post('/', { '@type': 'Tag', localized_text: { es: 'Crianza' } })).toMatchObject({
      message: 'Debes especificar un tipo de tag',
    });
    expect(
      await post('/', {
        '@type': 'Home',
        id: 'h',
        date_start: '2025-02-02T00:00:00Z',
        date_end: '2025-02-01T00:00:00Z',
      }),
    ).toMatchObject({
      message: 'The end date must be greater than the start date.',
    });
  });

  it('normalises what the spec’s rules derive: bodega id and internal id, tag id and slugs', async () => {
    t = await contentTest();
    await smallTree(t);
    const bodega = await t.create('/bodegas/', {
      '@type': 'Bodega',
      id: 'Pingus Viñedos',
      nombre: 'Pingus',
      id_pais: 'ES',
    });
    expect(bodega['@id']).toMatch(/\/bodegas\/pingus-vinedos$/);
    expect(await t.get('/bodegas/pingus-vinedos')).toMatchObject({ internal_id: 'ping' });
    await t.create('/', { '@type': 'Folder', id: 'uva' });
    const tag = await t.create('/uva/', { '@type': 'Tag', localized_text: { es: 'Tempranillo', en: '' } });
    expect(tag['@id']).toMatch(/\/uva\/tem$/);
    expect(await t.get('/uva/tem')).toMatchObject({
      type: 'uva',
      title: 'Tempranillo',
      localized_text: { es: 'Tempranillo', en: 'Tempranillo' },
      slug: { es: 'tempranillo' },
    });
  });

  it('forbids the viewer (403) and writes nothing', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('POST', url('/bodegas'), {
      token: t.viewer,
      body: { '@type': 'Bodega', id: 'x', nombre: 'x', id_pais: 'ES' },
    });
    expect(res.status).toBe(403);
    expect((await json(res)).type).toBe('Forbidden');
    expect((await t.get('/bodegas')).length).toBe(1);
  });
});

describe('PATCH', () => {
  it('merges fields and behaviours, answers 204 and moves modification_date forward', async () => {
    t = await contentTest();
    await smallTree(t);
    const before = await t.get('/bodegas/vega/unico');
    let res = await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.editor,
      body: { anyada: 2011, [SEO]: { seo_title: { es: 'Único' } } },
    });
    expect(res.status).toBe(204);
    res = await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.editor,
      body: { [SEO]: { seo_h1: { es: 'H1' } }, '@id': 'ignored', modification_date: 'ignored' },
    });
    expect(res.status).toBe(204);
    const after = await t.get('/bodegas/vega/unico');
    expect(after).toMatchObject({
      anyada: 2011,
      nombre: 'Único',
      [SEO]: { seo_title: { es: 'Único' }, seo_h1: { es: 'H1' } },
    });
    expect(Date.parse(after.modification_date as string)).toBeGreaterThan(
      Date.parse(before.modification_date as string),
    );
    expect(after.creation_date).toBe(before.creation_date);
  });

  it('removes a field set to null and recomputes the title', async () => {
    t = await contentTest();
    await smallTree(t);
    await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.admin,
      body: { anyada: null, nombre: 'Unico 2010' },
    });
    expect(await t.get('/bodegas/vega/unico')).toMatchObject({ anyada: null, title: 'Unico 2010' });
  });

  it("refuses to empty a folder's title (the Properties tab's rule) and writes nothing", async () => {
    t = await contentTest();
    await smallTree(t);
    for (const title of ['', '   ', null]) {
      const res = await t.b.call('PATCH', url('/bodegas/'), { token: t.admin, body: { title } });
      expect(res.status).toBe(400);
      expect((await json(res)).details).toEqual([{ path: 'title', message: 'Please input the title' }]);
    }
    expect((await t.get('/bodegas/')).title).toBe('Bodegas');
    const renamed = await t.b.call('PATCH', url('/bodegas/'), {
      token: t.admin,
      body: { title: 'Wineries' },
    });
    expect(renamed.status).toBe(204);
    expect((await t.get('/bodegas/')).title).toBe('Wineries');
  });

  it('answers 400 listing unknown fields and writes nothing', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.admin,
      body: { foo: 1, bar: 2, anyada: 1 },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).details).toEqual([
      { path: 'foo', message: 'Unknown field "foo"' },
      { path: 'bar', message: 'Unknown field "bar"' },
    ]);
    expect((await t.get('/bodegas/vega/unico')).anyada).toBe(2010);
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'answers a key named like the built-in %s with the unknown-field 400, in a PATCH, a create and an upsert',
    async (key) => {
      t = await contentTest();
      await smallTree(t);
      const unknown = { message: `Unknown field "${key}"`, type: 'ValidationError' };
      const writes: [string, string, string][] = [
        ['PATCH', '/bodegas/vega/unico', `{${JSON.stringify(key)}: {"a": 1}, "anyada": 1999}`],
        ['PATCH', '/bodegas/vega/unico', `{${JSON.stringify(SEO)}: {${JSON.stringify(key)}: "x"}}`],
        [
          'POST',
          '/bodegas/vega/',
          `{"@type": "Producto", "id": "otro", "nombre": "Otro", ${JSON.stringify(key)}: 1}`,
        ],
        ['POST', '/bodegas/vega/@upsert', `{"@type": "Producto", "id": "unico", ${JSON.stringify(key)}: 1}`],
        [
          'POST',
          '/bodegas/vega/@upsert',
          `{"@type": "Producto", "id": "nuevo", "nombre": "N", ${JSON.stringify(key)}: 1}`,
        ],
      ];
      for (const [method, path, rawBody] of writes) {
        const res = await t.b.call(method, url(path), { token: t.admin, rawBody });
        expect(res.status, `${method} ${path} ${rawBody}`).toBe(400);
        const body = await json(res);
        const seo = rawBody.includes(SEO);
        expect(body).toMatchObject(seo ? { type: 'ValidationError' } : unknown);
        expect(body.details).toContainEqual({
          path: seo ? `${SEO}.${key}` : key,
          message: `Unknown field "${key}"`,
        });
      }
      expect((await t.get('/bodegas/vega/unico')).anyada).toBe(2010);
      expect((await t.b.call('GET', url('/bodegas/vega/otro'), { token: t.admin })).status).toBe(404);
      expect((await t.b.call('GET', url('/bodegas/vega/nuevo'), { token: t.admin })).status).toBe(404);
    },
  );

  it('answers 412 for a stale last-mod-date, with who and when, and writes nothing', async () => {
    t = await contentTest();
    await smallTree(t);
    const held = (await t.get('/bodegas/vega/unico')).modification_date as string;
    t.b.advance(60_000);
    const first = await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.admin,
      body: { anyada: 2011 },
      headers: { 'last-mod-date': held },
    });
    expect(first.status).toBe(204);
    const stale = await t.b.call('PATCH', url('/bodegas/vega/unico'), {
      token: t.editor,
      body: { anyada: 2012 },
      headers: { 'last-mod-date': held },
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({
      message:
        'This content was modified by admin@example.com at 15/01/2025 10:01. Reload to see the changes.',
      type: 'PreconditionFailed',
    });
    expect((await t.get('/bodegas/vega/unico')).anyada).toBe(2011);
  });

  it('forbids the viewer', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('PATCH', url('/bodegas/vega/unico'), { token: t.viewer, body: { anyada: 1 } });
    expect(res.status).toBe(403);
  });
});

describe('DELETE', () => {
  it('deletes the whole subtree (admin) and answers 200 {}', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('DELETE', url('/bodegas/vega'), { token: t.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await t.b.call('GET', url('/bodegas/vega/unico'), { token: t.admin })).status).toBe(404);
    const left = t.b.db
      .prepare("SELECT count(*) FROM objects WHERE path LIKE '/bodegas/vega%'")
      .pluck()
      .get();
    expect(left).toBe(0);
    expect(t.b.db.prepare('SELECT count(*) FROM objects_fts WHERE title = ?').pluck().get('Único')).toBe(0);
  });

  it('forbids the editor and the viewer (no DeleteContent), and the root to anyone', async () => {
    t = await contentTest();
    await smallTree(t);
    for (const token of [t.editor, t.viewer])
      expect((await t.b.call('DELETE', url('/bodegas/vega'), { token })).status).toBe(403);
    expect((await t.b.call('DELETE', url('/'), { token: t.admin })).status).toBe(403);
    expect((await t.b.call('DELETE', url('/nope'), { token: t.admin })).status).toBe(404);
  });
});

describe('@upsert', () => {
  it('creates (201) then updates (204) the child named by id', async () => {
    t = await contentTest();
    await smallTree(t);
    const body = { '@type': 'Folder', id: 'menu', title: 'Menú' };
    const created = await t.b.call('POST', url('/@upsert'), { token: t.editor, body });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('http://localhost/db/guillotina/menu');
    const updated = await t.b.call('POST', url('/@upsert'), {
      token: t.editor,
      body: { ...body, title: 'Menu' },
    });
    expect(updated.status).toBe(204);
    expect((await t.get('/menu')).title).toBe('Menu');
  });

  it('refuses another @type for an existing id and the viewer', async () => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('POST', url('/@upsert'), {
      token: t.admin,
      body: { '@type': 'NewsletterFolder', id: 'bodegas' },
    });
    expect(res.status).toBe(400);
    const viewer = await t.b.call('POST', url('/@upsert'), {
      token: t.viewer,
      body: { '@type': 'Folder', id: 'x' },
    });
    expect(viewer.status).toBe(403);
  });
});

describe('@move and @duplicate', () => {
  it('moves a subtree, rewriting its paths and depths', async () => {
    t = await contentTest();
    await smallTree(t);
    const uid = (await t.get('/bodegas/vega'))['@uid'];
    const res = await t.b.call('POST', url('/bodegas/vega/@move'), {
      token: t.editor,
      body: { destination: '/zonas/', new_id: 'vega-sicilia' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      '@id': 'http://localhost/db/guillotina/zonas/vega-sicilia',
      '@uid': uid,
    });
    expect((await t.b.call('GET', url('/bodegas/vega'), { token: t.admin })).status).toBe(404);
    const rows = t.b.db
      .prepare("SELECT path, depth FROM objects WHERE path LIKE '/zonas/%' ORDER BY path")
      .all();
    expect(rows).toEqual([
      { path: '/zonas/vega-sicilia', depth: 3 },
      { path: '/zonas/vega-sicilia/unico', depth: 4 },
    ]);
    const indexed = t.b.db
      .prepare("SELECT text FROM object_index WHERE uid = ? AND field = 'id'")
      .pluck()
      .get(uid);
    expect(indexed).toBe('vega-sicilia');
  });

  it('copies a subtree with new uids and leaves the source', async () => {
    t = await contentTest();
    await smallTree(t);
    const source = await t.get('/bodegas/vega/unico');
    const res = await t.b.call('POST', url('/bodegas/vega/@duplicate'), {
      token: t.editor,
      body: { destination: 'http://localhost/db/guillotina/zonas', new_id: 'vega-copia' },
    });
    expect(res.status).toBe(200);
    const copy = await t.get('/zonas/vega-copia/unico');
    expect(copy['@uid']).not.toBe(source['@uid']);
    expect(copy).toMatchObject({ nombre: 'Único', anyada: 2010, parent: { '@name': 'vega-copia' } });
    expect((await t.get('/bodegas/vega/unico'))['@uid']).toBe(source['@uid']);
  });

  it.each([
    ['a destination that does not exist', { destination: '/nope/' }, 400],
    ['no destination', {}, 400],
    ['a destination that does not allow the type', { destination: '/bodegas/vega/' }, 400],
    ['a destination inside the object', { destination: '/bodegas/vega/unico' }, 400],
    ['an id that exists there', { destination: '/', new_id: 'zonas' }, 409],
  ])('refuses %s', async (_, body, status) => {
    t = await contentTest();
    await smallTree(t);
    const res = await t.b.call('POST', url('/bodegas/vega/@move'), { token: t.admin, body });
    expect(res.status).toBe(status);
    const copy = await t.b.call('POST', url('/bodegas/vega/@duplicate'), { token: t.admin, body });
    expect(copy.status).toBe(status);
  });

  it('words a missing or unknown destination as the tree browser does', async () => {
    t = await contentTest();
    await smallTree(t);
    for (const [body, message] of [
      [{}, siteMessages.treeBrowser.bulk.destinationRequired],
      [{ destination: '/nope/' }, siteMessages.treeBrowser.bulk.destinationNotFound('/nope/')],
    ] as const) {
      const res = await t.b.call('POST', url('/bodegas/vega/@move'), { token: t.admin, body });
      expect(await res.json()).toMatchObject({ details: [{ path: 'destination', message }] });
    }
  });

  it('forbids the viewer', async () => {
    t = await contentTest();
    await smallTree(t);
    for (const view of ['@move', '@duplicate'])
      expect(
        (
          await t.b.call('POST', url(`/bodegas/vega/${view}`), {
            token: t.viewer,
            body: { destination: '/zonas' },
          })
        ).status,
      ).toBe(403);
  });

  it('forbids the viewer before reading the body: an empty or a malformed one is 403 too', async () => {
    t = await contentTest();
    await smallTree(t);
    for (const view of ['@move', '@duplicate'])
      for (const body of [{ body: {} }, { rawBody: '{"destination":' }]) {
        const res = await t.b.call('POST', url(`/bodegas/vega/${view}`), { token: t.viewer, ...body });
        expect(res.status, `${view} ${JSON.stringify(body)}`).toBe(403);
        expect(await res.json()).toMatchObject({ type: 'Forbidden' });
      }
  });
});
