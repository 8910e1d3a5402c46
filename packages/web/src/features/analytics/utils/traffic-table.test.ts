import { describe, expect, it } from 'vitest';
import { nextSort } from '@/components/table/data-table';
import { trafficUrl } from './analytics-url';
import {
  compareText,
  filterTrafficRows,
  type TrafficRow,
  trafficDomains,
  trafficSortOf,
  trafficSortParams,
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
const viewOf = (query: string) => trafficUrl.read(new URLSearchParams(query));

describe('the traffic sort in the URL', () => {
  it.each([
    ['sort=purchase&dir=desc', { column: 'purchase', direction: 'desc' }],
    ['sort=grupo', { column: 'grupo', direction: 'asc' }],
    ['sort=grupo&dir=sideways', { column: 'grupo', direction: 'asc' }],
    ['sort=password&dir=desc', null],
    ['', null],
  ])('reads %j', (query, expected) => {
    expect(trafficSortOf(viewOf(query))).toEqual(expected);
  });

  it('writes a header click as sort and dir, and removes both when the sort goes back to none', () => {
    const current = new URLSearchParams('tab=traffic&q=al');
    const asc = nextSort(null, 'unique_users');
    const sorted = trafficUrl.search(current, trafficSortParams(asc));
    expect(sorted).toBe('?tab=traffic&q=al&sort=unique_users&dir=asc');
    const desc = nextSort(trafficSortOf(viewOf(sorted)), 'unique_users');
    expect(trafficUrl.search(new URLSearchParams(sorted), trafficSortParams(desc))).toBe(
      '?tab=traffic&q=al&sort=unique_users&dir=desc',
    );
    expect(
      trafficUrl.search(new URLSearchParams(sorted), trafficSortParams(nextSort(desc, 'unique_users'))),
    ).toBe('?tab=traffic&q=al');
  });

  it('writes no sort for a column the table does not have', () => {
    expect(trafficSortParams({ column: 'password', direction: 'desc' })).toEqual({ sort: '', dir: '' });
  });
});

describe('compareText', () => {
  it('sorts text ignoring case, numbers in it as numbers', () => {
    expect(['pingus', 'alion-2', 'Alion', 'vega-10', 'vega-9'].sort(compareText)).toEqual([
      'Alion',
      'alion-2',
      'pingus',
      'vega-9',
      'vega-10',
    ]);
  });
});

describe('filterTrafficRows', () => {
  it('keeps the groups containing q, any case, spaces around it ignored', () => {
    expect(groups(filterTrafficRows(rows, { q: ' ALION ', domain: '' }))).toEqual(['Alion', 'alion-2']);
  });

  it('keeps one domain', () => {
    expect(groups(filterTrafficRows(rows, { q: 'alion', domain: 'www.cellar-es.example' }))).toEqual([
      'alion-2',
    ]);
  });

  it('reads the filter from the URL', () => {
    expect(viewOf('q=rioja&domain=x')).toMatchObject({ q: 'rioja', domain: 'x' });
    expect(viewOf('')).toMatchObject({ q: '', domain: '' });
  });

  it('lists each domain once, sorted', () => {
    expect(trafficDomains(rows)).toEqual(['www.cellar-es.example', 'www.cellar-fr.example']);
  });
});
