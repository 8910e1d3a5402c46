import { describe, expect, it } from 'vitest';
import { offersSearch, readOffersView } from './offers-url';

const params = (text: string) => new URLSearchParams(text);

describe('readOffersView', () => {
  it('defaults to no filter and page 0', () => {
    expect(readOffersView(params(''))).toEqual({ q: '', date: '', tipo: '', page: 0 });
  });
  it('reads q, date, tipo and page', () => {
    expect(readOffersView(params('q=rioja&date=2026-11-22&tipo=e&page=2'))).toEqual({
      q: 'rioja',
      date: '2026-11-22',
      tipo: 'e',
      page: 2,
    });
  });
  it.each(['tipo=x', 'date=22/11/2026', 'page=1.5'])('ignores %s', (query) => {
    expect(readOffersView(params(query))).toEqual({ q: '', date: '', tipo: '', page: 0 });
  });
});

describe('offersSearch', () => {
  it('goes back to page 0 on a new filter', () => {
    expect(offersSearch(params('page=3'), { tipo: 'p' })).toBe('?tipo=p');
    expect(offersSearch(params('page=3&tipo=p'), { date: '2026-01-02' })).toBe('?date=2026-01-02&tipo=p');
  });
  it('keeps the filters when paging', () => {
    expect(offersSearch(params('q=x&tipo=o'), { page: 1 })).toBe('?q=x&tipo=o&page=1');
  });
  it('drops emptied filters', () => {
    expect(offersSearch(params('q=x&tipo=o'), { q: ' ', tipo: '' })).toBe('?');
  });
});
