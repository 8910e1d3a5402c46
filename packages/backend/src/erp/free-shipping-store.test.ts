import { madridDay } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../errors';
import { addDays } from './dates';
import { FreeShippingStore, RATES_PER_PAGE } from './free-shipping-store';
import { erpTestDb } from './test-db';

const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected an ApiError');
};

describe('FreeShippingStore', () => {
  const setup = () => {
    const t = erpTestDb({ fixtures: false });
    const day = (n: number) => addDays(madridDay(t.now()), n);
    return { ...t, day, store: new FreeShippingStore(t.db, t.now) };
  };

  it('creates one rate per country; tariff dtp forces both minimums to 0', () => {
    const { store, day } = setup();
    const rates = store.create({
      pais: ['es', 'fr'],
      tarifa: 'dtp',
      cart_amount: 80,
      min_precio_uni: 5,
      desde: day(0),
      hasta: day(9),
    });
    expect(rates.map((r) => [r.pais, r.cart_amount, r.min_precio_uni])).toEqual([
      ['es', 0, 0],
      ['fr', 0, 0],
    ]);
  });

  it('refuses a rate overlapping one of the same country and tariff: 409 overlapping_date_exists', () => {
    const { store, day } = setup();
    store.create({
      pais: ['es'],
      tarifa: 'std',
      cart_amount: 50,
      min_precio_uni: 0,
      desde: day(1),
      hasta: day(10),
    });
    expect(
      caught(() =>
        store.create({
          pais: ['it', 'es'],
          tarifa: 'std',
          cart_amount: 60,
          min_precio_uni: 0,
          desde: day(5),
          hasta: day(20),
        }),
      ),
    ).toMatchObject({ status: 409, message: 'overlapping_date_exists' });
    expect(
      store.create({
        pais: ['es'],
        tarifa: 'exp',
        cart_amount: 60,
        min_precio_uni: 0,
        desde: day(5),
        hasta: day(20),
      }),
    ).toHaveLength(1);
  });

  it('validates with the spec rules', () => {
    const { store, day } = setup();
    expect(
      caught(() => store.create({ pais: [], tarifa: 'std', desde: day(0), hasta: day(1) })),
    ).toMatchObject({
      status: 400,
      message: 'Please input the countries',
    });
    expect(
      caught(() =>
        store.create({
          pais: ['es'],
          tarifa: 'std',
          cart_amount: 1,
          min_precio_uni: 1,
          desde: day(-1),
          hasta: day(1),
        }),
      ),
    ).toMatchObject({ status: 400, message: "The free shipping rate shouldn't start in the past" });
  });

  it('refuses an unknown tariff with a 400 naming tarifa, and stores a known one trimmed and lower-case', () => {
    const { store, day } = setup();
    const rate = { pais: ['es'], cart_amount: 10, min_precio_uni: 1, desde: day(1), hasta: day(2) };
    expect(caught(() => store.create({ ...rate, tarifa: 'express' }))).toEqual({
      status: 400,
      message: 'The tariff must be one of: std, exp, prm, dtp',
      details: [{ path: 'tarifa', message: 'The tariff must be one of: std, exp, prm, dtp' }],
    });
    const [created] = store.create({ ...rate, tarifa: ' DTP ' });
    expect(created).toMatchObject({ tarifa: 'dtp', cart_amount: 0, min_precio_uni: 0 });
    // ' DTP ' is the dtp tariff: it overlaps the rate just stored.
    expect(caught(() => store.create({ ...rate, tarifa: 'dtp' }))).toMatchObject({ status: 409 });
  });

  it('pages the fixtures with the server page size and deletes a row', () => {
    const t = erpTestDb();
    const store = new FreeShippingStore(t.db, t.now);
    const page = store.search({ page: 1 });
    expect(page.per_page).toBe(RATES_PER_PAGE);
    expect(page.items).toBeGreaterThan(50);
    const id = page.result[0]?.id as number;
    store.remove(id);
    expect(store.get(id)).toBeUndefined();
    expect(caught(() => store.remove(id))).toMatchObject({ status: 404 });
  });
});
