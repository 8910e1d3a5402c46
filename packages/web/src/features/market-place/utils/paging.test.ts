import { MATCHES_DEFAULT_PAGE_SIZE, matchesPageSize, pageWindow } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, readPage, withParams } from './paging';

describe('readPage', () => {
  it.each([
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['', 1],
  ])('reads %j as %i', (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);

  it('gives the rows of a page', () => {
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [21, 22, 23], page: 3 });
  });

  it('clamps a page past the end to the last one', () => {
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf([], 4, 10)).toEqual({ rows: [], page: 1 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(50, 10)).toBe(5);
    expect(pageCount(51, 10)).toBe(6);
  });
});

describe('the matches list paging', () => {
  it('shows a window of 5 page buttons around the current page', () => {
    const pages = pageCount(95, matchesPageSize('10'));
    expect(pages).toBe(10);
    expect(pageWindow(1, pages)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, pages)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, pages)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, pageCount(25, 10))).toEqual([1, 2, 3]);
  });

  it('takes a page size of 10 to 50 from the URL, else 10', () => {
    expect(matchesPageSize('30')).toBe(30);
    expect(matchesPageSize('100')).toBe(MATCHES_DEFAULT_PAGE_SIZE);
  });
});

describe('withParams', () => {
  it('sets and removes keys, keeping the others', () => {
    const params = new URLSearchParams('supplier=cab&page=3');
    expect(withParams(params, { page: 1, size: 20 })).toBe('?supplier=cab&page=1&size=20');
    expect(withParams(params, { supplier: null, page: null })).toBe('');
  });
});
