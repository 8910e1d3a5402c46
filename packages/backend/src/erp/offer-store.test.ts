import { madridDay, madridStartOfDay } from '@cellar/validation';
import { type Offer, offerTiming, validateOffer } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
import { addDays } from './dates';
import { OFFERS_PER_PAGE, OfferStore } from './offer-store';
import { erpTestDb } from './test-db';

/** Catalogue products the offers of these tests are for (the schema-only database has none). */
const PRODUCTS = [
  ['VE10001', 'vega-sicilia-unico'],
  ['VE10002', 'vega-sicilia-valbuena'],
] as const;

const setup = (fixtures = false) => {
  const t = erpTestDb({ fixtures });
  if (!fixtures) {
    const insert = t.db.prepare(
      `INSERT INTO erp_products (id_producto, grupo, nombre, precio, disponibilidad, visibilidad, anyada, capacidad, graduacion)
       VALUES (?, ?, ?, 20, 10, 1, 2018, '75', 14)`,
    );
    for (const [id, grupo] of PRODUCTS) insert.run(id, grupo, grupo);
  }
  return { ...t, store: new OfferStore(t.db, t.now) };
};
const today = (now: number) => madridDay(now);
/** An offer as the route hands it over: what `validateOffer` answers for the stored form (discount 0 to 1). */
const offer = (now: number, from: number, to: number, extra: Record<string, unknown> = {}): Offer => {
  const checked = validateOffer(
    {
      id_tipo: 'o',
      id_producto: 'VE10001',
      grupo: 'vega-sicilia-unico',
      fecha_desde: addDays(today(now), from),
      fecha_hasta: addDays(today(now), to),
      descuento_oferta: 0.2,
      caducable: false,
      ...extra,
    },
    { now, discountUnit: 'fraction' },
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.value;
};
const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isApiError(error))
      return { status: error.status, type: error.type, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected an ApiError');
};

describe('OfferStore', () => {
  it('creates offers with dates as Madrid instants and a 0-1 discount', () => {
    const { store, now } = setup();
    const [created] = store.create([offer(now(), 0, 5)]);
    expect(created).toMatchObject({ id_tipo: 'o', descuento_oferta: 0.2, caducable: false });
    expect(created?.fecha_desde).toBe(madridStartOfDay(today(now())).toISOString());
    expect(offerTiming(created as never, now())).toBe('current');
  });

  it('refuses an offer overlapping a stored one of the same product and type: 409 overlapping_date_exists', () => {
    const { store, now } = setup();
    store.create([offer(now(), 1, 10)]);
    expect(caught(() => store.create([offer(now(), 10, 12)]))).toMatchObject({
      status: 409,
      type: 'Conflict',
      message: 'overlapping_date_exists',
    });
    // Another type, another product or the next day do not overlap.
    expect(store.create([offer(now(), 1, 10, { id_tipo: 'p', uni_compra: 3, uni_promo: 1 })])).toHaveLength(
      1,
    );
    expect(store.create([offer(now(), 1, 10, { id_producto: 'VE10002' })])).toHaveLength(1);
    expect(store.create([offer(now(), 11, 12)])).toHaveLength(1);
  });

  it('refuses a batch whose offers overlap each other, writing nothing', () => {
    const { store, now, db } = setup();
    expect(
      caught(() => db.transaction(() => store.create([offer(now(), 1, 5), offer(now(), 3, 8)]))()),
    ).toMatchObject({
      status: 409,
      message: 'overlapping_date_exists',
    });
    expect(store.search({ page: 1 }).items).toBe(0);
  });

  it('refuses a product the catalogue does not have: 400 naming the offer and id_producto, nothing written', () => {
    const { store, now, db } = setup();
    const error = caught(() =>
      db.transaction(() =>
        store.create([offer(now(), 1, 5), offer(now(), 1, 5, { id_producto: 'ZZ00001', grupo: '' })]),
      )(),
    );
    expect(error).toEqual({
      status: 400,
      type: 'ValidationError',
      message: 'There is no product ZZ00001 in the catalogue',
      details: [{ path: '1.id_producto', message: 'There is no product ZZ00001 in the catalogue' }],
    });
    expect(store.search({ page: 1 }).items).toBe(0);
  });

  it('fills the group from the catalogue when the offer has none', () => {
    const { store, now } = setup();
    const [created] = store.create([offer(now(), 1, 5, { id_producto: 'VE10002', grupo: '' })]);
    expect(created?.grupo).toBe('vega-sicilia-valbuena');
  });

  it('edits the discount in steps of 0.05 and freezes expired offers', () => {
    const { store, now, advance } = setup();
    const [created] = store.create([offer(now(), 0, 2)]);
    const id = created?.id as number;
    expect(store.updateDiscount(id, 0.35).descuento_oferta).toBe(0.35);
    expect(caught(() => store.updateDiscount(id, 0.33))).toMatchObject({ status: 400 });
    advance(5 * 86_400_000);
    expect(caught(() => store.updateDiscount(id, 0.4))).toMatchObject({
      status: 400,
      message: 'Expired records are not updatable',
    });
    expect(caught(() => store.expire(id))).toMatchObject({
      status: 400,
      message: 'Expired records are not updatable',
    });
    expect(caught(() => store.remove(id))).toMatchObject({
      status: 400,
      message: 'Expired records are not updatable',
    });
  });

  it('removes only future offers and expires only current ones', () => {
    const { store, now } = setup();
    const [current, future] = store.create([offer(now(), 0, 3), offer(now(), 10, 12)]);
    expect(caught(() => store.remove(current?.id as number))).toMatchObject({ status: 409 });
    expect(caught(() => store.expire(future?.id as number))).toMatchObject({ status: 409 });
    const expired = store.expire(current?.id as number);
    expect(expired.fecha_hasta).toBe(new Date(now()).toISOString());
    store.remove(future?.id as number);
    expect(store.get(future?.id as number)).toBeUndefined();
    expect(caught(() => store.remove(999))).toMatchObject({ status: 404 });
  });

  it('searches by text, type and day with the server page size', () => {
    const { store, now } = setup(true);
    const all = store.search({ page: 1 });
    expect(all.per_page).toBe(OFFERS_PER_PAGE);
    expect(all.result).toHaveLength(OFFERS_PER_PAGE);
    expect(all.items).toBeGreaterThan(100);
    const promos = store.search({ page: 1, id_tipo: 'p' });
    expect(promos.result.every((o) => o.id_tipo === 'p')).toBe(true);
    const first = all.result[0];
    const byProduct = store.search({ page: 1, q: first?.id_producto.toLowerCase() });
    expect(byProduct.result.every((o) => o.id_producto === first?.id_producto)).toBe(true);
    const running = store.search({ page: 1, date: today(now()) });
    expect(running.items).toBeGreaterThan(0);
    expect(running.result.every((o) => offerTiming(o, now()) === 'current')).toBe(true);
  });
});
