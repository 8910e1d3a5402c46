import { type Backend, createBackend } from '@cellar/backend';
import { madridDay } from '@cellar/validation';
import { isOverlapError, offerTiming } from '@cellar/validation/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CellarClient, createClient } from './create-client';
import { ERP_FREE_SHIPPING_TARIFFS } from './erp-api';
import type { ErpOffer } from './erp-schemas';
import { isErpGraphqlError, isHttpError } from './errors';

// The SDK's ERP calls against the reference backend, in process, with the repository's fixtures.
let backend: Backend;
const tokens: Record<'admin' | 'editor' | 'viewer', string | undefined> = {
  admin: undefined,
  editor: undefined,
  viewer: undefined,
};

const clientWith = (token: () => string | undefined): CellarClient =>
  createClient({ baseUrl: 'http://localhost', getToken: token, fetch: backend.fetch });
let admin: CellarClient;

beforeAll(async () => {
  backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  for (const role of ['admin', 'editor', 'viewer'] as const)
    tokens[role] = await clientWith(() => undefined).session.login({
      email: `${role}@example.com`,
      password: role,
    });
  admin = clientWith(() => tokens.admin);
}, 30_000);
afterAll(() => backend.close());

/** yyyy-MM-dd of today in Madrid plus `days`. */
const day = (days: number): string => {
  const date = new Date(`${madridDay(Date.now())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const REVIEW = 'Ripe red fruit, fine tannins and a long, fresh finish: a lovely bottle for a dinner.';

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string; body?: { details?: unknown } };
};

/** Every ERP call of the SDK, with arguments that would succeed for an admin. */
const EVERY_CALL: [string, (c: CellarClient) => Promise<unknown>][] = [
  ['opinions.total', (c) => c.erp.opinions.total()],
  ['opinions.list', (c) => c.erp.opinions.list()],
  [
    'opinions.update',
    (c) => c.erp.opinions.update(1, { titulo: 't', nombre_usuario: 'n', nota: 4, opinion: REVIEW }),
  ],
  ['opinions.publish', (c) => c.erp.opinions.publish(1)],
  ['opinions.refuse', (c) => c.erp.opinions.refuse(1)],
  ['offers.search', (c) => c.erp.offers.search()],
  [
    'offers.create',
    (c) =>
      c.erp.offers.create([
        {
          id_tipo: 'o',
          id_producto: 'HE10105',
          fecha_desde: day(1),
          fecha_hasta: day(2),
          descuento_oferta: 0.1,
        },
      ]),
  ],
  ['offers.updateDiscount', (c) => c.erp.offers.updateDiscount(1, 0.1)],
  ['offers.remove', (c) => c.erp.offers.remove(1)],
  ['offers.expire', (c) => c.erp.offers.expire(1)],
  ['freeShipping.search', (c) => c.erp.freeShipping.search()],
  [
    'freeShipping.create',
    (c) => c.erp.freeShipping.create({ pais: ['es'], tarifa: 'dtp', desde: day(400), hasta: day(401) }),
  ],
  ['freeShipping.remove', (c) => c.erp.freeShipping.remove(1)],
  ['priceComparator.read', (c) => c.erp.priceComparator.read('es')],
  ['priceComparator.update', (c) => c.erp.priceComparator.update('es', [])],
  ['priceComparator.remove', (c) => c.erp.priceComparator.remove([])],
  ['analytics.productTraffic', (c) => c.erp.analytics.productTraffic()],
  ['marketplace.suppliers', (c) => c.erp.marketplace.suppliers()],
  ['marketplace.supplierProducts', (c) => c.erp.marketplace.supplierProducts('vin')],
  ['marketplace.match', (c) => c.erp.marketplace.match({ id_proveedor: 'vin', productos: [], botellas: [] })],
  ['marketplace.matches', (c) => c.erp.marketplace.matches()],
  [
    'marketplace.editMatch',
    (c) =>
      c.erp.marketplace.editMatch({
        id_proveedor: 'vin',
        id_producto_proveedor: 'x',
        id_producto_old: 'x',
        id_producto_new: 'y',
      }),
  ],
  [
    'marketplace.deleteMatch',
    (c) => c.erp.marketplace.deleteMatch({ id_proveedor: 'vin', id_producto_proveedor: 'x' }),
  ],
  ['graphql.searchUser', (c) => c.erp.graphql.searchUser('garcia')],
  ['graphql.user', (c) => c.erp.graphql.user(1001)],
  ['graphql.updateUser', (c) => c.erp.graphql.updateUser(1001, { idioma: 'es' })],
  ['graphql.addBillingAddress', (c) => c.erp.graphql.addBillingAddress(1001, {} as never)],
  ['graphql.searchProducts', (c) => c.erp.graphql.searchProducts('vino')],
  ['graphql.request', (c) => c.erp.graphql.request('{ search_user(email: "a") { email } }')],
];

describe('ERP access', () => {
  it.each(EVERY_CALL)('%s needs a session: 401', async (_, call) => {
    const error = await rejection(call(clientWith(() => undefined)));
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, type: 'Unauthorized' });
  });

  // The product's Price comparator tab is the editors' (catalogue-editors §6): its calls need ModifyContent.
  const forEditors = (name: string) => name.startsWith('priceComparator.');
  const adminOnly = EVERY_CALL.filter(([name]) => !forEditors(name));
  const modifyContent = EVERY_CALL.filter(([name]) => forEditors(name));

  it.each(adminOnly)('%s is refused to the editor and the viewer: 403', async (_, call) => {
    for (const role of ['editor', 'viewer'] as const) {
      const error = await rejection(call(clientWith(() => tokens[role])));
      expect(error).toMatchObject({
        status: 403,
        type: 'Forbidden',
        message: 'Only administrators may use the ERP',
      });
    }
  });

  it.each(modifyContent)(
    '%s is refused to the viewer (no ModifyContent), not to the editor',
    async (_, call) => {
      const error = await rejection(call(clientWith(() => tokens.viewer)));
      expect(error).toMatchObject({ status: 403, type: 'Forbidden' });
      await expect(call(clientWith(() => tokens.editor))).resolves.not.toThrow();
    },
  );
});

describe('opinions', () => {
  it('answers totals per status and pages of 10 filtered by language', async () => {
    const totals = await admin.erp.opinions.total();
    expect(totals.pend + totals.npub + totals.publ).toBeGreaterThanOrEqual(500);
    const page = await admin.erp.opinions.list({ status: 'pend', page: 0, idioma: 'de' });
    expect(page.page_size).toBe(10);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((o) => o.idioma === 'de' && o.estado === 'pend')).toBe(true);
  });

  it('saves, publishes and refuses pending opinions; the totals move', async () => {
    const before = await admin.erp.opinions.total();
    const [a, b] = (await admin.erp.opinions.list({ status: 'pend', page: 3 })).items;
    const saved = await admin.erp.opinions.update(a?.id_opinion as number, {
      titulo: 'Edited title',
      nombre_usuario: a?.nombre_usuario as string,
      nota: 4,
      opinion: REVIEW,
    });
    expect(saved).toMatchObject({ titulo: 'Edited title', opinion: REVIEW, estado: 'pend' });
    expect((await admin.erp.opinions.publish(a?.id_opinion as number)).estado).toBe('publ');
    expect((await admin.erp.opinions.refuse(b?.id_opinion as number)).estado).toBe('npub');
    expect(await admin.erp.opinions.total()).toEqual({
      pend: before.pend - 2,
      npub: before.npub + 1,
      publ: before.publ + 1,
    });
    const back = await admin.erp.opinions.update(a?.id_opinion as number, { ...saved, estado: 'pend' });
    expect(back.estado).toBe('pend');
  });

  it('refuses a short review with the rule message, and moderating a non-pending opinion', async () => {
    const [opinion] = (await admin.erp.opinions.list({ status: 'pend' })).items;
    const id = opinion?.id_opinion as number;
    const error = await rejection(
      admin.erp.opinions.update(id, { titulo: 't', nombre_usuario: 'n', nota: 3, opinion: 'Too short' }),
    );
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'The review must have between 50 and 600 characters',
    });
    const [published] = (await admin.erp.opinions.list({ status: 'publ' })).items;
    expect(await rejection(admin.erp.opinions.refuse(published?.id_opinion as number))).toMatchObject({
      status: 409,
    });
  });
});

describe('offers', () => {
  it('pages with the server page size and filters by type', async () => {
    const page = await admin.erp.offers.search({ tipo: 'e', p: 1 });
    expect(page.per_page).toBe(20);
    expect(page.page).toBe(1);
    expect(page.items).toBeGreaterThan(0);
    expect(page.result.every((o) => o.id_tipo === 'e')).toBe(true);
  });

  it('creates an offer of each type, and refuses an overlap with overlapping_date_exists', async () => {
    const created = await admin.erp.offers.create([
      {
        id_tipo: 'o',
        id_producto: 'HE10028',
        fecha_desde: day(2),
        fecha_hasta: day(9),
        descuento_oferta: 0.25,
      },
      {
        id_tipo: 'p',
        id_producto: 'HE10028',
        fecha_desde: day(2),
        fecha_hasta: day(9),
        uni_compra: 3,
        uni_promo: 1,
      },
      {
        id_tipo: 'e',
        id_producto: 'HE10028',
        fecha_desde: day(2),
        fecha_hasta: day(9),
        cantidad_precio_especial: 6,
        descuento_especial: 15,
      },
    ]);
    expect(created.map((o) => o.id_tipo)).toEqual(['o', 'p', 'e']);
    expect(created[0]).toMatchObject({ descuento_oferta: 0.25, uni_compra: null, caducable: false });
    const error = await rejection(
      admin.erp.offers.create([
        {
          id_tipo: 'p',
          id_producto: 'HE10028',
          fecha_desde: day(9),
          fecha_hasta: day(20),
          uni_compra: 2,
          uni_promo: 1,
        },
      ]),
    );
    expect(error).toMatchObject({ status: 409, type: 'Conflict', message: 'overlapping_date_exists' });
    expect(isOverlapError(error)).toBe(true);
  });

  it('refuses a bad offer with the spec message', async () => {
    const error = await rejection(
      admin.erp.offers.create([
        {
          id_tipo: 'o',
          id_producto: 'HE10049',
          fecha_desde: day(-3),
          fecha_hasta: day(3),
          descuento_oferta: 0.1,
        },
      ]),
    );
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: "The offer shouldn't be expired",
    });
  });

  it('refuses an offer for a product the catalogue does not have: 400 naming the offer and id_producto', async () => {
    const before = (await admin.erp.offers.search({ q: 'ZZ00001' })).items;
    const error = await rejection(
      admin.erp.offers.create([
        {
          id_tipo: 'o',
          id_producto: 'ZZ00001',
          fecha_desde: day(30),
          fecha_hasta: day(31),
          descuento_oferta: 0.1,
        },
      ]),
    );
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'There is no product ZZ00001 in the catalogue',
      body: { details: [{ path: '0.id_producto', message: 'There is no product ZZ00001 in the catalogue' }] },
    });
    expect((await admin.erp.offers.search({ q: 'ZZ00001' })).items).toBe(before);
  });

  it('fills the group of a new offer from the catalogue', async () => {
    const [product] = await admin.erp.graphql.searchProducts('HE10105');
    const [created] = await admin.erp.offers.create([
      {
        id_tipo: 'p',
        id_producto: 'HE10105',
        fecha_desde: day(40),
        fecha_hasta: day(41),
        uni_compra: 2,
        uni_promo: 1,
      },
    ]);
    expect(product?.id_producto).toBe('HE10105');
    expect(created?.grupo).not.toBe('');
    expect(
      (await admin.erp.offers.search({ q: created?.grupo })).result.some((o) => o.id === created?.id),
    ).toBe(true);
  });

  it('edits the discount, expires a current offer, removes a future one', async () => {
    const [current, future] = await admin.erp.offers.create([
      {
        id_tipo: 'o',
        id_producto: 'HE10063',
        fecha_desde: day(0),
        fecha_hasta: day(5),
        descuento_oferta: 0.1,
      },
      {
        id_tipo: 'o',
        id_producto: 'HE10063',
        fecha_desde: day(10),
        fecha_hasta: day(15),
        descuento_oferta: 0.1,
      },
    ]);
    expect((await admin.erp.offers.updateDiscount(current?.id as number, 0.45)).descuento_oferta).toBe(0.45);
    expect(await rejection(admin.erp.offers.updateDiscount(current?.id as number, 0.42))).toMatchObject({
      status: 400,
    });
    expect(await rejection(admin.erp.offers.remove(current?.id as number))).toMatchObject({ status: 409 });
    expect(await rejection(admin.erp.offers.expire(future?.id as number))).toMatchObject({ status: 409 });
    const expired = await admin.erp.offers.expire(current?.id as number);
    expect(Date.parse(expired.fecha_hasta)).toBeLessThanOrEqual(Date.now());
    expect(await admin.erp.offers.remove(future?.id as number)).toEqual({ id: future?.id });
  });

  it('refuses to change an expired offer: Expired records are not updatable', async () => {
    let expired: ErpOffer | undefined;
    for (let p = 1; !expired; p++) {
      const page = await admin.erp.offers.search({ p });
      if (page.result.length === 0) break;
      expired = page.result.find((o) => offerTiming(o) === 'expired');
    }
    const id = expired?.id as number;
    for (const call of [
      admin.erp.offers.updateDiscount(id, 0.5),
      admin.erp.offers.expire(id),
      admin.erp.offers.remove(id),
    ])
      expect(await rejection(call)).toMatchObject({
        status: 400,
        message: 'Expired records are not updatable',
      });
  });
});

describe('free shipping rates', () => {
  it('lists with the server page size, creates per country, refuses an overlap, deletes', async () => {
    const page = await admin.erp.freeShipping.search();
    expect(page.per_page).toBe(20);
    expect(page.result.length).toBeGreaterThan(0);
    const created = await admin.erp.freeShipping.create({
      pais: ['es', 'po'],
      tarifa: 'dtp',
      cart_amount: 99,
      min_precio_uni: 9,
      desde: day(300),
      hasta: day(310),
    });
    expect(created.map((r) => [r.pais, r.tarifa, r.cart_amount, r.min_precio_uni])).toEqual([
      ['es', 'dtp', 0, 0],
      ['po', 'dtp', 0, 0],
    ]);
    const error = await rejection(
      admin.erp.freeShipping.create({ pais: ['po'], tarifa: 'dtp', desde: day(305), hasta: day(320) }),
    );
    expect(error).toMatchObject({ status: 409, message: 'overlapping_date_exists' });
    expect(await admin.erp.freeShipping.remove(created[1]?.id as number)).toEqual({ id: created[1]?.id });
    expect(await rejection(admin.erp.freeShipping.remove(created[1]?.id as number))).toMatchObject({
      status: 404,
    });
  });

  it('refuses a rate without countries with the rule message', async () => {
    const error = await rejection(
      admin.erp.freeShipping.create({
        pais: [],
        tarifa: 'std',
        cart_amount: 1,
        min_precio_uni: 1,
        desde: day(1),
        hasta: day(2),
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'Please input the countries',
    });
  });
});

describe('free shipping tariffs', () => {
  it('refuses an unknown tariff with a 400 on tarifa, and reads a known one trimmed and lower-case', async () => {
    const rate = { pais: ['de'], cart_amount: 40, min_precio_uni: 2, desde: day(700), hasta: day(701) };
    const error = await rejection(admin.erp.freeShipping.create({ ...rate, tarifa: 'express' }));
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'The tariff must be one of: std, exp, prm, dtp',
      body: { details: [{ path: 'tarifa', message: 'The tariff must be one of: std, exp, prm, dtp' }] },
    });
    const [created] = await admin.erp.freeShipping.create({ ...rate, tarifa: ' DTP' });
    expect(created).toMatchObject({ tarifa: 'dtp', cart_amount: 0, min_precio_uni: 0 });
    expect(ERP_FREE_SHIPPING_TARIFFS).toContain(created?.tarifa);
    await admin.erp.freeShipping.remove(created?.id as number);
  });
});

describe('price comparator', () => {
  it('adds or updates URLs with ok/ko counts, reads them and removes them', async () => {
    // A catalogue group without a URL or competitor offers in fr (fixtures/erp).
    const group = 'bachelet-morey-meursault';
    const answer = await admin.erp.priceComparator.update('fr', [
      { group, url: 'https://www.rival.example/fr/zz' },
      { group: 'bachelet-morey-bourgogne-chardonnay', url: 'not a url' },
    ]);
    expect(answer).toMatchObject({ ok: 1, ko: 1 });
    expect(answer.errors[0]).toMatchObject({ index: 1, group: 'bachelet-morey-bourgogne-chardonnay' });
    expect(await admin.erp.priceComparator.read('fr', [group])).toEqual([
      { group, url: 'https://www.rival.example/fr/zz', country: 'fr', comparison: [] },
    ]);
    expect(
      await admin.erp.priceComparator.remove([{ group, url: 'https://www.rival.example/fr/zz' }]),
    ).toEqual({
      deleted: 1,
    });
    expect(await admin.erp.priceComparator.read('fr', [group])).toEqual([]);
    expect((await admin.erp.priceComparator.read('es')).length).toBeGreaterThan(10);
  });

  it('refuses a product group the catalogue does not have: a ValidationError naming it, nothing saved', async () => {
    const error = await rejection(
      admin.erp.priceComparator.update('fr', [
        { group: 'bachelet-morey-meursault', url: 'https://www.rival.example/fr/a' },
        { group: 'no-such-group', url: 'https://www.rival.example/fr/b' },
      ]),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'There is no product group no-such-group in the catalogue',
      body: {
        details: [
          { path: 'data.1.group', message: 'There is no product group no-such-group in the catalogue' },
        ],
      },
    });
    expect(await admin.erp.priceComparator.read('fr', ['bachelet-morey-meursault'])).toEqual([]);
  });

  it('refuses a read without a country', async () => {
    expect(await rejection(admin.erp.priceComparator.read(''))).toMatchObject({
      status: 400,
      message: 'Please input the country',
    });
  });
});

describe('analytics', () => {
  it('answers product traffic rows with percents of unique users', async () => {
    const rows = await admin.erp.analytics.productTraffic();
    expect(rows.length).toBeGreaterThan(500);
    const row = rows.find((r) => r.unique_users > 0);
    expect(row?.add_to_cart_percent).toBeCloseTo(
      ((row?.add_to_cart ?? 0) / (row?.unique_users ?? 1)) * 100,
      1,
    );
  });
});

describe('marketplace', () => {
  it('lists suppliers, pages products, matches, edits and deletes a match', async () => {
    expect((await admin.erp.marketplace.suppliers()).map((s) => s.id_proveedor)).toEqual(['cab', 'vin']);
    const page = await admin.erp.marketplace.supplierProducts('vin', { page: 1, page_size: 50 });
    expect(page.productos).toHaveLength(50);
    const code = page.productos[0]?.id_producto_proveedor as string;
    const bottle = page.botellas[0]?.id_producto as string;
    const [match] = await admin.erp.marketplace.match({
      id_proveedor: 'vin',
      productos: [code],
      botellas: [bottle],
    });
    expect(match).toMatchObject({ id_proveedor: 'vin', id_producto_proveedor: code, id_producto: bottle });
    const after = await admin.erp.marketplace.supplierProducts('vin', { page: 1, page_size: 50 });
    expect(after.total_productos).toBe(page.total_productos - 1);
    expect((await admin.erp.marketplace.matches()).some((m) => m.id_producto_proveedor === code)).toBe(true);
    const edited = await admin.erp.marketplace.editMatch({
      id_proveedor: 'vin',
      id_producto_proveedor: code,
      id_producto_old: bottle,
      id_producto_new: 'HE10042',
      excluir_venta: true,
    });
    expect(edited).toMatchObject({ id_producto: 'HE10042', excluir_venta: true });
    expect(
      await admin.erp.marketplace.deleteMatch({ id_proveedor: 'vin', id_producto_proveedor: code }),
    ).toEqual({ deleted: 1 });
  });

  it('refuses a code longer than 7 characters except for supplier cab', async () => {
    const [vin] = (await admin.erp.marketplace.supplierProducts('vin')).productos;
    const error = await rejection(
      admin.erp.marketplace.match({
        id_proveedor: 'vin',
        productos: [vin?.id_producto_proveedor as string],
        botellas: ['ABCDEFGH'],
      }),
    );
    expect(error).toMatchObject({ status: 400, message: 'The code is only 7 characters long' });
    const [cab] = (await admin.erp.marketplace.supplierProducts('cab')).productos;
    const [match] = await admin.erp.marketplace.match({
      id_proveedor: 'cab',
      productos: [cab?.id_producto_proveedor as string],
      botellas: ['herran-de-abalos-blanco-fermentado-en-barrica'],
    });
    expect(match?.id_producto).toBe('herran-de-abalos-blanco-fermentado-en-barrica');
  });

  it('refuses a code the catalogue does not have, matching and editing: 400 naming the field', async () => {
    const [first, second] = (await admin.erp.marketplace.supplierProducts('vin')).productos;
    const unknown = 'ZZ00001';
    const error = await rejection(
      admin.erp.marketplace.match({
        id_proveedor: 'vin',
        productos: [first?.id_producto_proveedor as string, second?.id_producto_proveedor as string],
        botellas: ['HE10007', unknown],
      }),
    );
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: `There is no product ${unknown} in the catalogue`,
      body: { details: [{ path: 'botellas.1', message: `There is no product ${unknown} in the catalogue` }] },
    });
    // All or none: the known code of the same call was not matched either.
    const matches = await admin.erp.marketplace.matches();
    expect(matches.some((m) => m.id_producto_proveedor === first?.id_producto_proveedor)).toBe(false);

    const [cab] = (await admin.erp.marketplace.supplierProducts('cab')).productos;
    expect(
      await rejection(
        admin.erp.marketplace.match({
          id_proveedor: 'cab',
          productos: [cab?.id_producto_proveedor as string],
          botellas: ['no-such-group'],
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        details: [
          { path: 'botellas.0', message: 'There is no product group no-such-group in the catalogue' },
        ],
      },
    });

    const existing = matches.find((m) => m.id_proveedor === 'vin') as (typeof matches)[number];
    const edit = await rejection(
      admin.erp.marketplace.editMatch({
        id_proveedor: 'vin',
        id_producto_proveedor: existing.id_producto_proveedor,
        id_producto_old: existing.id_producto,
        id_producto_new: unknown,
      }),
    );
    expect(edit).toMatchObject({
      status: 400,
      body: {
        details: [
          { path: 'data.id_producto_new', message: `There is no product ${unknown} in the catalogue` },
        ],
      },
    });
    const after = await admin.erp.marketplace.matches();
    expect(after.find((m) => m.id_producto_proveedor === existing.id_producto_proveedor)?.id_producto).toBe(
      existing.id_producto,
    );
  });
});

describe('marketplace matches, paged', () => {
  it('answers the whole list in pages of page_size, same order, none twice, none lost', async () => {
    const all = await admin.erp.marketplace.matches();
    expect(all.length).toBeGreaterThan(20);
    const pages: (typeof all)[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 20) + 1; page += 1) {
      pages.push(await admin.erp.marketplace.matches({ page, page_size: 20 }));
    }
    expect(pages.slice(0, -2).every((page) => page.length === 20)).toBe(true);
    expect(pages.at(-1)).toEqual([]);
    expect(pages.flat()).toEqual(all);
    // A page number alone pages nothing: the whole list, as the spec's call answers it.
    expect(await admin.erp.marketplace.matches({ page: 2 })).toEqual(all);
  });

  it('refuses a page size out of 1 to 100 and a page below 1', async () => {
    for (const paging of [{ page_size: 0 }, { page_size: 101 }, { page: 0, page_size: 10 }]) {
      await expect(admin.erp.marketplace.matches(paging)).rejects.toMatchObject({
        status: 400,
        kind: 'validation',
      });
    }
  });
});

describe('GraphQL', () => {
  it('searches a user by email and reads them with their billing addresses', async () => {
    const found = await admin.erp.graphql.searchUser('.1002@');
    expect(found).toHaveLength(1);
    const user = await admin.erp.graphql.user(found[0]?.id_usuario as number);
    expect(user).toMatchObject({ id_usuario: 1002, email: found[0]?.email });
    expect(user?.datos_fac.length).toBeGreaterThan(0);
    expect(await admin.erp.graphql.user(1)).toBeNull();
  });

  it('updates a user (newsletter as the inverse of unsubscribed) and adds a billing address', async () => {
    const updated = await admin.erp.graphql.updateUser(
      1003,
      { nombre: 'Ana Test', idioma: 'fr', country: 'fr', observaciones: 'Llamar antes' },
      false,
    );
    expect(updated).toMatchObject({
      nombre: 'Ana Test',
      idioma: 'fr',
      country: 'fr',
      observaciones: 'Llamar antes',
      subscription: { unsubscribed: true },
    });
    expect((await admin.erp.graphql.user(1003))?.subscription.unsubscribed).toBe(true);
    const address = await admin.erp.graphql.addBillingAddress(1003, {
      nombre: 'Ana Test',
      doc_id: 'B12345678',
      linea1: 'Rue de la Paix 1',
      codigo_postal: '75002',
      ciudad: 'Paris',
      telefono: '+33 600000000',
      id_pais: 'fr',
    });
    expect(address).toMatchObject({ nombre: 'Ana Test', linea2: '', id_pais: 'fr' });
    expect((await admin.erp.graphql.user(1003))?.datos_fac.map((a) => a.id_datos_fac)).toContain(
      address.id_datos_fac,
    );
  });

  it('turns a GraphQL error into an SDK error with the message as-is', async () => {
    const error = await rejection(admin.erp.graphql.updateUser(1003, { idioma: 'esp' }));
    expect(isErpGraphqlError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Language length should be 2', type: 'GraphQLError' });
    const country = await rejection(
      admin.erp.graphql.addBillingAddress(1003, {
        nombre: 'n',
        doc_id: 'd',
        linea1: 'l',
        codigo_postal: 'c',
        ciudad: 'c',
        telefono: 't',
        id_pais: 'fra',
      }),
    );
    expect(country.message).toBe('The country code is only 2 characters long');
    const syntax = await rejection(admin.erp.graphql.request('{ search_user(email: ) }'));
    expect(isErpGraphqlError(syntax)).toBe(true);
    expect(syntax.message).toMatch(/Syntax Error/);
  });

  it('searches catalogue products', async () => {
    const [row] = await admin.erp.analytics.productTraffic();
    const products = await admin.erp.graphql.searchProducts(row?.id_producto.toLowerCase() as string);
    expect(products.map((p) => p.id_producto)).toContain(row?.id_producto);
    expect(products[0]).toEqual({
      precio: expect.any(Number),
      id_producto: expect.any(String),
      disponibilidad: expect.any(Number),
      nombre: expect.any(String),
      visibilidad: expect.any(Boolean),
    });
  });
});
