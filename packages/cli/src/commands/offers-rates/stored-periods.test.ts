import { createBackend } from '@cellar/backend';
import { createClient } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFailure, offerKind, rateKind } from './kinds';
import { knownProducts, offerKey, rateKey, storedOffers, storedRates } from './stored-periods';

const base = 'http://cellar.test';
let backend: Awaited<ReturnType<typeof createBackend>>;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  backend = await createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  const fetch = (request: Request) => backend.fetch(request);
  const token = await createClient({ baseUrl: base, fetch }).session.login({
    email: 'admin@example.com',
    password: 'admin',
  });
  admin = createClient({ baseUrl: base, getToken: () => token, fetch });
});
afterAll(() => backend.close());

const day = (n: number) => new Date(Date.UTC(2031, 0, 1 + 2 * n)).toISOString();

describe('the server records the overlap check reads', () => {
  it('reads every page of a product’s offers, only that product and type', async () => {
    // 25 offers (more than a page of 20) of CA11596 type o, and one of type p.
    await admin.erp.offers.create(
      Array.from({ length: 25 }, (_, n) => ({
        id_tipo: 'o' as const,
        id_producto: 'CA11596',
        grupo: '',
        fecha_desde: day(n),
        fecha_hasta: day(n),
        descuento_oferta: 0.1,
        uni_compra: null,
        uni_promo: null,
        cantidad_precio_especial: null,
        descuento_especial: null,
        caducable: false,
      })),
    );
    const found = await storedOffers(admin, [
      { id_producto: 'CA11596', id_tipo: 'o' },
      { id_producto: 'CA11596', id_tipo: 'e' },
    ]);
    const o = found.get(offerKey({ id_producto: 'CA11596', id_tipo: 'o' })) ?? [];
    expect(o.filter((period) => period.from >= Date.parse(day(0)))).toHaveLength(25);
    expect(o.every((period) => period.key === offerKey({ id_producto: 'CA11596', id_tipo: 'o' }))).toBe(true);
    expect(found.get(offerKey({ id_producto: 'CA11596', id_tipo: 'e' }))).toBeDefined();
  });

  it('reads the rates of a country and tariff', async () => {
    await admin.erp.freeShipping.create({
      pais: ['es', 'fr'],
      tarifa: 'prm',
      cart_amount: 10,
      min_precio_uni: 1,
      desde: day(0),
      hasta: day(3),
    });
    const found = await storedRates(admin, [{ pais: 'fr', tarifa: 'prm' }]);
    const fr = found.get(rateKey({ pais: 'fr', tarifa: 'prm' })) ?? [];
    expect(fr.filter((period) => period.from === Date.parse(day(0)))).toHaveLength(1);
  });

  it('knows the catalogue’s products by their exact id', async () => {
    expect(await knownProducts(admin, ['CA11596', 'CA1159', 'XX0'])).toEqual(new Set(['CA11596']));
  });
});

describe('createFailure', () => {
  const answering = (status: number, body: unknown) =>
    createClient({
      baseUrl: base,
      fetch: async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    });
  const failureOf = async (
    status: number,
    body: unknown,
    kind: Pick<typeof offerKind, 'overlapping' | 'createError'> = offerKind,
  ) => {
    try {
      await answering(status, body).erp.offers.create([]);
    } catch (error) {
      return createFailure(kind, error);
    }
    throw new Error('the call did not fail');
  };

  it('words an overlap, a refused field and any other refusal', async () => {
    expect(await failureOf(409, { message: 'overlapping_date_exists', type: 'Conflict' }, rateKind)).toBe(
      commerceMessages.freeShipping.overlapping,
    );
    expect(
      await failureOf(400, {
        message: 'Invalid input',
        type: 'ValidationError',
        details: [{ path: '0.id_producto', message: 'There is no product X in the catalogue' }],
      }),
    ).toBe('There is no product X in the catalogue');
    expect(await failureOf(500, { message: 'boom', type: 'ServerError' })).toBe(
      'There is an error creating the offer: boom',
    );
  });
});
