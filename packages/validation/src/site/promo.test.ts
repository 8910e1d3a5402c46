import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePromoLink, promoEndOfDay, validatePromos } from './promo';
import { issuesOf, neverThrows } from './test-support';

const text = { es: 'Rebajas', it: 'Saldi', fr: 'Soldes', de: 'Sale', en: 'Sales' };

describe('validatePromos', () => {
  it('normalises dates, links, colour and countdown', () => {
    const result = validatePromos({
      promos: [
        {
          id: 'p1',
          date_start: '2025-07-01T00:00:00+02:00',
          date_end: '2025-07-31T09:00:00Z',
          text,
          link: { es: 'rebajas/', en: 'https://shop.example/sales', fr: '/soldes/' },
          isNew: true,
        },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 'p1',
          date_start: '2025-06-30T22:00:00.000Z',
          date_end: '2025-07-31T21:59:59.000Z',
          bg_color: '#fbe89d',
          text,
          link: { es: '/rebajas/', it: '', fr: '/soldes/', de: '', en: 'https://shop.example/sales' },
          display_countdown: true,
          isNew: true,
        },
      ],
    });
  });
  it('keeps a chosen colour and countdown off', () => {
    const result = validatePromos([{ id: 'p', text, bg_color: '#000000', display_countdown: false }]);
    expect(
      result.ok && [result.value[0]?.bg_color, result.value[0]?.display_countdown, result.value[0]?.date_end],
    ).toEqual(['#000000', false, null]);
  });
  it.each([
    [
      { id: 'p1', text: { ...text, en: '' } },
      'promos.0.text.en',
      "It's missing the en translation of the promo Rebajas",
    ],
    [
      { id: 'p1', text: { ...text, es: '' } },
      'promos.0.text.es',
      "It's missing the es translation of the promo p1",
    ],
    [
      { text: { ...text, es: '', de: '' } },
      'promos.0.text.es',
      "It's missing the es translation of the promo #1",
    ],
    [{ id: 'p', text, date_end: 'tomorrow' }, 'promos.0.date_end', 'The end date is not a valid date'],
    [{ id: 'p', text, bg_color: '#fbe89' }, 'promos.0.bg_color', "The color #fbe89 doesn't exist"],
  ])('%j gives %s: %s', (promo, path, message) => {
    expect(issuesOf(validatePromos([promo]))[0]).toEqual([path, message]);
  });
  it('never throws', () => neverThrows(validatePromos));
});

describe('promo helpers', () => {
  it.each([
    ['vinos/tintos', '/vinos/tintos'],
    ['/vinos', '/vinos'],
    ['https://x.example/a', 'https://x.example/a'],
    ['//cdn.example/a', '//cdn.example/a'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['', ''],
    [null, ''],
  ])('link %j -> %j', (link, expected) => {
    expect(normalisePromoLink(link)).toBe(expected);
  });
  it('link normalising is idempotent and relative links start with /', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (link) => {
        const once = normalisePromoLink(link);
        expect(normalisePromoLink(once)).toBe(once);
        if (once !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(once)) expect(once.startsWith('/')).toBe(true);
      }),
    );
  });
  it('ends a promo at 23:59:59 Madrid, summer and winter', () => {
    expect(promoEndOfDay(new Date('2025-01-10T23:30:00Z')).toISOString()).toBe('2025-01-11T22:59:59.000Z');
    expect(promoEndOfDay(new Date('2025-08-10T08:00:00Z')).toISOString()).toBe('2025-08-10T21:59:59.000Z');
  });
});
