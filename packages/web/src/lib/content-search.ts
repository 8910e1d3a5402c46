import {
  type CatalogQuery,
  normalisePath,
  pathSegments,
  type SearchClause,
  type SearchRequest,
  type SearchResponse,
} from '@cellar/sdk';
import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import { apiClient } from './api-client';
import { withAddon } from './server-addons';

/** Fuzzy match on the title (site-content-and-shell §7: "Title search uses fuzzy match"). */
export const titleMatch = (query: string): SearchClause => ({
  match: { title: { query, fuzziness: 'AUTO' } },
});

/** Objects anywhere in the tree whose title matches `query`, `size` of them (the command palette's search). */
export function titleSearchBody(query: string, size: number): SearchRequest {
  return { query: { bool: { must: [titleMatch(query.trim())] } }, from: 0, size };
}

/** The sort of a folder's children (site-content-and-shell §7). */
export function childrenSort(folderPath: string): NonNullable<SearchRequest['sort']> {
  switch (normalisePath(folderPath)) {
    case '/newsletters/':
      return [{ efective_date: { order: 'desc' } }];
    case '/home/':
      return [{ date_start: { order: 'desc' } }];
    default:
      return ['id'];
  }
}

export interface FolderListing {
  /** The folder, any spelling ('/bodegas', '/bodegas/'). */
  folderPath: string;
  /** 0-based page. */
  page: number;
  /** The search box; blank lists every child. */
  q?: string;
  pageSize?: number;
}

/**
 * The `@search` body of a folder listing (§2.3, §7): the children of the folder (path prefix
 * `<folder>/` and depth one below it), optionally the fuzzy title match of `q`, the folder's sort, one page.
 */
export function folderSearchBody({
  folderPath,
  page,
  q = '',
  pageSize = ADMIN_PAGE_SIZE,
}: FolderListing): SearchRequest {
  const folder = normalisePath(folderPath);
  // The root has depth 1, `/bodegas` 2: the children sit one level below the folder.
  const depth = pathSegments(folder).length + 2;
  const query = q.trim();
  return {
    query: {
      bool: {
        filter: [{ prefix: { path: folder } }, { term: { depth } }],
        ...(query ? { must: [titleMatch(query)] } : {}),
      },
    },
    sort: childrenSort(folder),
    from: Math.max(0, page) * pageSize,
    size: pageSize,
  };
}

/**
 * `sort` as Guillotina's catalog takes it: the first field, ascending (`_sort_asc`) or descending (`_sort_des`);
 * the catalog sorts on one field.
 */
function catalogSort(sort: SearchRequest['sort']): CatalogQuery {
  const first = sort?.[0];
  if (first === undefined) return {};
  if (typeof first === 'string') return { _sort_asc: first };
  const [field, order] = Object.entries(first)[0] ?? [];
  if (field === undefined) return {};
  return (order as { order?: string } | undefined)?.order === 'desc'
    ? { _sort_des: field }
    : { _sort_asc: field };
}

/**
 * The folder listing as Guillotina's own catalog query (`GET @search`), for a server without the search add-on:
 * the same children (path prefix, `depth` counted from the container), sort and page; `q` matches the title's words
 * (the catalog's full text) where the add-on matches fuzzily.
 */
export function folderCatalogQuery({
  folderPath,
  page,
  q = '',
  pageSize = ADMIN_PAGE_SIZE,
}: FolderListing): CatalogQuery {
  const folder = normalisePath(folderPath);
  const query = q.trim();
  return {
    path__starts: folder,
    depth: pathSegments(folder).length + 1,
    ...(query ? { title: query } : {}),
    ...catalogSort(childrenSort(folder)),
    _from: Math.max(0, page) * pageSize,
    _size: pageSize,
  };
}

/** {@link titleSearchBody} as a catalog query: objects anywhere whose title holds the words of `query`. */
export const titleCatalogQuery = (query: string, size: number): CatalogQuery => ({
  title: query.trim(),
  _size: size,
});

/**
 * The one way the admin searches content: the search add-on's `POST @search` with `body`, or, on a server without
 * it (a plain Guillotina answers 501), Guillotina's own `GET @search` with `catalog` where the screen has one; the
 * first answer decides for the page (`withAddon`), so the add-on is not asked again. Without `catalog` the screen
 * says it needs the search add-on.
 */
export const searchContent = (body: SearchRequest, catalog?: CatalogQuery): Promise<SearchResponse> =>
  withAddon(
    'search',
    () => apiClient.content.search(body),
    catalog && (() => apiClient.content.catalogSearch(catalog)),
  );
