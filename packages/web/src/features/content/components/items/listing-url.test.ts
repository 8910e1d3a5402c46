import { describe, expect, it } from 'vitest';
import { listingSearch, readListingState } from './listing-url';

const params = (text: string) => new URLSearchParams(text);

describe('readListingState', () => {
  it('defaults to page 0 and no search', () => {
    expect(readListingState(params('path=/bodegas/'))).toEqual({ q: '', page: 0 });
  });
  it.each(['-1', 'abc', '1.5', ''])('reads page=%s as 0', (page) => {
    expect(readListingState(params(`page=${page}`)).page).toBe(0);
  });
  it('reads q and page', () => {
    expect(readListingState(params('q=rioja&page=3'))).toEqual({ q: 'rioja', page: 3 });
  });
});

describe('listingSearch', () => {
  it('keeps path and tab readable and sets the page', () => {
    expect(listingSearch(params('path=/bodegas/&tab=Items'), { page: 1 })).toBe(
      '?path=/bodegas/&tab=Items&page=1',
    );
  });
  it('leaves page 0 out', () => {
    expect(listingSearch(params('path=/bodegas/&page=2'), { page: 0 })).toBe('?path=/bodegas/');
  });
  it('goes back to page 0 when q changes', () => {
    expect(listingSearch(params('path=/bodegas/&page=2'), { q: 'rioja' })).toBe('?path=/bodegas/&q=rioja');
  });
  it('keeps the page when q is the same', () => {
    expect(listingSearch(params('path=/bodegas/&q=rioja&page=2'), { q: 'rioja' })).toBe(
      '?path=/bodegas/&q=rioja&page=2',
    );
  });
  it('drops an emptied q', () => {
    expect(listingSearch(params('path=/bodegas/&q=rioja'), { q: '' })).toBe('?path=/bodegas/');
  });
});
