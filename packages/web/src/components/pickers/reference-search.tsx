import type { ProductReference } from '@cellar/sdk';
import { capacityName } from '@cellar/validation/catalogue';
import { Command } from 'cmdk';
import { inputClass } from '@/components/ui/form-field';
import { ProductSuggestions } from './product-suggestions';
import { REFERENCE_SEARCH_MIN_LENGTH, useCatalogueReferenceSearch } from './search-catalogue-references';
import { useComboboxSearch } from './use-combobox-search';

export interface ReferenceSearchProps {
  label: string;
  /** A reference was picked; the input empties for the next one. */
  onPick: (reference: ProductReference) => void;
  disabled?: boolean;
  /** References not to suggest (already chosen). */
  exclude?: ReadonlySet<string>;
}

/** How a reference reads in a list: reference, name, vintage and format. */
export const referenceText = (reference: ProductReference): string =>
  [reference.nombre, reference.anyada ?? null, capacityName(reference.capacidad)]
    .filter((part) => part !== null && part !== '')
    .join(' · ');

/**
 * A product reference of the catalogue, found in an accessible combobox (cmdk): typing searches `@search-product`
 * after a 320 ms pause and lists 15 suggestions (catalogue-editors §9); arrow keys move, Enter picks, Escape closes.
 */
export function ReferenceSearch({ label, onPick, disabled, exclude }: ReferenceSearchProps) {
  const { text, setText, open, setOpen, query, search, found, inputRef } =
    useComboboxSearch(useCatalogueReferenceSearch);
  const results = found.filter((row) => !exclude?.has(row.referencia));

  const pick = (reference: ProductReference) => {
    onPick(reference);
    setText('');
    setOpen(false);
  };

  return (
    <Command
      label={label}
      shouldFilter={false}
      loop
      className="relative flex flex-col gap-1"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Command.Input
        ref={inputRef}
        className={inputClass}
        value={text}
        disabled={disabled}
        placeholder="Reference, or part of the name to search"
        onValueChange={(next) => {
          setText(next);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      {open && query.length >= REFERENCE_SEARCH_MIN_LENGTH ? (
        <ProductSuggestions
          items={results}
          keyOf={(reference) => reference.referencia}
          onPick={pick}
          searching={search.isFetching}
          searched={search.isSuccess}
        >
          {(reference) => (
            <span>
              <span className="font-mono text-slate-900">{reference.referencia}</span>{' '}
              <span className="text-slate-700">{referenceText(reference)}</span>
            </span>
          )}
        </ProductSuggestions>
      ) : null}
    </Command>
  );
}
