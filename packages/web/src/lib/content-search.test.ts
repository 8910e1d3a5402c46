import { AddonRequiredError, HttpError } from '@cellar/sdk';
import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import {
  childrenSort,
  folderCatalogQuery,
  folderSearchBody,
  searchContent,
  titleCatalogQuery,
  titleSearchBody,
} from './content-search';
import { forgetServerAddons } from './server-addons';

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

describe('folderCatalogQuery', () => {
  it("lists a folder's children as Guillotina's catalog does: path prefix, depth from the container, sort, page", () => {
    expect(folderCatalogQuery({ folderPath: '/sdkprobe', page: 2, q: ' child ' })).toEqual({
      path__starts: '/sdkprobe/',
      depth: 2,
      title: 'child',
      _sort_asc: 'id',
      _from: 2 * ADMIN_PAGE_SIZE,
      _size: ADMIN_PAGE_SIZE,
    });
    expect(folderCatalogQuery({ folderPath: '/', page: 0 })).toMatchObject({ path__starts: '/', depth: 1 });
    expect(folderCatalogQuery({ folderPath: '/newsletters/', page: 0 })).toMatchObject({
      _sort_des: 'efective_date',
    });
  });
});

describe('searchContent', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetServerAddons();
  });

  it('asks the search add-on once; on its 501 the catalog answers, for every later search of the page', async () => {
    const page = { items: [], items_total: 0 };
    const search = vi
      .spyOn(apiClient.content, 'search')
      .mockRejectedValue(
        new AddonRequiredError(
          'POST @search',
          'search add-on',
          new HttpError(501, { message: '', type: '' }),
        ),
      );
    const catalog = vi.spyOn(apiClient.content, 'catalogSearch').mockResolvedValue(page);
    const listing = { folderPath: '/sdkprobe/', page: 0 };
    await expect(searchContent(folderSearchBody(listing), folderCatalogQuery(listing))).resolves.toBe(page);
    await expect(searchContent(titleSearchBody('probe', 10), titleCatalogQuery('probe', 10))).resolves.toBe(
      page,
    );
    expect(search).toHaveBeenCalledTimes(1);
    expect(catalog.mock.calls).toEqual([[folderCatalogQuery(listing)], [{ title: 'probe', _size: 10 }]]);
  });
});
