import { TIMERS } from '@cellar/validation';
import { useCallback, useId } from 'react';
import { useLocation } from 'react-router';
import { inputClass } from '@/components/ui/form-field';
import { useUrlState } from '@/lib/url-state';
import { useSearchBox } from '@/lib/use-search-box';
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
  const id = useId();
  const { view, set } = useUrlState(listingUrl);
  const { state } = useLocation();
  const refining = isSearchEntry(state);
  const commit = useCallback(
    (text: string) => set({ q: text }, { replace: refining, state: SEARCH_ENTRY }),
    [set, refining],
  );
  const box = useSearchBox(view.q, commit, TIMERS.landingSearchDebounce);

  return (
    <search>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          box.commitNow();
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          id={id}
          type="search"
          value={box.text}
          placeholder="Search by title"
          className={`${inputClass} w-72`}
          onChange={(event) => box.setText(event.target.value)}
        />
      </form>
    </search>
  );
}
