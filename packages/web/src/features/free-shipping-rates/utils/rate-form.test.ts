import { validateFreeShippingRate } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { forcedMinimums, newRateForm } from './rate-form';

describe('forcedMinimums', () => {
  it('names both minimums when the tariff is dtp, in any case and with spaces around', () => {
    for (const tarifa of ['dtp', 'DTP', ' dtp'])
      expect(forcedMinimums({ tarifa, cart_amount: '50', min_precio_uni: '' })).toEqual([
        'cart_amount',
        'min_precio_uni',
      ]);
  });
  it('names only the minimums that are not 0 yet', () => {
    expect(forcedMinimums({ tarifa: 'dtp', cart_amount: '0', min_precio_uni: '9' })).toEqual([
      'min_precio_uni',
    ]);
    expect(forcedMinimums({ tarifa: 'dtp', cart_amount: '0', min_precio_uni: '0' })).toEqual([]);
  });
  it('leaves the minimums of any other tariff as typed', () => {
    for (const tarifa of ['std', 'exp', 'prm', ''])
      expect(forcedMinimums({ tarifa, cart_amount: '70', min_precio_uni: '' })).toEqual([]);
  });
});

describe('newRateForm', () => {
  it('is what validateFreeShippingRate reads: a dtp rate needs no minimums typed', () => {
    const result = validateFreeShippingRate(
      { ...newRateForm(), pais: ['es', 'fr'], tarifa: 'dtp', desde: '2026-03-11', hasta: '2026-03-12' },
      { now: new Date('2026-03-10T10:00:00Z') },
    );
    expect(result.ok && result.value).toMatchObject({
      pais: ['es', 'fr'],
      cart_amount: 0,
      min_precio_uni: 0,
    });
  });
});
