import { TIMERS } from '@cellar/validation';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { SearchField } from '@/components/ui/search-field';
import { useUrlState } from '@/lib/url-state';
import { listingUrl } from './listing-url';

/** Marks the history entry a search of the box made: the box's next searches replace it. */
const SEARCH_ENTRY = { listingSearch: true } as const;

const isSearchEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'listingSearch' in state;

/**
 * The listing's search box: writes `q` to the URL after a pause in typing (and back to page 0). The first search
 * is a history entry of its own, so Back returns to the page it started from; the keystrokes that follow refine
 * that search and replace its entry instead of filling the history.
 */
export function SearchBox() {
  const { view, set } = useUrlState(listingUrl);
  const { state } = useLocation();
  const refining = isSearchEntry(state);
  const commit = useCallback(
    (text: string) => set({ q: text }, { replace: refining, state: SEARCH_ENTRY }),
    [set, refining],
  );
  return (
    <search>
      <SearchField
        label="Search"
        className="w-72"
        placeholder="Search by title"
        value={view.q}
        onCommit={commit}
        delayMs={TIMERS.landingSearchDebounce}
      />
    </search>
  );
}
