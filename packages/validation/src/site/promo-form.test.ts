import { describe, expect, it } from 'vitest';
import { newPromoFormRow, newPromoId, promoFormRow, promoStatus, validatePromoForm } from './promo-form';
import { issuesOf } from './test-support';

const text = { es: 'Rebajas', it: 'Saldi', fr: 'Soldes', de: 'Sale', en: 'Sales' };
const links = { es: 'rebajas/', it: '', fr: '', de: '', en: '' };
// 2025-07-10 23:30 Madrid (summer, UTC+2) is still 10 July there, already 11 July nowhere near.
const NOW = new Date('2025-07-10T21:30:00Z');

describe('promo form rows', () => {
  it('reads stored instants as Madrid days, winter and summer', () => {
    const row = promoFormRow({
      id: 'p',
      date_start: '2025-12-31T23:00:00.000Z',
      date_end: '2026-07-31T21:59:59.000Z',
      text,
      display_countdown: false,
    });
    expect(row).toMatchObject({ date_start: '2026-01-01', date_end: '2026-07-31', bg_color: '#fbe89d' });
    expect(row.display_countdown).toBe(false);
    expect(row.isNew).toBe(false);
  });

  it('adds a new promo with the §9 defaults and an id not taken', () => {
    const row = newPromoFormRow(['promo-2025-07-10'], NOW);
    expect(row).toMatchObject({
      id: 'promo-2025-07-10-2',
      bg_color: '#fbe89d',
      display_countdown: true,
      isNew: true,
    });
    expect(row.text).toEqual({ es: '', it: '', fr: '', de: '', en: '' });
    expect(newPromoId([], NOW)).toBe('promo-2025-07-10');
    expect(newPromoId(['promo-2025-07-10', 'promo-2025-07-10-2'], NOW)).toBe('promo-2025-07-10-3');
  });
});

describe('validatePromoForm', () => {
  it('saves Madrid days: the start at 00:00, the end at 23:59:59, without isNew', () => {
    const row = {
      ...newPromoFormRow([], NOW),
      text,
      link: links,
      date_start: '2025-07-01',
      date_end: '2025-07-31',
    };
    const result = validatePromoForm({ promos: [row] });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 'promo-2025-07-10',
          date_start: '2025-06-30T22:00:00.000Z',
          date_end: '2025-07-31T21:59:59.000Z',
          bg_color: '#fbe89d',
          text,
          link: { ...links, es: '/rebajas/' },
          display_countdown: true,
        },
      ],
    });
  });

  it("refuses a missing translation in the spec's words, naming the promo", () => {
    const row = { ...newPromoFormRow([], NOW), text: { ...text, de: '' } };
    expect(issuesOf(validatePromoForm({ promos: [row] }))).toEqual([
      ['promos.0.text.de', "It's missing the de translation of the promo Rebajas"],
    ]);
    const untitled = newPromoFormRow([], NOW);
    expect(issuesOf(validatePromoForm({ promos: [untitled] }))[0]).toEqual([
      'promos.0.text.es',
      "It's missing the es translation of the promo promo-2025-07-10",
    ]);
  });

  it('refuses a colour that is not #RRGGBB and a day that is not a date', () => {
    const row = { ...newPromoFormRow([], NOW), text, bg_color: 'yellow', date_end: '2025-02-30' };
    expect(issuesOf(validatePromoForm({ promos: [row] }))).toEqual([
      ['promos.0.date_end', 'The end date is not a valid date'],
      ['promos.0.bg_color', "The color yellow doesn't exist"],
    ]);
  });
});

describe('promoStatus', () => {
  it.each([
    ['2025-07-11', '2025-07-20', 'future'],
    ['2025-07-01', '2025-07-10', 'running'],
    ['', '', 'running'],
    ['2025-06-01', '2025-07-09', 'past'],
  ] as const)('%s to %s is %s on 10 July (Madrid)', (date_start, date_end, status) => {
    expect(promoStatus({ date_start, date_end }, NOW)).toBe(status);
  });
});
