import { useQuery } from '@tanstack/react-query';
import { searchContent, titleCatalogQuery, titleSearchBody } from '@/lib/content-search';

/** How many objects the palette lists. */
export const PALETTE_RESULTS = 10;
/** Shorter queries would match half the tree. */
export const PALETTE_MIN_QUERY = 2;

export const paletteKeys = {
  titles: (query: string) => ['command-palette', 'titles', query] as const,
};

/** Objects whose title matches `query` (fuzzy), the first {@link PALETTE_RESULTS}. */
export function useTitleSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: paletteKeys.titles(trimmed),
    queryFn: () =>
      searchContent(titleSearchBody(trimmed, PALETTE_RESULTS), titleCatalogQuery(trimmed, PALETTE_RESULTS)),
    enabled: trimmed.length >= PALETTE_MIN_QUERY,
    staleTime: 30_000,
  });
}
