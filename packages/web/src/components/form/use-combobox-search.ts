import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How a combobox's text is held and searched, when not as one search text of its own. */
export interface ComboboxTextOptions {
  /** The text is the caller's (a form field holding a list): it is shown, and changes go to `onTextChange`. */
  text?: string;
  onTextChange?: (text: string) => void;
  /** What of the text is searched (the reference being typed in a list); the whole text, trimmed, by default. */
  termOf?: (text: string) => string;
}

/**
 * The typing side of a search combobox: the text, whether the list is open, the query once typing pauses
 * (320 ms, catalogue-editors §8) and the search, which runs only while the list is open; and the ref of its cmdk
 * input (`inputRef`), whose state it keeps true.
 */
export function useComboboxSearch<T>(
  useSearch: (query: string) => UseQueryResult<T[]>,
  initialText = '',
  options: ComboboxTextOptions = {},
) {
  const [ownText, setOwnText] = useState(initialText);
  const text = options.text ?? ownText;
  const setText = options.onTextChange ?? setOwnText;
  const [open, setOpen] = useState(false);
  const term = options.termOf ? options.termOf(text) : text.trim();
  const query = useDebouncedValue(term, CATALOGUE_LIMITS.productSearchDebounceMs);
  const search = useSearch(open ? query : '');
  const inputRef = useRef<HTMLInputElement>(null);
  useComboboxState(inputRef);
  return { text, setText, open, setOpen, query, search, found: open ? (search.data ?? []) : [], inputRef };
}

/**
 * cmdk's input always says `aria-expanded="true"` and names its option list in `aria-controls`, but the pickers
 * render that list only while a search shows: the input then pointed at nothing. After each render this says
 * whether the list is there, and names it only then.
 */
function useComboboxState(inputRef: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const list = input.closest('[cmdk-root]')?.querySelector('[cmdk-list]');
    input.setAttribute('aria-expanded', String(list != null));
    if (list) input.setAttribute('aria-controls', list.id);
    else input.removeAttribute('aria-controls');
  });
}
