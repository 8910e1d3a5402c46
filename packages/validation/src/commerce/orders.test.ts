import { describe, expect, it } from 'vitest';
import { GROUP_ORDER_BUYERS, GROUP_ORDER_DEFAULT } from './constants';
import { delayedOrderAction, groupOrderBuyers, shopOrderId, wineHref } from './orders';
import { isOverlapError } from './overlap-error';

describe('delayed orders', () => {
  it.each([
    ['ago', 'notifyUnavailable'],
    ['cam', 'changeVintage'],
    ['xyz', 'notifyDelay'],
    ['', 'notifyDelay'],
    [null, 'notifyDelay'],
    ['constructor', 'notifyDelay'],
  ])('supplier %s means %s', (supplier, action) => {
    expect(delayedOrderAction(supplier)).toBe(action);
  });
});

describe('group orders', () => {
  it('excludes buyers uk and italvinus, defaults to the main shop buying for fr', () => {
    expect(GROUP_ORDER_BUYERS).toEqual(['cellar', 'fr', 'de']);
    expect(groupOrderBuyers(['uk', 'fr', 'italvinus', 'de'])).toEqual(['fr', 'de']);
    expect(GROUP_ORDER_DEFAULT).toEqual({ shop: 'cellar', buyer: 'fr' });
  });
});

describe('shop order ids and links', () => {
  it.each([
    ['cellar', 'V'],
    ['italvinus', 'I'],
    ['fr', 'F'],
    ['de', 'D'],
    ['uk', 'U'],
  ] as const)('%s orders start with %s', (shop, letter) => {
    expect(shopOrderId(shop, 1234)).toBe(`${letter}1234`);
  });

  it('links an opinion card to the public wine page', () => {
    expect(wineHref('rioja-crianza')).toBe('/es/vino/rioja-crianza');
    expect(wineHref('a/b')).toBe('/es/vino/a%2Fb');
  });
});

describe('isOverlapError', () => {
  it.each([
    ['Error: overlapping_date_exists', true],
    [{ message: 'overlapping_date_exists' }, true],
    [{ detail: ['overlapping_date_exists'] }, true],
    ['Conflict', false],
    [{ message: 'Conflict' }, false],
    [null, false],
    [42, false],
  ])('%j: %s', (error, overlap) => {
    expect(isOverlapError(error)).toBe(overlap);
  });

  it('does not throw on values JSON cannot encode', () => {
    expect(isOverlapError({ big: 1n })).toBe(false);
  });
});
