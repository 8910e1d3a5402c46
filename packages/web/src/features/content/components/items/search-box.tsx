import { TIMERS } from '@cellar/validation';
import { useCallback } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { useUrlState } from '@/lib/url-state';
import { listingUrl } from './listing-url';

/**
 * The listing's search box: writes `q` to the URL after a pause in typing (and back to page 0). The first search
 * is a history entry of its own, so Back returns to the page it started from; the keystrokes that follow refine
 * that search and replace its entry instead of filling the history.
 */
export function SearchBox() {
  const { view, set } = useUrlState(listingUrl);
  const commit = useCallback((text: string) => set({ q: text }, { typing: true }), [set]);
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
