import { TIMERS } from '@cellar/validation';
import { useCallback, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { inputClass } from '@/components/ui/form-field';
import { useSearchBox } from '@/lib/use-search-box';
import { listingSearch } from './listing-url';

/** The listing's search box: writes `q` to the URL after a pause in typing (and back to page 0). */
export function SearchBox({ q }: { q: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const commit = useCallback(
    (text: string) => void navigate(listingSearch(params, { q: text.trim() }), { replace: true }),
    [navigate, params],
  );
  const box = useSearchBox(q, commit, TIMERS.landingSearchDebounce);

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
