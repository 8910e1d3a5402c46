import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { childrenSort, folderSearchBody } from './content-search';

describe('folderSearchBody', () => {
  it('lists the children of a folder: path prefix with the slash, depth one below, sorted by id', () => {
    expect(folderSearchBody({ folderPath: '/bodegas/', page: 0 })).toEqual({
      query: { bool: { filter: [{ prefix: { path: '/bodegas/' } }, { term: { depth: 3 } }] } },
      sort: ['id'],
      from: 0,
      size: ADMIN_PAGE_SIZE,
    });
  });

  it('pages with from = page * 30 and size 30', () => {
    const body = folderSearchBody({ folderPath: '/bodegas', page: 2 });
    expect(body.from).toBe(60);
    expect(body.size).toBe(30);
  });

  it('adds a fuzzy title match for q, trimmed, and leaves it out when blank', () => {
    const body = folderSearchBody({ folderPath: '/bodegas/vega-sicilia/', page: 1, q: '  rioha ' });
    expect(body.query?.bool).toEqual({
      filter: [{ prefix: { path: '/bodegas/vega-sicilia/' } }, { term: { depth: 4 } }],
      must: [{ match: { title: { query: 'rioha', fuzziness: 'AUTO' } } }],
    });
    expect(body.from).toBe(30);
    expect(
      folderSearchBody({ folderPath: '/bodegas/', page: 0, q: '   ' }).query?.bool?.must,
    ).toBeUndefined();
  });

  it('lists the root: every path, depth 2', () => {
    expect(folderSearchBody({ folderPath: '/', page: 0 }).query?.bool?.filter).toEqual([
      { prefix: { path: '/' } },
      { term: { depth: 2 } },
    ]);
  });

  it('never asks for a negative offset', () => {
    expect(folderSearchBody({ folderPath: '/tags/', page: -3 }).from).toBe(0);
  });

  it('takes another page size (the tag types list asks for 100)', () => {
    expect(folderSearchBody({ folderPath: '/tags/', page: 0, pageSize: 100 }).size).toBe(100);
  });
});

describe('childrenSort (§7)', () => {
  it.each([
    ['/newsletters/', [{ efective_date: { order: 'desc' } }]],
    ['/newsletters', [{ efective_date: { order: 'desc' } }]],
    ['/home/', [{ date_start: { order: 'desc' } }]],
    ['/bodegas/', ['id']],
    ['/landings/', ['id']],
    ['/', ['id']],
  ])('%s sorts by %j', (folder, sort) => {
    expect(childrenSort(folder)).toEqual(sort);
  });
});
