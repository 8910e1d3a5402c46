import type { SearchRequest } from '@cellar/sdk';
import { queryOptions } from '@tanstack/react-query';
import {
  type FolderListing,
  folderCatalogQuery,
  folderSearchBody,
  searchContent,
} from '@/lib/content-search';
import { freshIfPreloaded } from '@/lib/preload-query';
import { contentKeys } from './query-keys';

/** Query factories of the folder listing (beside `contentQueries` of query-keys.ts). */
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
      queryFn: () => searchContent(body, folderCatalogQuery(listing)),
      placeholderData: (previous, previousQuery) => {
        const previousBody = previousQuery?.queryKey[2] as SearchRequest | undefined;
        return previousBody && JSON.stringify(previousBody.query?.bool?.filter) === folder
          ? previous
          : undefined;
      },
      // Read again on every opening, but for the page a preload fetched for this one.
      staleTime: freshIfPreloaded,
    });
  },
};
