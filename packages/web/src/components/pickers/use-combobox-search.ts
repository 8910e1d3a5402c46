import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The typing side of a search combobox: the text, whether the list is open, the query once typing pauses
 * (320 ms, catalogue-editors §8) and the search, which runs only while the list is open.
 */
export function useComboboxSearch<T>(useSearch: (query: string) => UseQueryResult<T[]>, initialText = '') {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), CATALOGUE_LIMITS.productSearchDebounceMs);
  const search = useSearch(open ? query : '');
  return { text, setText, open, setOpen, query, search, found: open ? (search.data ?? []) : [] };
}
