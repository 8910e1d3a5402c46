import { landingSearchBody } from '@cellar/validation/site';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchContent } from '@/lib/content-search';

/** The landings whose title matches `title` (§7 landing search: fuzzy title, under /landings/, 15 results). */
export const landingSearchQuery = (title: string) =>
  queryOptions({
    queryKey: ['content', 'landing-search', title],
    queryFn: () => searchContent(landingSearchBody(title)),
    enabled: title.trim() !== '',
    placeholderData: keepPreviousData,
  });

export const useLandingSearch = (title: string) => useQuery(landingSearchQuery(title));
