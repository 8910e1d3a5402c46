import type { Language } from '@cellar/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The lists change only when someone edits the tree of zones or tags: read once in a while. */
const LIST_STALE_MS = 10 * 60_000;

/** The lists several screens pick from (the Product tab, 'Create product content'): one cache for all. */
const pickerKeys = { all: ['pickers'] as const };

export const pickerQueries = {
  /** `GET @list-id-zonas?lang=` (catalogue-editors §7): the zones a product's region is picked from. */
  zonas: (lang: Language) =>
    queryOptions({
      queryKey: [...pickerKeys.all, 'zonas', lang],
      queryFn: () => apiClient.content.zonas(lang),
      staleTime: LIST_STALE_MS,
    }),
  /** `GET @tags/{type}?lang=` (catalogue-editors §7): the tags of one type (grapes are `uva`). */
  tags: (type: string, lang: Language) =>
    queryOptions({
      queryKey: [...pickerKeys.all, 'tags', type, lang],
      queryFn: () => apiClient.content.tags(type, lang),
      staleTime: LIST_STALE_MS,
    }),
};

export const useZonas = (lang: Language) => useQuery(pickerQueries.zonas(lang));
export const useTags = (type: string, lang: Language) => useQuery(pickerQueries.tags(type, lang));
