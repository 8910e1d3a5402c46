import { LANGUAGES } from '@cellar/validation';
import { useCallback } from 'react';
import { ShopSelect } from '@/components/pickers';
import { SelectField } from '@/components/ui/form-field';
import { SearchField } from '@/components/ui/search-field';
import type { OpinionsView } from '@/features/opinions/utils/opinions-url';

export interface OpinionFiltersProps {
  view: OpinionsView;
  onChange: (change: Partial<OpinionsView>) => void;
}

/** The filters column: language (idioma), shop and a text search; each lives in the URL. */
export function OpinionFilters({ view, onChange }: OpinionFiltersProps) {
  const commitQ = useCallback((q: string) => onChange({ q }), [onChange]);

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
      <SearchField label="Search" value={view.q} onCommit={commitQ} />
    </aside>
  );
}
