import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backendDay, type ErpTestBackend, erpTestBackend } from './test-db';

// The HTTP surface of /db/erp beyond what the SDK contract tests prove: auth order, audit, trailing slashes.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const day = backendDay;
/** A one-day offer of a catalogue product starting `from` days from today. */
const offerFrom = (from: number) => ({
  id_tipo: 'o',
  id_producto: 'HE10042',
  fecha_desde: day(from),
  fecha_hasta: day(from + 1),
  descuento_oferta: 0.1,
});
const REVIEW = 'Ripe red fruit, fine tannins and a long, fresh finish: a lovely bottle for a dinner.';

const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;

describe('/db/erp', () => {
  it('answers 401 before GraphQL runs, and 403 to non-admins', async () => {
    const query = { query: '{ search_user(email: "a") { email } }' };
    expect((await t.backend.call('POST', '/db/erp/@graphql', { body: query })).status).toBe(401);
    for (const role of ['editor', 'viewer'] as const) {
      const res = await t.backend.call('POST', '/db/erp/@graphql', {
        token: await t.backend.tokenFor(role),
        body: query,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Only administrators may use the ERP', type: 'Forbidden' });
    }
  });

  it("lets an editor (ModifyContent on the root) reach the product's competitor URLs, and no other ERP call", async () => {
    const editor = await t.backend.tokenFor('editor');
    const read = await t.backend.call('POST', '/db/erp/@price-comparator/', {
      token: editor,
      body: { country: 'es', groups: [] },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as unknown[]).length).toBeGreaterThan(0);
    const offers = await t.backend.call('GET', '/db/erp/offers', { token: editor });
    expect(offers.status).toBe(403);
    const viewer = await t.backend.call('POST', '/db/erp/@price-comparator', {
      token: await t.backend.tokenFor('viewer'),
      body: { country: 'es', groups: [] },
    });
    expect(viewer.status).toBe(403);
    expect(((await viewer.json()) as { type: string }).type).toBe('Forbidden');
  });

  it('refuses a non-admin before reading the input: 403, not 400', async () => {
    const token = await t.backend.tokenFor('editor');
    const res = await t.backend.call('PATCH', '/db/erp/offers/abc', { token, rawBody: '{' });
    expect(res.status).toBe(403);
  });

  it('answers GraphQL validation errors with 200 and errors, as GraphQL does', async () => {
    const res = await t.erp('POST', '/@graphql', { body: { query: '{ nope }' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('Cannot query field "nope" on type "Query".');
  });

  it('answers 400 for a malformed body and 404 for a well-formed id it does not have', async () => {
    const malformed = await t.erp('POST', '/offers/', { rawBody: '{' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: 'Malformed JSON body',
      type: 'ValidationError',
      details: [{ path: '', message: 'The request body is not valid JSON' }],
    });
    expect((await t.erp('POST', '/offers/999999/@expire')).status).toBe(404);
    expect((await t.erp('DELETE', '/promos_trg/999999')).status).toBe(404);
    expect((await t.erp('POST', '/opinions/999999/@publish')).status).toBe(404);
    expect((await t.erp('POST', '/offers/@search')).status).toBe(200);
  });
});

describe('trailing slashes', () => {
  // Each ERP route is registered once; the app routes /db/erp paths without their trailing slash.
  it.each([
    ['GET', '/opinions/@total'],
    ['GET', '/opinions/@list'],
    ['POST', '/offers/@search'],
    ['POST', '/promos_trg/@search'],
    ['GET', '/analytics/@product-traffic-and-performance'],
    ['GET', '/@proveedores-marketplace'],
    ['GET', '/@get-products-with-match'],
  ])('%s %s answers 200 with and without the slash, the same body', async (method, path) => {
    const without = await t.erp(method, path);
    const withSlash = await t.erp(method, `${path}/`);
    expect([without.status, withSlash.status]).toEqual([200, 200]);
    expect(await withSlash.json()).toEqual(await without.json());
  });

  it('creates offers at POST /offers/ and /offers, and edits the discount at PATCH /offers/{id}/ and /offers/{id}', async () => {
    const [a] = await json<{ id: number }[]>(t.erp('POST', '/offers/', { body: [offerFrom(400)] }));
    const [b] = await json<{ id: number }[]>(t.erp('POST', '/offers', { body: [offerFrom(410)] }));
    expect(a?.id).toBeGreaterThan(0);
    expect(b?.id).toBeGreaterThan(0);
    const slash = await t.erp('PATCH', `/offers/${a?.id}/`, { body: { descuento_oferta: 0.25 } });
    const plain = await t.erp('PATCH', `/offers/${b?.id}`, { body: { descuento_oferta: 0.3 } });
    expect(await json(slash)).toMatchObject({ id: a?.id, descuento_oferta: 0.25 });
    expect(await json(plain)).toMatchObject({ id: b?.id, descuento_oferta: 0.3 });
    expect((await t.erp('DELETE', `/offers/${a?.id}/`)).status).toBe(200);
    expect((await t.erp('DELETE', `/offers/${a?.id}`)).status).toBe(404);
  });

  it('leaves the paths outside /db/erp as they are', async () => {
    // The admin app tells /-admin from /-admin/ (one redirects to the other).
    const res = await t.backend.call('GET', '/-admin');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/-admin/');
  });
});

describe('audited writes', () => {
  const ADDRESS = {
    nombre: 'Anna Ortega',
    doc_id: '79541344P',
    linea1: 'Rue de la Paix 53',
    codigo_postal: '47607',
    ciudad: 'Torino',
    telefono: '+39 361 6464289',
    id_pais: 'it',
  };
  const addressQuery = `mutation { user_add_datos_fac(user_id: 1001, datos_fac: { ${Object.entries(ADDRESS)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ')} }) { id_datos_fac } }`;

  /** Fixture records the writes below act on: three pending opinions, a rate, a match, an unmatched product. */
  const records = async () => {
    const { items } = await json<{ items: { id_opinion: number }[] }>(
      t.erp('GET', '/opinions/@list?page_size=3'),
    );
    const { result: rates } = await json<{ result: { id: number }[] }>(t.erp('POST', '/promos_trg/@search'));
    const [match] = await json<
      { id_proveedor: string; id_producto_proveedor: string; id_producto: string }[]
    >(t.erp('GET', '/@get-products-with-match'));
    const { productos } = await json<{ productos: { id_producto_proveedor: string }[] }>(
      t.erp('POST', '/@products-proveedores-marketplace', { body: { id_proveedor: 'vin' } }),
    );
    return {
      opinions: items.map((o) => o.id_opinion),
      rate: rates[0]?.id as number,
      match: match as NonNullable<typeof match>,
      unmatched: productos[0]?.id_producto_proveedor as string,
    };
  };

  it('records every write, and only it, under /erp/<entity>/<key> with the user and action', async () => {
    const { opinions, rate, match, unmatched } = await records();
    const [saved, published, refused] = opinions;
    const matchKey = `${match.id_proveedor}/${match.id_producto_proveedor}`;
    const firstId = (answer: unknown) => (answer as { id: number }[])[0]?.id as number;
    /** The offers the table creates: a current one (expired below), then a future one (edited, removed). */
    const offers: number[] = [];
    const ids = { current: () => offers[0], future: () => offers[1] };
    /** Each write in turn: its call, its status, then the key of its entry (read from the answer when created). */
    const writes: [string, () => string, unknown, number, string, (answer: unknown) => string][] = [
      [
        'PATCH',
        () => `/opinions/${saved}`,
        { titulo: 'Great', nombre_usuario: 'Ana', nota: 5, opinion: REVIEW },
        200,
        'modify',
        () => `opinions/${saved}`,
      ],
      [
        'POST',
        () => `/opinions/${published}/@publish`,
        undefined,
        200,
        'modify',
        () => `opinions/${published}`,
      ],
      ['POST', () => `/opinions/${refused}/@refuse`, undefined, 200, 'modify', () => `opinions/${refused}`],
      ['POST', () => '/offers/', [offerFrom(0)], 201, 'create', (answer) => `offers/${firstId(answer)}`],
      ['POST', () => '/offers/', [offerFrom(300)], 201, 'create', (answer) => `offers/${firstId(answer)}`],
      [
        'PATCH',
        () => `/offers/${ids.future()}/`,
        { descuento_oferta: 0.2 },
        200,
        'modify',
        () => `offers/${ids.future()}`,
      ],
      [
        'POST',
        () => `/offers/${ids.current()}/@expire`,
        undefined,
        200,
        'modify',
        () => `offers/${ids.current()}`,
      ],
      ['DELETE', () => `/offers/${ids.future()}`, undefined, 200, 'delete', () => `offers/${ids.future()}`],
      [
        'POST',
        () => '/promos_trg/',
        { pais: ['de'], tarifa: 'exp', cart_amount: 40, min_precio_uni: 0, desde: day(800), hasta: day(801) },
        201,
        'create',
        (answer) => `promos_trg/${firstId(answer)}`,
      ],
      ['DELETE', () => `/promos_trg/${rate}`, undefined, 200, 'delete', () => `promos_trg/${rate}`],
      [
        'PATCH',
        () => '/@price-comparator',
        { country: 'fr', data: [{ group: 'herran-de-abalos-joven', url: 'https://rival.example/zz' }] },
        200,
        'upsert',
        () => 'price-comparator/fr',
      ],
      [
        'DELETE',
        () => '/@price-comparator',
        [{ group: 'herran-de-abalos-joven', url: 'https://rival.example/zz' }],
        200,
        'delete',
        () => 'price-comparator/entries',
      ],
      [
        'POST',
        () => '/@match-products-marketplace',
        { id_proveedor: 'vin', productos: [unmatched], botellas: ['HE10007'] },
        200,
        'create',
        () => 'marketplace/vin',
      ],
      [
        'POST',
        () => '/@edit-product-with-match',
        {
          data: {
            ...match,
            id_producto_old: match.id_producto,
            id_producto_new: match.id_producto,
            excluir_venta: false,
          },
        },
        200,
        'modify',
        () => `marketplace/${matchKey}`,
      ],
      [
        'POST',
        () => '/@delete-product-match',
        { data: { id_proveedor: match.id_proveedor, id_producto_proveedor: match.id_producto_proveedor } },
        200,
        'delete',
        () => `marketplace/${matchKey}`,
      ],
      [
        'POST',
        () => '/@graphql',
        { query: 'mutation { user_update(user_id: 1001, fields: { idioma: "it" }) { idioma } }' },
        200,
        'modify',
        () => 'users/1001',
      ],
      ['POST', () => '/@graphql', { query: addressQuery }, 200, 'create', () => 'users/1001'],
    ];
    for (const [method, pathOf, body, status, action, keyOf] of writes) {
      const path = pathOf();
      const before = (await t.erpLogs()).length;
      const res = await t.erp(method, path, { body });
      const answer: unknown = await res.json();
      if (method === 'POST' && path === '/offers/') offers.push(firstId(answer));
      // GraphQL answers 200 with `errors` for a refused input: none here.
      const graphqlErrors = path === '/@graphql' ? (answer as { errors?: unknown }).errors : undefined;
      expect([res.status, graphqlErrors], `${method} ${path}`).toEqual([status, undefined]);
      const logs = await t.erpLogs();
      expect(logs.length, `${method} ${path} records one entry`).toBe(before + 1);
      expect(logs[0], `${method} ${path}`).toMatchObject({
        path: `/erp/${keyOf(answer)}`,
        action,
        user: 'admin@example.com',
      });
    }
  });

  it('records one entry per record a batch creates', async () => {
    const before = (await t.erpLogs()).length;
    const created = await json<{ id: number }[]>(
      t.erp('POST', '/promos_trg/', {
        body: {
          pais: ['es', 'fr'],
          tarifa: 'prm',
          cart_amount: 40,
          min_precio_uni: 0,
          desde: day(900),
          hasta: day(901),
        },
      }),
    );
    const logs = await t.erpLogs();
    expect(logs.slice(0, logs.length - before).map((l) => [l.path, l.action])).toEqual(
      created.map((rate) => [`/erp/promos_trg/${rate.id}`, 'create']).reverse(),
    );
  });

  it('writes and records nothing when the write is refused', async () => {
    const rate = {
      pais: ['es'],
      tarifa: 'prm',
      cart_amount: 40,
      min_precio_uni: 0,
      desde: day(950),
      hasta: day(960),
    };
    const [stored] = await json<{ desde: string }[]>(t.erp('POST', '/promos_trg/', { body: rate }));
    const before = await t.erpLogs();
    const overlapping = await t.erp('POST', '/promos_trg/', { body: { ...rate, pais: ['it', 'es'] } });
    expect(overlapping.status).toBe(409);
    const refused = await t.erp('POST', '/@graphql', {
      body: { query: 'mutation { user_update(user_id: 1001, fields: { idioma: "italiano" }) { idioma } }' },
    });
    expect(await json(refused)).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await t.erpLogs()).toEqual(before);
    const { result } = await json<{ result: { desde: string }[] }>(
      t.erp('POST', '/promos_trg/@search', { body: { pais: 'it', tarifa: 'prm' } }),
    );
    expect(result.some((r) => r.desde === stored?.desde)).toBe(false);
    const user = await json<{ data: { user: { idioma: string } } }>(
      t.erp('POST', '/@graphql', { body: { query: '{ user(id_usuario: 1001) { idioma } }' } }),
    );
    expect(user.data.user.idioma).toBe('it');
  });
});
