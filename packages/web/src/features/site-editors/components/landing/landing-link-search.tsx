import { TIMERS } from '@cellar/validation';
import { useState } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useLandingSearch } from '@/features/site-editors/api/search-landings';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The landing a view-more link goes to (§7 landing search: the title fuzzy, 15 results, §9 320 ms after typing
 * pauses); picking one gives its path.
 */
export function LandingLinkSearch({ onPick }: { onPick: (path: string) => void }) {
  const [text, setText] = useState('');
  const title = useDebouncedValue(text.trim(), TIMERS.landingSearchDebounce);
  const search = useLandingSearch(title);
  const items = title === '' ? [] : (search.data?.items ?? []);
  return (
    <div className="flex flex-col gap-1">
      <FormField label="Search a landing">
        {(ids) => (
          <input
            {...ids}
            type="search"
            className={inputClass}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      {title !== '' && search.isSuccess && items.length === 0 ? (
        <p className="text-sm text-slate-600">No landing has that title.</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Landings found" className="flex flex-col rounded border border-slate-200">
          {items.map((item) => (
            <li key={item.path}>
              <button
                type="button"
                className="w-full px-2 py-1 text-left text-sm hover:bg-slate-50"
                onClick={() => {
                  onPick(item.path);
                  setText('');
                }}
              >
                {item.title ?? item['@name']}{' '}
                <span className="font-mono text-xs text-slate-500">{item.path}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
