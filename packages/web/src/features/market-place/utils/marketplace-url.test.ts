import { describe, expect, it } from 'vitest';
import { editMatchsUrl, matchProductsUrl } from './marketplace-url';

const read = (query: string) => matchProductsUrl.read(new URLSearchParams(query));

describe('matchProductsUrl', () => {
  it('reads the URLs the screen has always written: 1-based pages, a page size of the list', () => {
    expect(read('supplier=cab&page=3&size=20')).toEqual({ supplier: 'cab', page: 2, size: 20 });
    expect(read('')).toEqual({ supplier: '', page: 0, size: 10 });
  });

  it.each(['page=0', 'page=-2', 'page=2.5', 'page=abc'])('reads %j as the first page', (query) => {
    expect(read(query).page).toBe(0);
  });

  it('takes 10, 20, 50 or 100 a page, anything else as 10', () => {
    expect(read('size=100').size).toBe(100);
    expect(read('size=30').size).toBe(10);
  });

  it('writes pages 1-based, leaves the first page and the default size out', () => {
    const current = new URLSearchParams('supplier=cab');
    expect(matchProductsUrl.search(current, { page: 1 })).toBe('?supplier=cab&page=2');
    expect(matchProductsUrl.search(current, { page: 0, size: 10 })).toBe('?supplier=cab');
  });

  it('goes back to the first page when the supplier or the page size changes', () => {
    const current = new URLSearchParams('supplier=cab&page=4&size=20');
    expect(matchProductsUrl.search(current, { supplier: 'vin' })).toBe('?supplier=vin&size=20');
    expect(matchProductsUrl.search(current, { size: 50 })).toBe('?supplier=cab&size=50');
  });
});

describe('editMatchsUrl', () => {
  it('takes 10 to 50 a page in steps of 10, anything else as 10', () => {
    const view = (query: string) => editMatchsUrl.read(new URLSearchParams(query));
    expect(view('size=30&page=2')).toEqual({ page: 1, size: 30 });
    expect(view('size=100').size).toBe(10);
  });
});
