import { describe, expect, it } from 'vitest';
import { delayMessages, isCalendarDay, parseShopOrderId, validateNotifyDelay } from './delays';
import { shopOrderId } from './orders';

describe('shop order ids', () => {
  it.each([
    ['V500002', { shop: 'cellar', id_pedido: 500002 }],
    ['I7', { shop: 'italvinus', id_pedido: 7 }],
    ['F12', { shop: 'fr', id_pedido: 12 }],
    ['D3', { shop: 'de', id_pedido: 3 }],
    ['U44', { shop: 'uk', id_pedido: 44 }],
  ])('%s reads as %o and writes back', (text, parsed) => {
    expect(parseShopOrderId(text)).toEqual(parsed);
    expect(shopOrderId(parsed.shop as 'cellar', parsed.id_pedido)).toBe(text);
  });

  it.each(['X12', 'V', 'v12', 'V0', 'V012', '12', 'V12a', 'V9999999999999999'])(
    '%s is no shop order id',
    (text) => {
      expect(parseShopOrderId(text)).toBeUndefined();
    },
  );
});

describe('notify delay', () => {
  const now = Date.UTC(2026, 2, 10, 23, 30); // 00:30 on 11 March in Madrid
  it('takes products and a day from today in Madrid', () => {
    expect(validateNotifyDelay({ products: ['AB1', ' AB1 ', 'CD2'], date: '2026-03-11' }, { now })).toEqual({
      ok: true,
      value: { products: ['AB1', 'CD2'], date: '2026-03-11' },
    });
  });

  it.each([
    [{ products: [], date: '2026-03-12' }, 'products', 'Please input the products'],
    [{ date: '2026-03-12' }, 'products', 'Please input the products'],
    [{ products: [3], date: '2026-03-12' }, 'products', 'The product must be text'],
    [{ products: ['A'] }, 'date', 'Please input the available date'],
    [{ products: ['A'], date: '2026-02-30' }, 'date', 'The available date is not a valid date (YYYY-MM-DD)'],
    [{ products: ['A'], date: '11/03/2026' }, 'date', 'The available date is not a valid date (YYYY-MM-DD)'],
    [{ products: ['A'], date: '2026-03-10' }, 'date', delayMessages.dateInThePast],
  ])('refuses %o', (input, path, message) => {
    expect(validateNotifyDelay(input, { now })).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('refuses a body that is no object', () => {
    expect(validateNotifyDelay('x', { now }).ok).toBe(false);
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});
