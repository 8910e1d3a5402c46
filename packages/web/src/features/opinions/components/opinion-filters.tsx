import { LANGUAGES, type Language, SHOP_IDS, type ShopId } from '@cellar/validation';
import { useCallback } from 'react';
import { FormField, InputField, inputClass } from '../../../components/ui/form-field';
import { useSearchBox } from '../../../lib/use-search-box';
import type { OpinionsView } from '../utils/opinions-url';

export interface OpinionFiltersProps {
  view: OpinionsView;
  onChange: (change: Partial<OpinionsView>) => void;
}

/** The filters column: language (idioma), shop and a text search; each lives in the URL. */
export function OpinionFilters({ view, onChange }: OpinionFiltersProps) {
  // The URL wins when it changes from outside (back button, a link); typing writes once it pauses.
  const commitQ = useCallback((q: string) => onChange({ q }), [onChange]);
  const search = useSearchBox(view.q, commitQ);

  return (
    <aside aria-label="Filters" className="flex w-52 shrink-0 flex-col gap-3">
      <h2 className="text-sm font-semibold text-slate-900">Filters</h2>
      <FormField label="Language">
        {(ids) => (
          <select
            {...ids}
            className={inputClass}
            value={view.idioma}
            onChange={(event) => onChange({ idioma: event.target.value as Language | '' })}
          >
            <option value="">All languages</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Shop">
        {(ids) => (
          <select
            {...ids}
            className={inputClass}
            value={view.shop}
            onChange={(event) => onChange({ shop: event.target.value as ShopId | '' })}
          >
            <option value="">All shops</option>
            {SHOP_IDS.map((shop) => (
              <option key={shop} value={shop}>
                {shop}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <InputField
        label="Search"
        type="search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commitNow();
        }}
      />
    </aside>
  );
}
