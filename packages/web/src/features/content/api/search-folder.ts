import { useQuery } from '@tanstack/react-query';
import { contentSearchQueries, type FolderListing } from './search-queries';

/** One page of a folder's children, for the Items tab. */
export function useFolderItems(listing: FolderListing) {
  return useQuery(contentSearchQueries.folder(listing));
}
