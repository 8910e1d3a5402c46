import { LANGUAGES } from '@cellar/validation';
import { useCallback } from 'react';
import { ShopSelect } from '@/components/pickers';
import { InputField, SelectField } from '@/components/ui/form-field';
import type { OpinionsView } from '@/features/opinions/utils/opinions-url';
import { useSearchBox } from '@/lib/use-search-box';

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
      <SelectField
        label="Language"
        value={view.idioma}
        placeholder="All languages"
        options={LANGUAGES}
        onValueChange={(idioma) => onChange({ idioma })}
      />
      <ShopSelect value={view.shop} placeholder="All shops" onValueChange={(shop) => onChange({ shop })} />
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
