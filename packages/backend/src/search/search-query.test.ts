import { PERMISSIONS } from '@cellar/validation';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../auth/account-store';
import { type Db, openDatabase } from '../db/database';
import { ApiError } from '../http/errors';
import { setSearchRegistry } from './object-index';
import { compileSearch } from './search-query';
import { testRegistry } from './search-test-registry';
import { putObject } from './search-test-support';
import { count, search } from './search-views';
import { viewableCondition } from './search-visibility';

const admin: Account = { id: 1, email: 'admin@example.com', role: 'admin' };
const editor: Account = { id: 2, email: 'editor@example.com', role: 'editor' };
const viewer: Account = { id: 3, email: 'viewer@example.com', role: 'viewer' };

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  setSearchRegistry(db, testRegistry());
  putObject(db, '/bodegas', 'Folder', 'Bodegas');
  putObject(db, '/bodegas/vega-sicilia', 'Bodega', 'Vega Sicilia', {
    nombre: 'Vega Sicilia',
    id_pais: 'es',
    internal_id: 'VS01',
    'api.behaviors.seo.ISeoBehavior': { seo_title: { es: 'Bodega Vega Sicilia', en: 'Vega Sicilia winery' } },
  });
  putObject(db, '/bodegas/chateau-margaux', 'Bodega', 'Château Margaux', {
    nombre: 'Château Margaux',
    id_pais: 'fr',
    internal_id: 'CM01',
  });
  putObject(db, '/bodegas/alion', 'Bodega', 'Bodegas Alión', { nombre: 'Bodegas Alión', id_pais: 'es' });
  putObject(db, '/bodegas/vega-sicilia/unico', 'Producto', 'Único', {
    precio: 300,
    labels: ['tinto', 'reserva'],
    descripcion: { es: 'Vino tinto de la Ribera del Duero', en: 'Red wine' },
    publish_date: '2024-05-01',
  });
  putObject(db, '/bodegas/vega-sicilia/valbuena', 'Producto', 'Valbuena 5º', {
    precio: 150,
    labels: ['tinto'],
    publish_date: '2023-01-15',
  });
  putObject(db, '/bodegas/chateau-margaux/pavillon', 'Producto', 'Pavillon Rouge', {
    precio: 200,
    labels: ['rouge'],
  });
  putObject(db, '/newsletters', 'Folder', 'Newsletters');
  putObject(db, '/newsletters/n1', 'Newsletter', 'Rebajas de enero', {
    efective_date: '2025-01-10T08:00:00.000Z',
  });
  putObject(db, '/newsletters/n2', 'Newsletter', 'Primavera', { efective_date: '2025-03-01T08:00:00.000Z' });
  putObject(db, '/newsletters/n3', 'Newsletter', 'Borrador', {});
  putObject(db, '/home', 'Folder', 'Home');
  putObject(db, '/home/h1', 'Home', 'Invierno', { date_start: '2025-02-01T00:00:00.000Z' });
  putObject(db, '/home/h2', 'Home', 'Verano', { date_start: '2025-06-01T00:00:00.000Z' });
});
afterAll(() => db.close());

const run = (body: unknown, account: Account = admin) => search(db, account, body, { origin: 'http://x' });
const paths = (body: unknown, account: Account = admin) => run(body, account).items.map((i) => i.path);
const filter = (...clauses: unknown[]) => ({ query: { bool: { filter: clauses } } });

describe('search clauses', () => {
  it.each([
    [
      'term on path: the object and its subtree',
      filter({ term: { path: '/bodegas/vega-sicilia/' } }),
      ['/bodegas/vega-sicilia/unico', '/bodegas/vega-sicilia/valbuena', '/bodegas/vega-sicilia'],
    ],
    [
      'prefix on path + term on depth: a folder listing',
      filter({ prefix: { path: '/bodegas/' } }, { term: { depth: 3 } }),
      ['/bodegas/alion', '/bodegas/chateau-margaux', '/bodegas/vega-sicilia'],
    ],
    [
      'prefix on path is a string prefix',
      filter({ prefix: { path: '/bodegas/vega' } }, { term: { depth: 3 } }),
      ['/bodegas/vega-sicilia'],
    ],
    ['term on type_name', filter({ term: { type_name: 'Home' } }), ['/home/h2', '/home/h1']],
    [
      'term on @type alias',
      filter({ term: { '@type': 'Bodega' } }, { term: { id_pais: 'es' } }),
      ['/bodegas/alion', '/bodegas/vega-sicilia'],
    ],
    [
      'terms on id (batch lookup)',
      filter({ terms: { id: ['unico', 'pavillon', 'nope'] } }),
      ['/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/unico'],
    ],
    [
      'term on a list field matches any element',
      filter({ term: { labels: 'reserva' } }),
      ['/bodegas/vega-sicilia/unico'],
    ],
    [
      'term on an i18n keyword matches any language',
      filter({ term: { seo_title: 'Vega Sicilia winery' } }),
      ['/bodegas/vega-sicilia'],
    ],
    [
      'range on a number',
      filter({ range: { precio: { gte: 150, lt: 300 } } }),
      ['/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/valbuena'],
    ],
    [
      'range on a date',
      filter({ range: { publish_date: { gt: '2024-01-01' } } }),
      ['/bodegas/vega-sicilia/unico'],
    ],
    [
      'range on depth',
      filter({ range: { depth: { gte: 4 } } }, { term: { type_name: 'Producto' } }),
      ['/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/unico', '/bodegas/vega-sicilia/valbuena'],
    ],
    [
      'match on title with one typo',
      filter({ match: { title: { query: 'vega sicila', fuzziness: 'AUTO' } } }),
      ['/bodegas/vega-sicilia'],
    ],
    [
      'match on title is fuzzy by default',
      filter({ match: { title: 'margaus' } }),
      ['/bodegas/chateau-margaux'],
    ],
    ['match on title ignores accents', filter({ match: { title: 'chateau' } }), ['/bodegas/chateau-margaux']],
    [
      'match on title finds accented query in plain title',
      filter({ match: { title: 'Primavéra' } }),
      ['/newsletters/n2'],
    ],
    [
      'match on title: token prefix',
      filter({ match: { title: 'valbu' } }),
      ['/bodegas/vega-sicilia/valbuena'],
    ],
    ['match on title: every token must match (and)', filter({ match: { title: 'vega margaux' } }), []],
    [
      'match on title with operator or',
      filter({ match: { title: { query: 'vega margaux', operator: 'or' } } }),
      ['/bodegas/chateau-margaux', '/bodegas/vega-sicilia'],
    ],
    ['match with fuzziness 0 is exact', filter({ match: { title: { query: 'margaus', fuzziness: 0 } } }), []],
    [
      'match on a text field (body)',
      filter({ match: { descripcion: 'ribera' } }),
      ['/bodegas/vega-sicilia/unico'],
    ],
    [
      'match on a keyword field is a term',
      filter({ match: { id_pais: 'fr' } }),
      ['/bodegas/chateau-margaux'],
    ],
    [
      'match_phrase_prefix on title',
      filter({ match_phrase_prefix: { title: 'vega sic' } }),
      ['/bodegas/vega-sicilia'],
    ],
    ['match_phrase_prefix keeps word order', filter({ match_phrase_prefix: { title: 'sicilia vega' } }), []],
    [
      'match_phrase_prefix on nombre with type_name Bodega (winery lookup)',
      filter({ match_phrase_prefix: { nombre: 'alio' } }, { term: { type_name: 'Bodega' } }),
      ['/bodegas/alion'],
    ],
    [
      'match_phrase_prefix on a keyword: case-insensitive prefix',
      filter({ match_phrase_prefix: { internal_id: 'vs' } }),
      ['/bodegas/vega-sicilia'],
    ],
    [
      'must_not',
      {
        query: {
          bool: { filter: [{ term: { type_name: 'Bodega' } }], must_not: [{ term: { id_pais: 'es' } }] },
        },
      },
      ['/bodegas/chateau-margaux'],
    ],
    [
      'should alone: at least one',
      { query: { bool: { should: [{ term: { id: 'h1' } }, { term: { id: 'n1' } }] } } },
      ['/home/h1', '/newsletters/n1'],
    ],
    [
      'minimum_should_match 2',
      {
        query: {
          bool: {
            should: [
              { term: { labels: 'tinto' } },
              { term: { labels: 'reserva' } },
              { range: { precio: { gt: 1000 } } },
            ],
            minimum_should_match: 2,
          },
        },
      },
      ['/bodegas/vega-sicilia/unico'],
    ],
    [
      'nested bool',
      filter(
        { term: { type_name: 'Producto' } },
        { bool: { should: [{ term: { labels: 'rouge' } }, { range: { precio: { lt: 200 } } }] } },
      ),
      ['/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/valbuena'],
    ],
    [
      'term on is_folderish',
      filter({ term: { is_folderish: true } }, { prefix: { path: '/bodegas/' } }),
      ['/bodegas/alion', '/bodegas/chateau-margaux', '/bodegas/vega-sicilia'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(paths(body)).toEqual(expected);
  });
});

describe('sorts and paging', () => {
  it('sorts by id by default and pages exactly', () => {
    const body = { ...filter({ prefix: { path: '/bodegas/' } }), from: 2, size: 3 };
    const all = paths({ ...filter({ prefix: { path: '/bodegas/' } }) });
    expect(all).toEqual([
      '/bodegas/alion',
      '/bodegas/chateau-margaux',
      '/bodegas/chateau-margaux/pavillon',
      '/bodegas/vega-sicilia/unico',
      '/bodegas/vega-sicilia/valbuena',
      '/bodegas/vega-sicilia',
    ]);
    const page = run(body);
    expect(page.items.map((i) => i.path)).toEqual(all.slice(2, 5));
    expect(page.items_total).toBe(6);
  });

  it('sorts newsletters by efective_date desc, undated last', () => {
    expect(paths(filter({ prefix: { path: '/newsletters/' } }))).toEqual([
      '/newsletters/n2',
      '/newsletters/n1',
      '/newsletters/n3',
    ]);
    expect(paths(filter({ term: { type_name: 'Newsletter' } }))).toEqual([
      '/newsletters/n2',
      '/newsletters/n1',
      '/newsletters/n3',
    ]);
  });

  it('sorts home by date_start desc', () => {
    expect(paths(filter({ term: { path: '/home' } }, { term: { depth: 3 } }))).toEqual([
      '/home/h2',
      '/home/h1',
    ]);
  });

  it.each([
    [
      [{ precio: { order: 'desc' } }],
      ['/bodegas/vega-sicilia/unico', '/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/valbuena'],
    ],
    [
      [{ precio: 'asc' }],
      ['/bodegas/vega-sicilia/valbuena', '/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/unico'],
    ],
    // 'Único' sorts as 'unico' (between Pavillon and Valbuena), not after every unaccented title.
    [
      ['-title'],
      ['/bodegas/vega-sicilia/valbuena', '/bodegas/vega-sicilia/unico', '/bodegas/chateau-margaux/pavillon'],
    ],
    [
      ['title'],
      ['/bodegas/chateau-margaux/pavillon', '/bodegas/vega-sicilia/unico', '/bodegas/vega-sicilia/valbuena'],
    ],
    [
      [{ publish_date: { order: 'asc' } }],
      ['/bodegas/vega-sicilia/valbuena', '/bodegas/vega-sicilia/unico', '/bodegas/chateau-margaux/pavillon'],
    ],
  ])('sort %j', (sort, expected) => {
    expect(paths({ ...filter({ term: { type_name: 'Producto' } }), sort })).toEqual(expected);
  });

  // A search that requires a full-text match counts and pages in one pass over its matches (searchRows): it answers
  // as the same search reaching the same objects another way does.
  it.each([
    [undefined],
    [['-title']],
    [[{ _score: 'desc' }, { id: 'asc' }]],
    [[{ precio: { order: 'desc' } }]],
  ])('a full-text search sorts %j and pages as any other', (sort) => {
    const match = { match: { title: { query: 'bodegas vega valbuena', operator: 'or' } } };
    const nothing = { term: { id: 'no-such-object' } };
    const byMatch = { query: { bool: { must: [match] } }, ...(sort && { sort }) };
    const byOther = { query: { bool: { should: [match, nothing] } }, ...(sort && { sort }) };
    expect(compileSearch(db, byMatch).match).toBeDefined();
    expect(compileSearch(db, byOther).match).toBeUndefined();
    const all = run(byOther);
    expect(all.items_total).toBeGreaterThan(3);
    expect(run(byMatch)).toEqual(all);
    for (const [from, size] of [
      [1, 2],
      [0, 0],
      [all.items_total, 5],
    ] as const) {
      expect(run({ ...byMatch, from, size })).toEqual(run({ ...byOther, from, size }));
      expect(run({ ...byMatch, from, size }, viewer)).toEqual(run({ ...byOther, from, size }, viewer));
    }
  });

  it('size 0 answers only the total; @count agrees', () => {
    const body = filter({ prefix: { path: '/bodegas/' } });
    expect(run({ ...body, size: 0 })).toEqual({ items: [], items_total: 6 });
    expect(count(db, admin, body)).toBe(6);
  });

  it('answers SearchItems with the built-ins and the indexed fields', () => {
    const [item] = run(filter({ term: { id: 'unico' } })).items;
    expect(item).toMatchObject({
      '@id': 'http://x/db/guillotina/bodegas/vega-sicilia/unico',
      '@name': 'unico',
      '@type': 'Producto',
      type_name: 'Producto',
      path: '/bodegas/vega-sicilia/unico',
      depth: 4,
      title: 'Único',
      is_folderish: false,
      precio: 300,
      labels: ['tinto', 'reserva'],
      descripcion: { es: 'Vino tinto de la Ribera del Duero', en: 'Red wine' },
    });
    expect(item?.parent_uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(item?.modification_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('relevance: a _score sort (the product search, issue 25)', () => {
  let wines: Db;
  beforeAll(() => {
    wines = openDatabase(':memory:');
    setSearchRegistry(wines, testRegistry());
    putObject(wines, '/vinos', 'Folder', 'Vinos');
    for (const [id, title] of [
      ['barolo', 'Barolo Riserva'],
      ['amarone', 'Amarone Riserva'],
      ['rioja', 'Rioja Reserva'],
      ['gran', 'Rioja Gran Reserva'],
      ['priorat', 'Priorat Crianza'],
    ] as const)
      putObject(wines, `/vinos/${id}`, 'Producto', title);
  });
  afterAll(() => wines.close());

  const titles = (body: unknown) =>
    search(wines, admin, body, { origin: 'http://x' }).items.map((item) => item.title);
  const reserva = { match: { title: { query: 'Reserva', fuzziness: 'AUTO' } } };

  it('puts the objects holding the words as typed before those matched through a fuzzy neighbour', () => {
    expect(titles({ query: { bool: { must: [reserva] } }, sort: [{ _score: 'desc' }, 'title'] })).toEqual([
      'Rioja Gran Reserva',
      'Rioja Reserva',
      'Amarone Riserva',
      'Barolo Riserva',
    ]);
    // Scored inside a bool's should, and by the start of a word.
    expect(
      titles({
        query: { bool: { must: [{ bool: { should: [{ match: { title: 'Reser' } }] } }] } },
        sort: ['-_score', 'title'],
      }),
    ).toEqual(['Rioja Gran Reserva', 'Rioja Reserva']);
  });

  it('scores words, so more of them held as typed rank higher', () => {
    expect(
      titles({
        query: { match: { title: { query: 'Rioja Reserva', operator: 'or' } } },
        sort: [{ _score: { order: 'desc' } }, 'title'],
      }),
    ).toEqual(['Rioja Gran Reserva', 'Rioja Reserva', 'Amarone Riserva', 'Barolo Riserva']);
  });

  it('scores nothing in a filter: the next sort decides, as without _score', () => {
    const body = { query: { bool: { filter: [reserva] } } };
    const byTitle = ['Amarone Riserva', 'Barolo Riserva', 'Rioja Gran Reserva', 'Rioja Reserva'];
    expect(titles({ ...body, sort: [{ _score: 'desc' }, 'title'] })).toEqual(byTitle);
    expect(titles({ ...body, sort: ['title'] })).toEqual(byTitle);
  });
});

describe('bad bodies', () => {
  it.each([
    ['not an object', [1]],
    ['unknown top-level key', { queryy: {} }],
    ['size above 1000', { size: 1001 }],
    ['negative from', { from: -1 }],
    ['unknown clause', { query: { bool: { filter: [{ wildcard: { title: 'x*' } }] } } }],
    ['unknown field', filter({ term: { nope: 1 } })],
    ['field name with SQL', filter({ term: { "title') OR 1=1 --": 'x' } })],
    ['two fields in one term', filter({ term: { id: 'a', title: 'b' } })],
    ['range on a keyword', filter({ range: { id_pais: { gt: 'a' } } })],
    ['range with a bad date', filter({ range: { publish_date: { gt: 'yesterday' } } })],
    ['range with an unknown operator', filter({ range: { precio: { above: 3 } } })],
    ['terms not a list', filter({ terms: { id: 'unico' } })],
    ['number field with text', filter({ term: { precio: 'cheap' } })],
    ['bad fuzziness', filter({ match: { title: { query: 'x', fuzziness: 'lots' } } })],
    ['bad sort order', { sort: [{ id: { order: 'up' } }] }],
    ['sort on an unknown field', { sort: ['nope'] }],
    ['bool not an object', { query: { bool: [] } }],
    ['minimum_should_match not a number', { query: { bool: { should: [], minimum_should_match: '50%' } } }],
  ])('%s → 400 ValidationError with details', (_name, body) => {
    let error: unknown;
    try {
      compileSearch(db, body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    const api = error as ApiError;
    expect(api.status).toBe(400);
    expect(api.type).toBe('ValidationError');
    expect(Array.isArray(api.details) && api.details.length).toBeGreaterThan(0);
  });

  it('binds values, never interpolates them', () => {
    const evil = "x' OR '1'='1";
    const compiled = compileSearch(db, filter({ term: { id: evil } }, { match: { title: evil } }));
    expect(compiled.where.sql).not.toContain(evil);
    expect(compiled.where.params).toContain(evil);
    expect(paths(filter({ term: { id: evil } }))).toEqual([]);
  });
});

const grant = (path: string, kind: string, subject: string, target: string, setting: string, on = db) =>
  on
    .prepare(
      'INSERT INTO local_grants (uid, kind, subject, target, setting) SELECT uid, ?, ?, ?, ? FROM objects WHERE path = ?',
    )
    .run(kind, subject, target, setting, path);

describe('permission filtering', () => {
  it('hides what the user may not view, keeps totals and pages exact', () => {
    grant('/bodegas/chateau-margaux', 'roleperm', 'guillotina.Reader', PERMISSIONS.ViewContent, 'Deny');
    // AllowSingle on the winery itself, for the viewer only: its children stay hidden.
    grant('/bodegas/chateau-margaux', 'prinperm', viewer.email, PERMISSIONS.ViewContent, 'AllowSingle');
    grant('/newsletters', 'prinperm', viewer.email, PERMISSIONS.ViewContent, 'Deny');
    try {
      const body = filter({ prefix: { path: '/' } });
      const viewerPaths = paths({ ...body, size: 1000 }, viewer);
      expect(viewerPaths).toContain('/bodegas/chateau-margaux');
      expect(viewerPaths).not.toContain('/bodegas/chateau-margaux/pavillon');
      expect(viewerPaths.some((p) => p.startsWith('/newsletters'))).toBe(false);
      expect(run(body, viewer).items_total).toBe(viewerPaths.length);
      // The editor holds Reader? No: Editor, whose ViewContent the roleperm Deny on Reader does not touch.
      expect(paths({ ...body, size: 1000 }, editor)).toContain('/bodegas/chateau-margaux/pavillon');
      const adminTotal = run(body, admin).items_total;
      expect(adminTotal).toBe(run(body, editor).items_total);
      expect(adminTotal - viewerPaths.length).toBe(1 + 4); // pavillon, /newsletters and its 3 children
      const page = run({ ...body, from: 3, size: 4 }, viewer).items.map((i) => i.path);
      expect(page).toEqual(viewerPaths.slice(3, 7));
    } finally {
      db.prepare('DELETE FROM local_grants').run();
    }
  });

  it('a viewer without grants sees everything, as a Reader', () => {
    expect(viewableCondition(db, viewer).sql).toBe('1');
  });
});

describe('query plans', () => {
  const plan = (body: unknown) => {
    const compiled = compileSearch(db, body);
    return db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT o.* FROM objects o WHERE ${compiled.where.sql}
         ORDER BY ${compiled.orderBy.sql} LIMIT 30 OFFSET 0`,
      )
      .all(...compiled.where.params, ...compiled.orderBy.params)
      .map((r) => (r as { detail: string }).detail);
  };

  it('a folder listing (path prefix + depth, sorted by id) reads an index range, not the table', () => {
    const details = plan({
      ...filter({ prefix: { path: '/bodegas/' } }, { term: { depth: 3 } }),
      from: 30,
      size: 30,
    });
    expect(details.join('\n')).toMatch(
      /SEARCH o USING INDEX (objects_parent_sort|objects_depth_path|sqlite_autoindex_objects_\d) \(/,
    );
    expect(details.some((d) => /^SCAN o\b/.test(d))).toBe(false);
  });

  it("a folder's page is read from objects_parent_sort in order: no sort, no table, whoever asks", () => {
    // The statements of searchRows: the count, then the page's uids (the page's rows are read by uid after).
    const statements = (body: unknown, account: Account) => {
      const compiled = compileSearch(db, body);
      const visible = viewableCondition(db, account);
      const where = `${compiled.where.sql} AND ${visible.sql}`;
      const params = [...compiled.where.params, ...visible.params];
      const explain = (sql: string, extra: unknown[] = []) =>
        db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params, ...extra)
          .map((r) => (r as { detail: string }).detail)
          .join('\n');
      return {
        count: explain(`SELECT count(*) FROM objects o WHERE ${where}`),
        page: explain(
          `SELECT o.uid FROM objects o WHERE ${where} ORDER BY ${compiled.orderBy.sql} LIMIT ? OFFSET ?`,
          [...compiled.orderBy.params, 30, 60],
        ),
      };
    };
    grant('/bodegas/chateau-margaux', 'roleperm', 'guillotina.Reader', PERMISSIONS.ViewContent, 'Deny');
    try {
      expect(viewableCondition(db, viewer).sql).not.toBe('1');
      for (const account of [admin, viewer]) {
        const { count, page } = statements(
          { ...filter({ prefix: { path: '/bodegas/' } }, { term: { depth: 3 } }), sort: ['id'] },
          account,
        );
        expect(page).toMatch(/SEARCH o USING COVERING INDEX objects_parent_sort \(parent_uid=\?\)/);
        expect(page).not.toMatch(/TEMP B-TREE/);
        expect(count).toMatch(/SEARCH o USING COVERING INDEX \w+ \(parent_uid=\?\)/);
      }
    } finally {
      db.prepare('DELETE FROM local_grants').run();
    }
  });

  it('a title match reads the FTS index, not the objects table', () => {
    const details = plan(filter({ match: { title: 'vega sicila' } }));
    expect(details.join('\n')).toMatch(/SCAN objects_fts VIRTUAL TABLE INDEX/);
    expect(details.join('\n')).toMatch(/SEARCH o USING INDEX sqlite_autoindex_objects_1 \(uid=\?\)/);
    expect(details.some((d) => /^SCAN o\b/.test(d))).toBe(false);
  });

  it('a term on an indexed field reads object_index by (field, value)', () => {
    const details = plan(filter({ term: { id_pais: 'es' } }));
    expect(details.join('\n')).toMatch(
      /object_index USING (COVERING )?INDEX object_index_text \(field=\? AND text=\?\)/,
    );
    expect(details.some((d) => /^SCAN o\b/.test(d))).toBe(false);
  });
});

describe("a folder listing asked by the folder's children (issue 27)", () => {
  // Ids sorting around one another and around '/' ('-', '.', digits, capitals), and a sibling folder whose name
  // starts with another's ('/f' and '/f-x'), so that a prefix and the children of a folder could differ.
  const segment = fc.constantFrom('f', 'f-x', 'f.x', 'F', 'f0', 'a', 'a-b', 'a~', '_z', '0');
  const tree = fc.uniqueArray(fc.array(segment, { minLength: 1, maxLength: 3 }), {
    minLength: 1,
    maxLength: 25,
    selector: (segments) => segments.join('/'),
  });

  it('answers the same items, order and totals as the same children asked by a path and a depth range, or all but them', () => {
    fc.assert(
      fc.property(
        tree,
        fc.nat(30),
        fc.nat(6),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(admin, viewer),
        fc.constantFrom<'prefix' | 'term'>('prefix', 'term'),
        fc.boolean(),
        (paths, pick, from, size, account, spelling, negated) => {
          const on = openDatabase(':memory:');
          try {
            setSearchRegistry(on, testRegistry());
            const made = new Set<string>();
            for (const segments of paths)
              segments.forEach((_, i) => {
                const path = `/${segments.slice(0, i + 1).join('/')}`;
                if (!made.has(path)) putObject(on, path, 'Folder', path);
                made.add(path);
              });
            const folders = ['/', ...made];
            const folder = folders[pick % folders.length] as string;
            // A Deny for the viewer on one object hides it and its subtree.
            grant(
              [...made][pick % made.size] as string,
              'prinperm',
              viewer.email,
              PERMISSIONS.ViewContent,
              'Deny',
              on,
            );
            const depth = folder === '/' ? 2 : folder.split('/').length + 1;
            const below =
              spelling === 'prefix'
                ? { prefix: { path: folder === '/' ? '/' : `${folder}/` } }
                : { term: { path: folder } };
            const page = { from, size };
            // Everything but the children too: the root, whose parent is NULL, among them.
            const asked = (level: unknown) => {
              const children = { bool: { filter: [below, level] } };
              return { query: negated ? { bool: { must_not: [children] } } : children, ...page };
            };
            const listing = asked({ term: { depth } });
            // A depth range is not a depth term: the same objects, asked by their path.
            const reference = asked({ range: { depth: { gte: depth, lte: depth } } });
            if (!(spelling === 'term' && folder === '/'))
              expect(compileSearch(on, listing).where.sql).toContain('o.parent_uid IS');
            expect(compileSearch(on, reference).where.sql).not.toContain('parent_uid');
            const answer = search(on, account, listing, { origin: 'http://x' });
            expect(answer).toEqual(search(on, account, reference, { origin: 'http://x' }));
            expect(count(on, account, listing)).toBe(count(on, account, reference));
          } finally {
            on.close();
          }
        },
      ),
      { seed: 27, numRuns: 30 },
    );
  });
});
