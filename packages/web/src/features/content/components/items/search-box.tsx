import { TIMERS } from '@cellar/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { inputClass } from '../../../../components/ui/form-field';
import { useDebouncedCallback } from '../../../../lib/use-debounced-callback';
import { listingSearch } from './listing-url';

/** The listing's search box: writes `q` to the URL after a pause in typing (and back to page 0). */
export function SearchBox({ q }: { q: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  // The last `q` this box wrote: a different one in the URL came from elsewhere (a label, back button).
  const written = useRef(q);
  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      setText(q);
    }
  }, [q]);

  const commit = useDebouncedCallback((value: string) => {
    if (value.trim() === q.trim()) return;
    written.current = value.trim();
    void navigate(listingSearch(params, { q: value.trim() }), { replace: true });
  }, TIMERS.landingSearchDebounce);

  return (
    <search>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          commit.flush();
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          id={id}
          type="search"
          value={text}
          placeholder="Search by title"
          className={`${inputClass} w-72`}
          onChange={(event) => {
            setText(event.target.value);
            commit(event.target.value);
          }}
        />
      </form>
    </search>
  );
}
