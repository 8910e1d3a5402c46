import { catalogueMessages } from '@cellar/validation/catalogue';
import { validatePriceComparatorUrl } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { priceComparatorUrl } from './analytics-url';
import { pageOfGroup, urlField, urlsFormOf, urlUpdates } from './price-comparator-form';

const entries = [
  { group: 'alion', url: 'https://rival.example/alion' },
  { group: 'vega.sicilia', url: 'https://rival.example/vega' },
];

describe('the price comparator table form', () => {
  it('starts from the stored URLs, one field per group', () => {
    const form = urlsFormOf(entries);
    expect(Object.values(form.urls)).toEqual(['https://rival.example/alion', 'https://rival.example/vega']);
    expect(urlField('vega.sicilia')).toBe('urls.kvega%2Esicilia');
  });

  it('sends the chosen groups with their URLs as typed, trimmed', () => {
    const form = urlsFormOf(entries);
    form.urls.kalion = ' https://rival.example/alion-2 ';
    expect(urlUpdates(['alion'], form)).toEqual({
      ok: true,
      value: [{ group: 'alion', url: 'https://rival.example/alion-2' }],
    });
  });

  it("puts a refused URL's message under that group's URL, and sends nothing", () => {
    const form = urlsFormOf(entries);
    form.urls['kvega%2Esicilia'] = '';
    form.urls.kalion = 'not a url';
    const bad = validatePriceComparatorUrl({ group: 'alion', url: 'not a url' });
    expect(urlUpdates(['alion', 'vega.sicilia'], form)).toEqual({
      ok: false,
      issues: [
        ...(bad.ok ? [] : bad.issues.map((issue) => ({ ...issue, path: urlField('alion') }))),
        { path: urlField('vega.sicilia'), message: catalogueMessages.priceComparator.urlRequired },
      ],
    });
  });

  it('finds the page that shows a group', () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ group: `g${String(index).padStart(2, '0')}` }));
    expect(pageOfGroup(many, 'g00')).toBe(0);
    expect(pageOfGroup(many, 'g20')).toBe(1);
    expect(pageOfGroup(many, 'g44', 10)).toBe(4);
    expect(pageOfGroup(many, 'none')).toBeNull();
  });
});

describe('priceComparatorUrl', () => {
  it('reads a delivery country and a 0-based page; anything else as none', () => {
    expect(priceComparatorUrl.read(new URLSearchParams('country=fr&page=2'))).toEqual({
      country: 'fr',
      page: 2,
    });
    expect(priceComparatorUrl.read(new URLSearchParams('country=xx&page=-1'))).toEqual({
      country: '',
      page: 0,
    });
  });

  it('goes back to the first page when the country changes', () => {
    expect(
      priceComparatorUrl.search(new URLSearchParams('tab=price-comparator&country=fr&page=2'), {
        country: 'de',
      }),
    ).toBe('?tab=price-comparator&country=de');
  });
});
