import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsletterFromSubscription, subscriptionFromNewsletter, validateUserEdit } from './user-edit';

const user = { nombre: 'Ana', idioma: 'es', country: 'es', observaciones: '', newsletter: true };

describe('validateUserEdit', () => {
  it.each([
    [{ ...user, idioma: 'esp' }, 'idioma', 'Language length should be 2'],
    [{ ...user, idioma: '' }, 'idioma', 'Language length should be 2'],
    [{ ...user, country: 'e' }, 'country', 'Country length should be 2'],
    [{ ...user, country: null }, 'country', 'Country length should be 2'],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(validateUserEdit(input)).toEqual({ ok: false, issues: [{ path, message }] });
  });

  it('normalises the form', () => {
    expect(validateUserEdit({ ...user, idioma: ' fr ', newsletter: 'false', id: 3 })).toEqual({
      ok: true,
      value: { ...user, idioma: 'fr', newsletter: false },
    });
  });
});

describe('newsletter flag', () => {
  it('is the inverse of subscription.unsubscribed', () => {
    expect(newsletterFromSubscription({ unsubscribed: true })).toBe(false);
    expect(newsletterFromSubscription({ unsubscribed: false })).toBe(true);
    expect(newsletterFromSubscription(null)).toBe(true);
    expect(subscriptionFromNewsletter(true)).toEqual({ unsubscribed: false });
  });

  it('round-trips both ways', () => {
    fc.assert(
      fc.property(fc.boolean(), (flag) => {
        expect(newsletterFromSubscription(subscriptionFromNewsletter(flag))).toBe(flag);
        expect(subscriptionFromNewsletter(newsletterFromSubscription({ unsubscribed: flag }))).toEqual({
          unsubscribed: flag,
        });
      }),
    );
  });
});
