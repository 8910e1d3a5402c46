import { describe, expect, it } from 'vitest';
import { OPINION_COLUMNS, opinionsSearch, readOpinionsView } from './opinions-url';

const params = (text: string) => new URLSearchParams(text);

describe('readOpinionsView', () => {
  it('defaults to the pending tab, page 0, 4 columns and no filter', () => {
    expect(readOpinionsView(params(''))).toEqual({
      tab: 'pend',
      page: 0,
      cols: 4,
      idioma: '',
      shop: '',
      q: '',
    });
  });
  it('reads every parameter', () => {
    expect(readOpinionsView(params('tab=publ&page=3&cols=12&idioma=fr&shop=uk&q=tinto'))).toEqual({
      tab: 'publ',
      page: 3,
      cols: 12,
      idioma: 'fr',
      shop: 'uk',
      q: 'tinto',
    });
  });
  it.each([
    ['tab=xxx', 'tab', 'pend'],
    ['cols=3', 'cols', OPINION_COLUMNS.default],
    ['cols=21', 'cols', OPINION_COLUMNS.default],
    ['cols=4.5', 'cols', OPINION_COLUMNS.default],
    ['page=-1', 'page', 0],
    ['page=abc', 'page', 0],
    ['idioma=pt', 'idioma', ''],
    ['shop=es', 'shop', ''],
  ] as const)('ignores %s', (query, key, value) => {
    expect(readOpinionsView(params(query))[key]).toBe(value);
  });
  it.each([4, 20])('accepts %i columns', (cols) => {
    expect(readOpinionsView(params(`cols=${cols}`)).cols).toBe(cols);
  });
});

describe('opinionsSearch', () => {
  it('leaves the defaults out', () => {
    expect(opinionsSearch(params('tab=npub'), { tab: 'pend' })).toBe('?');
  });
  it('goes back to page 0 on a new tab or filter', () => {
    expect(opinionsSearch(params('page=2'), { tab: 'publ' })).toBe('?tab=publ');
    expect(opinionsSearch(params('page=2&tab=publ'), { idioma: 'es' })).toBe('?tab=publ&idioma=es');
    expect(opinionsSearch(params('page=2'), { q: 'rioja' })).toBe('?q=rioja');
  });
  it('keeps the page when only the columns change', () => {
    expect(opinionsSearch(params('page=2'), { cols: 8 })).toBe('?cols=8&page=2');
  });
  it('sets the page', () => {
    expect(opinionsSearch(params('tab=npub&shop=fr'), { page: 1 })).toBe('?tab=npub&shop=fr&page=1');
  });
});
