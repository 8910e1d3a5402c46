import { madridDay } from '@cellar/validation';
import { validateFreeShippingRate } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/errors';
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
    /** The rate as the route hands it over: what `validateFreeShippingRate` answers. */
    const rate = (input: Record<string, unknown>) => {
      const checked = validateFreeShippingRate(input, { now: t.now() });
      if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
      return checked.value;
    };
    return { ...t, day, rate, store: new FreeShippingStore(t.db) };
  };

  it('creates one rate per country, with the values the rule answers', () => {
    const { store, day, rate } = setup();
    const rates = store.create(
      rate({
        pais: ['es', 'fr'],
        tarifa: ' DTP',
        cart_amount: 80,
        min_precio_uni: 5,
        desde: day(0),
        hasta: day(9),
      }),
    );
    expect(rates.map((r) => [r.pais, r.tarifa, r.cart_amount, r.min_precio_uni])).toEqual([
      ['es', 'dtp', 0, 0],
      ['fr', 'dtp', 0, 0],
    ]);
  });

  it('refuses a rate overlapping one of the same country and tariff: 409 overlapping_date_exists', () => {
    const { store, day, rate } = setup();
    store.create(
      rate({
        pais: ['es'],
        tarifa: 'std',
        cart_amount: 50,
        min_precio_uni: 0,
        desde: day(1),
        hasta: day(10),
      }),
    );
    const overlapping = {
      pais: ['it', 'es'],
      tarifa: 'std',
      cart_amount: 60,
      min_precio_uni: 0,
      desde: day(5),
      hasta: day(20),
    };
    expect(caught(() => store.create(rate(overlapping)))).toMatchObject({
      status: 409,
      message: 'overlapping_date_exists',
    });
    expect(store.create(rate({ ...overlapping, pais: ['es'], tarifa: 'exp' }))).toHaveLength(1);
  });

  it('pages the fixtures with the server page size and deletes a row', () => {
    const t = erpTestDb();
    const store = new FreeShippingStore(t.db);
    const page = store.search({ page: 1 });
    expect(page.per_page).toBe(RATES_PER_PAGE);
    expect(page.items).toBeGreaterThan(50);
    const id = page.result[0]?.id as number;
    store.remove(id);
    expect(store.get(id)).toBeUndefined();
    expect(caught(() => store.remove(id))).toMatchObject({ status: 404 });
  });
});
