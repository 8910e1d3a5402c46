import type { SearchRequest } from '@cellar/sdk';
import { normalisePath, pathSegments } from '@cellar/sdk';
import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { titleMatch } from '@/lib/content-search';
import { contentKeys } from './query-keys';

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

export const contentSearchKeys = {
  constants: () => [...contentKeys.all, 'constants'] as const,
};

/** Query factories of the listing and creation forms (beside `contentQueries` of query-keys.ts). */
export const contentSearchQueries = {
  /**
   * One page of a folder's children. While another page or search of the same folder loads, the rows on
   * screen stay (no flash of a spinner); another folder's rows never stand in for this one's.
   */
  folder: (listing: FolderListing) => {
    const body = folderSearchBody(listing);
    const folder = JSON.stringify(body.query?.bool?.filter);
    return queryOptions({
      queryKey: contentKeys.search(body),
      queryFn: () => apiClient.content.search(body),
      placeholderData: (previous, previousQuery) => {
        const previousBody = previousQuery?.queryKey[2] as SearchRequest | undefined;
        return previousBody && JSON.stringify(previousBody.query?.bool?.filter) === folder
          ? previous
          : undefined;
      },
      staleTime: 0,
    });
  },

  /** `GET /v2/@constants`: the countries of the Bodega form. */
  constants: () =>
    queryOptions({
      queryKey: contentSearchKeys.constants(),
      queryFn: () => apiClient.content.constants(),
      staleTime: 60 * 60_000,
    }),
};
