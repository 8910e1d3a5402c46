import { PERMISSIONS } from '@cellar/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { createClient } from './create-client';
import {
  isConflict,
  isHttpError,
  isNotFound,
  isPreconditionFailed,
  isUnauthorized,
  isValidationError,
} from './errors';

// The SDK's content calls against the reference backend, in process, with the real fixtures loaded.
const contract = contractBackend();
const as = (who: Account) => contract.client(who).content;

beforeAll(async () => {
  await as('admin').create('/', { '@type': 'Folder', id: 'sdk-tests', title: 'SDK tests' });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('objects', () => {
  it('creates, reads, patches and deletes a folder', async () => {
    const created = await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'crud', title: 'Crud' });
    expect(created).toMatchObject({ '@name': 'crud', '@type': 'Folder' });
    const object = await as('admin').get('/sdk-tests/crud/');
    expect(object).toMatchObject({ '@name': 'crud', title: 'Crud', is_folderish: true });
    await as('admin').patch(
      '/sdk-tests/crud/',
      { title: 'Crud renamed' },
      { lastModDate: object.modification_date },
    );
    const after = await as('admin').get('/sdk-tests/crud/');
    expect(after.title).toBe('Crud renamed');
    expect(after.modification_date > object.modification_date).toBe(true);
    await as('admin').remove('/sdk-tests/crud/');
    expect(await failure(as('admin').get('/sdk-tests/crud/'))).toMatchObject({
      status: 404,
      type: 'NotFound',
    });
  });

  it('answers 409 Conflict when the id exists', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'twice' });
    const error = await failure(as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'twice' }));
    expect(error).toMatchObject({ name: 'ConflictError', kind: 'conflict', status: 409, type: 'Conflict' });
    expect(isConflict(error)).toBe(true);
  });

  it('refuses a stale write with 412 and writes nothing', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'stale', title: 'First' });
    const held = await as('admin').get('/sdk-tests/stale/');
    await as('editor').patch('/sdk-tests/stale/', { title: 'Editor was here' });
    const error = await failure(
      as('admin').patch(
        '/sdk-tests/stale/',
        { title: 'Admin overwrites' },
        { lastModDate: held.modification_date },
      ),
    );
    expect(error).toMatchObject({ status: 412, type: 'PreconditionFailed', kind: 'precondition' });
    expect(isPreconditionFailed(error)).toBe(true);
    expect(isHttpError(error) && error.message).toMatch(
      /^This content was modified by editor@example\.com at .+\. Reload to see the changes\.$/,
    );
    expect((await as('admin').get('/sdk-tests/stale/')).title).toBe('Editor was here');
  });

  it('upserts: creates, then updates', async () => {
    const created = await as('admin').upsert('/sdk-tests/', {
      '@type': 'Folder',
      id: 'upserted',
      title: 'One',
    });
    expect(created).toMatchObject({ '@name': 'upserted' });
    await expect(
      as('admin').upsert('/sdk-tests/', { '@type': 'Folder', id: 'upserted', title: 'Two' }),
    ).resolves.toBeNull();
    expect((await as('admin').get('/sdk-tests/upserted/')).title).toBe('Two');
  });

  it('moves and copies a subtree', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'from' });
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'to' });
    await as('admin').create('/sdk-tests/from/', { '@type': 'Folder', id: 'child', title: 'Child' });
    await as('admin').duplicate('/sdk-tests/from/child/', '/sdk-tests/to/', 'child-copy');
    const moved = await as('admin').move('/sdk-tests/from/child/', '/sdk-tests/to/');
    expect(moved).toEqual({
      '@id': 'http://localhost/db/guillotina/sdk-tests/to/child',
      '@name': 'child',
      '@type': 'Folder',
      '@uid': expect.any(String),
      path: '/sdk-tests/to/child/',
    });
    expect((await as('admin').get(moved.path)).title).toBe('Child');
    expect((await as('admin').get('/sdk-tests/to/child-copy/')).title).toBe('Child');
    expect(await failure(as('admin').get('/sdk-tests/from/child/'))).toMatchObject({ status: 404 });
    // Onto an id the destination has: a conflict, in the words a plain Guillotina's answer is given too.
    for (const taken of [
      await failure(as('admin').duplicate('/sdk-tests/to/child/', '/sdk-tests/to/', 'child-copy')),
      await failure(as('admin').move('/sdk-tests/to/child/', '/sdk-tests/to/', 'child-copy')),
    ]) {
      expect(isConflict(taken)).toBe(true);
      expect(taken).toMatchObject({ status: 409, message: 'An object with id "child-copy" already exists' });
    }
  });
});

describe('permissions', () => {
  it('lets the viewer read but not write, and the editor write but not delete', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'perms', title: 'Perms' });
    await expect(as('viewer').get('/sdk-tests/perms/')).resolves.toMatchObject({ '@name': 'perms' });
    expect(await failure(as('viewer').patch('/sdk-tests/perms/', { title: 'x' }))).toMatchObject({
      status: 403,
    });
    await as('editor').patch('/sdk-tests/perms/', { title: 'Edited' });
    expect(await failure(as('editor').remove('/sdk-tests/perms/'))).toMatchObject({ status: 403 });
    expect(
      await as('editor').canido('/sdk-tests/perms/', [PERMISSIONS.ModifyContent, PERMISSIONS.SeePermissions]),
    ).toEqual({
      [PERMISSIONS.ModifyContent]: true,
      [PERMISSIONS.SeePermissions]: false,
    });
  });

  it('applies a local Deny below where it is set, and says where it comes from', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'private' });
    await as('admin').create('/sdk-tests/private/', { '@type': 'Folder', id: 'inner' });
    await as('admin').changeSharing('/sdk-tests/private/', {
      prinperm: [{ principal: 'viewer@example.com', permission: PERMISSIONS.ViewContent, setting: 'Deny' }],
    });
    expect(await failure(as('viewer').get('/sdk-tests/private/inner/'))).toMatchObject({ status: 404 });
    const sharing = await as('admin').sharing('/sdk-tests/private/inner/');
    expect(sharing.inherit[0]).toMatchObject({
      prinperm: { 'viewer@example.com': { [PERMISSIONS.ViewContent]: 'Deny' } },
    });
    expect(await failure(as('editor').sharing('/sdk-tests/private/'))).toMatchObject({ status: 403 });
  });
});

describe('locks', () => {
  it('lets one holder edit and tells the others who holds it', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'locked' });
    const lock = await as('admin').lock('/sdk-tests/locked/');
    expect(lock.locked_by).toBe('admin@example.com');
    const error = await failure(as('editor').lock('/sdk-tests/locked/'));
    expect(error).toMatchObject({ status: 409, type: 'Locked' });
    expect(isHttpError(error) && error.message).toMatch(/^Locked by admin@example\.com since \d\d:\d\d$/);
    expect(await failure(as('editor').patch('/sdk-tests/locked/', { title: 'no' }))).toMatchObject({
      status: 409,
    });
    expect(await failure(as('editor').unlock('/sdk-tests/locked/'))).toMatchObject({ status: 409 });
    await as('admin').unlock('/sdk-tests/locked/');
    await expect(as('editor').lock('/sdk-tests/locked/')).resolves.toMatchObject({
      locked_by: 'editor@example.com',
    });
  });
});

describe('search, types and logs', () => {
  it('finds an object by a misspelt title and counts', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'searchable', title: 'Garnacha vieja' });
    const found = await as('viewer').search({
      query: { bool: { must: [{ match: { title: { query: 'garnaxa', fuzziness: 'AUTO' } } }] } },
    });
    expect(found.items.map((item) => item.path)).toContain('/sdk-tests/searchable');
    const inFolder = {
      query: { bool: { filter: [{ prefix: { path: '/sdk-tests/' } }, { term: { depth: 3 } }] } },
    };
    expect(await as('viewer').count(inFolder)).toBe(
      (await as('viewer').search({ ...inFolder, size: 1000 })).items_total,
    );
  });

  it("answers Guillotina's own catalog query as a plain Guillotina does (GET @search, GET @count)", async () => {
    const query = { type_name: 'Bodega', path__starts: '/bodegas', _sort_asc: 'id', _size: 5 };
    const page = await as('viewer').catalogSearch(query);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((item) => item.type_name === 'Bodega' && item.path.startsWith('/bodegas/'))).toBe(
      true,
    );
    expect(page.items.map((item) => item['@name'])).toEqual(page.items.map((item) => item['@name']).sort());
    await expect(as('viewer').catalogCount(query)).resolves.toBe(page.items_total);
    expect(await failure(as('viewer').catalogSearch({ no_such_index: 'x' }))).toMatchObject({
      name: 'ValidationError',
      body: { details: [{ path: 'no_such_index' }] },
    });
  });

  it('serves type schemas and addable types', async () => {
    const bodega = await as('viewer').type('Bodega');
    expect(Object.keys(bodega.properties)).toEqual(
      expect.arrayContaining(['nombre', 'internal_id', 'id_pais']),
    );
    expect(await as('admin').addableTypes('/bodegas/')).toContain('Bodega');
  });

  it('logs every write, newest first, with paging', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'logged', title: 'v1' });
    for (const title of ['v2', 'v3', 'v4']) await as('admin').patch('/sdk-tests/logged/', { title });
    const first = await as('admin').logs('/sdk-tests/logged', { size: 2 });
    expect(first.logs.map((log) => log.action)).toEqual(['modify', 'modify']);
    expect(first.search_after).not.toBeNull();
    const second = await as('admin').logs('/sdk-tests/logged', { size: 10, searchAfter: first.search_after });
    expect(second.logs.map((log) => log.action)).toEqual(['modify', 'create']);
    expect(await failure(as('editor').logs('/sdk-tests/logged'))).toMatchObject({ status: 403 });
  });

  it('restores the values an entry replaced, logged as a restore of it (restoreOf)', async () => {
    await as('admin').create('/sdk-tests/', { '@type': 'Folder', id: 'restored', title: 'v1' });
    await as('editor').patch('/sdk-tests/restored/', { title: 'v2' });
    const [change] = (await as('admin').logs('/sdk-tests/restored')).logs;
    const held = await as('editor').get('/sdk-tests/restored/');
    await as('editor').patch(
      '/sdk-tests/restored/',
      { title: 'v1' },
      { lastModDate: held.modification_date, restoreOf: change?.id },
    );
    expect((await as('editor').get('/sdk-tests/restored/')).title).toBe('v1');
    const [restore] = (await as('admin').logs('/sdk-tests/restored')).logs;
    expect(restore).toMatchObject({
      action: 'restore',
      payload: { restore_of: change?.id, before: { title: 'v2' }, after: { title: 'v1' } },
    });
    const refused = await failure(
      as('editor').patch('/sdk-tests/restored/', { title: 'v3' }, { restoreOf: 1 }),
    );
    expect(isValidationError(refused)).toBe(true);
  });
});

describe('the answers no other test reads', () => {
  const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

  it('says who is logged in with the global role, and whom a grant can name', async () => {
    expect(await as('editor').userInfo()).toEqual({
      id: 'editor@example.com',
      email: 'editor@example.com',
      roles: { 'guillotina.Editor': 1 },
      groups: [],
    });
    const { users, groups } = await as('admin').principals();
    expect(users).toContainEqual({ id: 'viewer@example.com', email: 'viewer@example.com' });
    expect(groups).toEqual([]);
  });

  it('lists every type schema and an object’s behaviours', async () => {
    const types = await as('viewer').types();
    expect(types.map((type) => type.title)).toEqual(expect.arrayContaining(['Bodega', 'Folder']));
    const behaviors = await as('viewer').behaviors('/bodegas/');
    expect(Array.isArray(behaviors.available)).toBe(true);
  });

  it('stores a field’s file and an editor image', async () => {
    await as('admin').create('/sdk-tests/', {
      '@type': 'Bodega',
      id: 'with-map',
      nombre: 'Con mapa',
      id_pais: 'es',
    });
    const info = await as('admin').uploadFile(
      '/sdk-tests/with-map/',
      'location_map',
      new Blob([JPEG]),
      'map.jpg',
    );
    expect(info).toMatchObject({ filename: 'map.jpg', content_type: 'image/jpeg', size: JPEG.byteLength });
    const stored = await as('viewer').downloadFile('/sdk-tests/with-map/', 'location_map');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(JPEG);
    const url = await as('editor').uploadEditorImage(new Blob([JPEG]), 'inline.jpg');
    expect(url).toMatch(/^http:\/\/localhost\/api\/uploads\/.+/);
  });
});

describe('static map', () => {
  it('answers the 600x400 PNG of a point, and a typed 400 for a point off the map', async () => {
    const png = await as('editor').staticMap({
      lat: 42.4627,
      lng: -2.4449,
      zoom: 16,
      width: 600,
      height: 400,
    });
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The IHDR chunk: width and height as big-endian 32-bit numbers.
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([600, 400]);
    const refused = await failure(
      as('editor').staticMap({ lat: 91, lng: 0, zoom: 16, width: 600, height: 400 }),
    );
    expect(isValidationError(refused)).toBe(true);
    expect(refused).toMatchObject({ status: 400, message: 'The lat must be between -90 and 90' });
  });
});

describe('typed failures', () => {
  it('types a failed download instead of failing to read its body twice', async () => {
    await as('admin').create('/sdk-tests/', {
      '@type': 'Bodega',
      id: 'no-map',
      nombre: 'Sin mapa',
      id_pais: 'es',
    });
    const missingFile = await failure(as('admin').downloadFile('/sdk-tests/no-map/', 'location_map'));
    expect(isNotFound(missingFile)).toBe(true);
    expect(missingFile).toMatchObject({ name: 'NotFoundError', status: 404, type: 'NotFound' });
    expect(await failure(as('admin').downloadFile('/sdk-tests/nothing-here/', 'location_map'))).toMatchObject(
      {
        name: 'NotFoundError',
        status: 404,
      },
    );
  });

  it('types a refused body as a validation error carrying the details the forms read', async () => {
    const error = await failure(as('admin').create('/sdk-tests/', { '@type': 'Folder', id: '.hidden' }));
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ValidationError', status: 400, type: 'ValidationError' });
    expect(isHttpError(error) && error.body.details).toEqual([{ path: 'id', message: expect.any(String) }]);
  });

  it('types a refused permission as forbidden and a missing session as unauthorised', async () => {
    expect(
      await failure(as('viewer').create('/sdk-tests/', { '@type': 'Folder', id: 'nope' })),
    ).toMatchObject({
      name: 'ForbiddenError',
      kind: 'forbidden',
    });
    const anonymous = createClient({ baseUrl: 'http://localhost', fetch: contract.backend.fetch }).content;
    const error = await failure(anonymous.get('/'));
    expect(isUnauthorized(error)).toBe(true);
    expect(error).toMatchObject({ name: 'UnauthorizedError', status: 401, type: 'Unauthorized' });
  });
});

describe('constants', () => {
  it('answers countries and field constants', async () => {
    const { countries } = await as('viewer').constants();
    expect(countries).toContainEqual(expect.objectContaining({ id_pais: 'es' }));
    const { provincias } = await as('viewer').fieldConstants();
    expect(provincias.length).toBe(52);
  });
});

describe('the lists of the catalogue pickers', () => {
  it('answers the zones with their type, path and name in the language asked', async () => {
    const { zonas } = await as('editor').zonas('en');
    expect(zonas).toContainEqual({ type: 'pais', path: '/zonas/espana', name: 'Spain' });
    expect(zonas.every((zona) => zona.path.startsWith('/zonas/'))).toBe(true);
    const rioja = zonas.find((zona) => zona.path === '/zonas/espana/rioja');
    expect(rioja?.name).not.toBe('');
    // Shallowest first: a country before its regions.
    expect(zonas.findIndex((zona) => zona.path === '/zonas/espana')).toBeLessThan(
      zonas.indexOf(rioja ?? zonas[0]!),
    );
    const spanish = await as('editor').zonas('es');
    expect(spanish.zonas).toContainEqual({ type: 'pais', path: '/zonas/espana', name: 'España' });
  });

  it('answers the tags of a tag type named in the language asked, and 404 for an unknown type', async () => {
    const grapes = await as('viewer').tags('uva', 'it');
    expect(grapes).toContainEqual({ id: 'gar', name: 'Cannonau', path: '/tags/uva/gar' });
    expect(grapes.every((tag) => tag.path.startsWith('/tags/uva/'))).toBe(true);
    expect(isNotFound(await failure(as('viewer').tags('no-such-type', 'es')))).toBe(true);
  });

  it('refuses an unknown language with a 400 naming the languages', async () => {
    const error = await failure(as('viewer').zonas('xx' as never));
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, message: 'The language must be one of: es, it, fr, de, en' });
  });
});
