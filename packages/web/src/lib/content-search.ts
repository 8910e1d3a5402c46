import { normalisePath, pathSegments, type SearchClause, type SearchRequest } from '@cellar/sdk';
import { ADMIN_PAGE_SIZE } from '@cellar/validation';

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
