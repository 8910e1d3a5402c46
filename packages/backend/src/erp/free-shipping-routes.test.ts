import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendDay, type ErpTestBackend, erpTestBackend } from './test-db';

let t: ErpTestBackend;
beforeAll(async () => {
  t = await erpTestBackend();
});
afterAll(() => t.backend.close());

const day = backendDay;
const rate = (from: number) => ({
  pais: ['pt'],
  tarifa: 'std',
  cart_amount: 59.99,
  min_precio_uni: 5,
  desde: day(from),
  hasta: day(from + 5),
});

const create = async (body: unknown) => {
  const res = await t.erp('POST', '/promos_trg/', { body });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('POST /promos_trg/', () => {
  it('refuses a start before today with a message about the rate, on desde', async () => {
    const message = "The free shipping rate shouldn't start in the past";
    expect(await create(rate(-1))).toEqual({
      status: 400,
      body: { message, type: 'ValidationError', details: [{ path: 'desde', message }] },
    });
  });

  it.each([
    ['cart_amount', 59.999, 'The minimum cart sum can have at most 2 decimals'],
    ['cart_amount', '59.999', 'The minimum cart sum can have at most 2 decimals'],
    ['min_precio_uni', 0.005, 'The minimum unit price can have at most 2 decimals'],
  ])('refuses %s %j rather than rounding it: %s', async (field, amount, message) => {
    const answer = await create({ ...rate(10), [field]: amount });
    expect(answer).toEqual({
      status: 400,
      body: { message, type: 'ValidationError', details: [{ path: field, message }] },
    });
    const search = await t.erp('POST', '/promos_trg/@search', { body: { pais: 'pt' } });
    expect(((await search.json()) as { items: number }).items).toBe(0);
  });

  it('stores an amount with 2 decimals as it is, and dtp as 0 whatever was typed', async () => {
    expect(await create(rate(20))).toMatchObject({
      status: 201,
      body: [{ cart_amount: 59.99, min_precio_uni: 5 }],
    });
    expect(await create({ ...rate(20), tarifa: 'DTP', cart_amount: 59.999 })).toMatchObject({
      status: 201,
      body: [{ tarifa: 'dtp', cart_amount: 0, min_precio_uni: 0 }],
    });
  });

  it('refuses an unknown tariff on tarifa and an overlap with 409', async () => {
    const message = 'The tariff must be one of: std, exp, prm, dtp';
    expect(await create({ ...rate(40), tarifa: 'express' })).toMatchObject({
      status: 400,
      body: { message, details: [{ path: 'tarifa', message }] },
    });
    expect(await create(rate(40))).toMatchObject({ status: 201 });
    expect(await create({ ...rate(42), tarifa: ' STD ' })).toMatchObject({
      status: 409,
      body: { message: 'overlapping_date_exists', type: 'Conflict' },
    });
  });
});
