import { useQuery } from '@tanstack/react-query';
import type { FolderListing } from '@/lib/content-search';
import { contentSearchQueries } from './search-queries';

/** One page of a folder's children, for the Items tab. */
export function useFolderItems(listing: FolderListing) {
  return useQuery(contentSearchQueries.folder(listing));
}
