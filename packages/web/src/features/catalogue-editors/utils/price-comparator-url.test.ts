import { describe, expect, it } from 'vitest';
import {
  COMPARISON_PAGE_SIZE,
  comparisonPage,
  comparisonTotal,
  productGroupsOf,
  productPriceComparatorUrl,
} from './price-comparator-url';

describe('the product price comparator URL state', () => {
  it('reads a delivery country (es by default) and a 0-based page', () => {
    expect(productPriceComparatorUrl.read(new URLSearchParams('country=uk&page=1'))).toEqual({
      country: 'uk',
      page: 1,
    });
    expect(productPriceComparatorUrl.read(new URLSearchParams('country=xx&page=-3'))).toEqual({
      country: 'es',
      page: 0,
    });
  });

  it('goes back to the first page in another country, and keeps the path and tab', () => {
    const current = new URLSearchParams('path=/bodegas/a/b/&tab=Price comparator&country=uk&page=1');
    const next = new URLSearchParams(productPriceComparatorUrl.search(current, { country: 'fr' }));
    expect(next.get('country')).toBe('fr');
    expect(next.get('page')).toBeNull();
    expect(next.get('path')).toBe('/bodegas/a/b/');
    expect(next.get('tab')).toBe('Price comparator');
  });
});

describe('comparison pages', () => {
  const rows = Array.from({ length: 30 }, (_, index) => index);

  it('pages 25 rows at a time', () => {
    expect(COMPARISON_PAGE_SIZE).toBe(25);
    expect(comparisonPage(rows, 0)).toEqual(rows.slice(0, 25));
    expect(comparisonPage(rows, 1)).toEqual([25, 26, 27, 28, 29]);
    expect(comparisonPage(rows, 2)).toEqual([]);
  });

  it('counts the longest comparison of the entries', () => {
    expect(comparisonTotal([{ comparison: rows }, { comparison: [1] }])).toBe(30);
    expect(comparisonTotal([])).toBe(0);
  });

  it("reads the product's group from its id", () => {
    expect(productGroupsOf({ '@name': 'poggio-ventoso' })).toEqual(['poggio-ventoso']);
  });
});
