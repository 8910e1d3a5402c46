import { describe, expect, it } from 'vitest';
import {
  filterTrafficRows,
  nextTrafficSort,
  parseTrafficFilter,
  parseTrafficSort,
  sortTrafficRows,
  type TrafficRow,
  trafficDomains,
  withTrafficSort,
} from './traffic-table';

const row = (grupo: string, domain: string, unique_users: number, purchase = 0): TrafficRow => ({
  grupo,
  domain,
  unique_users,
  add_to_cart: 0,
  add_to_cart_percent: 0,
  purchase,
  purchase_percent: 0,
});

const rows = [
  row('vega-sicilia-unico', 'www.cellar-es.example', 30, 2),
  row('Alion', 'www.cellar-fr.example', 100, 2),
  row('pingus', 'www.cellar-es.example', 9, 5),
  row('alion-2', 'www.cellar-es.example', 100, 1),
];
const groups = (list: readonly TrafficRow[]) => list.map((entry) => entry.grupo);

describe('parseTrafficSort', () => {
  it.each([
    ['sort=purchase&dir=desc', { column: 'purchase', direction: 'desc' }],
    ['sort=grupo', { column: 'grupo', direction: 'asc' }],
    ['sort=grupo&dir=sideways', { column: 'grupo', direction: 'asc' }],
    ['sort=password&dir=desc', null],
    ['', null],
  ])('reads %j', (query, expected) => {
    expect(parseTrafficSort(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('nextTrafficSort', () => {
  it('goes ascending, descending, then back to the server order', () => {
    const asc = nextTrafficSort(null, 'purchase');
    expect(asc).toEqual({ column: 'purchase', direction: 'asc' });
    const desc = nextTrafficSort(asc, 'purchase');
    expect(desc).toEqual({ column: 'purchase', direction: 'desc' });
    expect(nextTrafficSort(desc, 'purchase')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(nextTrafficSort({ column: 'grupo', direction: 'desc' }, 'domain')).toEqual({
      column: 'domain',
      direction: 'asc',
    });
  });
});

describe('withTrafficSort', () => {
  it('writes and removes sort and dir, keeping the other keys', () => {
    const params = new URLSearchParams('tab=traffic&q=al');
    const sorted = withTrafficSort(params, { column: 'unique_users', direction: 'desc' });
    expect(sorted.toString()).toBe('tab=traffic&q=al&sort=unique_users&dir=desc');
    expect(withTrafficSort(sorted, null).toString()).toBe('tab=traffic&q=al');
    expect(params.toString()).toBe('tab=traffic&q=al');
  });
});

describe('sortTrafficRows', () => {
  it('sorts numbers as numbers, keeping the server order of equal rows', () => {
    expect(groups(sortTrafficRows(rows, { column: 'unique_users', direction: 'asc' }))).toEqual([
      'pingus',
      'vega-sicilia-unico',
      'Alion',
      'alion-2',
    ]);
    expect(groups(sortTrafficRows(rows, { column: 'unique_users', direction: 'desc' }))).toEqual([
      'Alion',
      'alion-2',
      'vega-sicilia-unico',
      'pingus',
    ]);
  });

  it('sorts text ignoring case', () => {
    expect(groups(sortTrafficRows(rows, { column: 'grupo', direction: 'asc' }))).toEqual([
      'Alion',
      'alion-2',
      'pingus',
      'vega-sicilia-unico',
    ]);
  });

  it('leaves the rows as they are without a sort, and never changes its input', () => {
    const copy = [...rows];
    expect(sortTrafficRows(rows, null)).toBe(rows);
    sortTrafficRows(rows, { column: 'purchase', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('filterTrafficRows', () => {
  it('keeps the groups containing q, any case', () => {
    expect(groups(filterTrafficRows(rows, { q: 'ALION', domain: '' }))).toEqual(['Alion', 'alion-2']);
  });

  it('keeps one domain', () => {
    expect(groups(filterTrafficRows(rows, { q: 'alion', domain: 'www.cellar-es.example' }))).toEqual([
      'alion-2',
    ]);
  });

  it('reads the filter from the URL', () => {
    expect(parseTrafficFilter(new URLSearchParams('q=%20rioja%20&domain=x'))).toEqual({
      q: 'rioja',
      domain: 'x',
    });
    expect(parseTrafficFilter(new URLSearchParams(''))).toEqual({ q: '', domain: '' });
  });

  it('lists each domain once, sorted', () => {
    expect(trafficDomains(rows)).toEqual(['www.cellar-es.example', 'www.cellar-fr.example']);
  });
});
