import { NEW_OFFER_DEFAULTS, validateOffer } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { newOfferForm, offerInput } from './offer-form';

const NOW = new Date('2026-03-10T10:00:00Z');

describe('newOfferForm', () => {
  it('starts as the spec says: type o, not expirable, 00:00:00 to 23:59:59', () => {
    const form = newOfferForm();
    expect(form.id_tipo).toBe('o');
    expect(form.caducable).toBe(false);
    expect([form.fromTime, form.toTime]).toEqual([NEW_OFFER_DEFAULTS.startTime, NEW_OFFER_DEFAULTS.endTime]);
  });
});

describe('offerInput', () => {
  it('joins days and Madrid times, and validateOffer stores the percent as a fraction', () => {
    const input = offerInput({
      ...newOfferForm(),
      id_producto: ' 12345 ',
      fromDay: '2026-03-11',
      toDay: '2026-03-20',
      descuento_oferta: '15',
    });
    expect(input).toMatchObject({
      id_producto: '12345',
      fecha_desde: '2026-03-11 00:00:00',
      fecha_hasta: '2026-03-20 23:59:59',
    });
    const result = validateOffer(input, { now: NOW });
    expect(result.ok && result.value).toMatchObject({
      id_tipo: 'o',
      descuento_oferta: 0.15,
      fecha_desde: '2026-03-10T23:00:00.000Z',
      fecha_hasta: '2026-03-20T22:59:59.000Z',
      caducable: false,
    });
  });
  it('reads a time without seconds', () => {
    const input = offerInput({ ...newOfferForm(), fromDay: '2026-03-11', fromTime: '10:30' });
    expect(input.fecha_desde).toBe('2026-03-11 10:30:00');
  });
  it('leaves an empty day empty, so the duration is required', () => {
    const result = validateOffer(offerInput({ ...newOfferForm(), id_producto: '1', descuento_oferta: '5' }), {
      now: NOW,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain('fecha_desde');
  });
  it('sends only the fields of the chosen type', () => {
    const form = { ...newOfferForm(), descuento_oferta: '10', uni_compra: '6', uni_promo: '1' };
    expect(offerInput({ ...form, id_tipo: 'p' })).not.toHaveProperty('descuento_oferta');
    expect(offerInput({ ...form, id_tipo: 'p' })).toMatchObject({ uni_compra: '6', uni_promo: '1' });
    expect(offerInput({ ...form, id_tipo: 'o' })).not.toHaveProperty('uni_compra');
  });
});
