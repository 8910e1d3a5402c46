import { describe, expect, it } from 'vitest';
import { opinionsUrl } from './opinions-url';

const params = (text: string) => new URLSearchParams(text);

describe('opinionsUrl', () => {
  it('reads the pending tab, page 0, 4 columns and no filter by default, anything malformed as the default', () => {
    const defaults = { tab: 'pend', page: 0, cols: 4, idioma: '', shop: '', q: '' };
    expect(opinionsUrl.read(params(''))).toEqual(defaults);
    expect(opinionsUrl.read(params('tab=xxx&cols=21&page=-1&idioma=pt&shop=es'))).toEqual(defaults);
    expect(opinionsUrl.read(params('cols=4.5')).cols).toBe(4);
  });
  it('reads every parameter', () => {
    expect(opinionsUrl.read(params('tab=publ&page=3&cols=20&idioma=fr&shop=uk&q=tinto'))).toEqual({
      tab: 'publ',
      page: 3,
      cols: 20,
      idioma: 'fr',
      shop: 'uk',
      q: 'tinto',
    });
  });
  it('leaves the defaults out', () => {
    expect(opinionsUrl.search(params('tab=npub&cols=8'), { tab: 'pend', cols: 4 })).toBe('?');
  });
  it('goes back to page 0 on a new tab or filter, and keeps it when only the columns change', () => {
    expect(opinionsUrl.search(params('page=2'), { tab: 'publ' })).toBe('?tab=publ');
    expect(opinionsUrl.search(params('page=2&tab=publ'), { shop: 'de' })).toBe('?tab=publ&shop=de');
    expect(opinionsUrl.search(params('page=2'), { q: 'rioja' })).toBe('?q=rioja');
    expect(opinionsUrl.search(params('page=2'), { cols: 8 })).toBe('?page=2&cols=8');
  });
});
