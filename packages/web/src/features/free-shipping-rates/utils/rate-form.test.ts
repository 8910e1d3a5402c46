import { validateFreeShippingRate } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { changeRateForm, emptyRateForm, forcesZeroMinimums } from './rate-form';

describe('changeRateForm', () => {
  it('forces both minimums to 0 when the tariff becomes dtp', () => {
    const form = changeRateForm(
      { ...emptyRateForm(), cart_amount: '50', min_precio_uni: '9' },
      { tarifa: 'dtp' },
    );
    expect(form).toMatchObject({ tarifa: 'dtp', cart_amount: '0', min_precio_uni: '0' });
    expect(changeRateForm(form, { cart_amount: '70' }).cart_amount).toBe('0');
  });
  it('reads DTP or a padded dtp as dtp', () => {
    expect(changeRateForm(emptyRateForm(), { tarifa: ' DTP', cart_amount: '70' })).toMatchObject({
      cart_amount: '0',
      min_precio_uni: '0',
    });
  });
  it('lets the minimums be typed for any other tariff', () => {
    expect(changeRateForm(emptyRateForm(), { tarifa: 'std', cart_amount: '70' }).cart_amount).toBe('70');
  });
  it('is what validateFreeShippingRate accepts', () => {
    const form = changeRateForm(
      { ...emptyRateForm(), pais: ['es', 'fr'], desde: '2026-03-11', hasta: '2026-03-12' },
      { tarifa: 'dtp' },
    );
    const result = validateFreeShippingRate(form, { now: new Date('2026-03-10T10:00:00Z') });
    expect(result.ok && result.value).toMatchObject({
      pais: ['es', 'fr'],
      cart_amount: 0,
      min_precio_uni: 0,
    });
  });
});

describe('forcesZeroMinimums', () => {
  it.each([
    ['dtp', true],
    ['DTP', true],
    [' dtp', true],
    ['std', false],
    ['', false],
  ])('%s → %s', (tarifa, expected) => {
    expect(forcesZeroMinimums(tarifa)).toBe(expected);
  });
});
