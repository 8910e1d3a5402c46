import type { ErpProductSearchResult } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import { Command } from 'cmdk';
import { useEffect, useId } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { useFieldMessages } from '@/components/form';
import { FieldMessages, inputClass } from '@/components/ui/form-field';
import { ProductSuggestions } from './product-suggestions';
import { useProductSearch } from './search-products';
import { useComboboxSearch } from './use-combobox-search';

export interface ProductPickerProps {
  label?: string;
  /** The chosen product's reference (id_producto), '' while none is chosen. */
  value: string;
  /** The chosen reference, with the search result it was chosen from ('' and none when the text changes). */
  onChange: (id_producto: string, product?: ErpProductSearchResult) => void;
  onBlur?: () => void;
  errors?: readonly string[];
  hint?: string;
}

/**
 * A catalogue product, chosen in an accessible combobox (cmdk: the input is a combobox, the products an option list;
 * arrow keys move, Enter picks, Escape closes). Typing searches the catalogue (15 suggestions after a 320 ms pause,
 * catalogue-editors §8); only a product found can be chosen, so no free text reaches the server. A reference typed
 * exactly is chosen as soon as the search finds it.
 */
export function ProductPicker({
  label = 'Product',
  value,
  onChange,
  onBlur,
  errors = [],
  hint = 'Reference, or part of the name to search',
}: ProductPickerProps) {
  const { text, setText, open, setOpen, query, search, found, inputRef } = useComboboxSearch(
    useProductSearch,
    value,
  );
  const results = found.slice(0, CATALOGUE_LIMITS.productSearchSuggestions);
  const messagesId = useId();
  const hasMessages = errors.length > 0 || hint !== '';

  const pick = (product: ErpProductSearchResult) => {
    onChange(product.id_producto, product);
    setText(product.id_producto);
    setOpen(false);
  };

  // A reference typed exactly, once the search finds it, is the product chosen.
  const exact = results.find((product) => product.id_producto.toLowerCase() === text.trim().toLowerCase());
  useEffect(() => {
    if (exact && value !== exact.id_producto) onChange(exact.id_producto, exact);
  }, [exact, value, onChange]);

  return (
    <div className="flex flex-col gap-1">
      <Command
        label={label}
        shouldFilter={false}
        loop
        className="relative flex flex-col gap-1"
        onKeyDown={(event) => {
          // Closes the list; a dialog around it stays open (components/ui/dialog.tsx).
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {label}
        </span>
        <Command.Input
          ref={inputRef}
          className={inputClass}
          value={text}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={hasMessages ? messagesId : undefined}
          onValueChange={(next) => {
            setText(next);
            setOpen(true);
            if (value !== '' && next.trim() !== value) onChange('');
          }}
          onFocus={() => setOpen(text.trim() !== '' && value === '')}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        />
        {open && query.length >= 2 ? (
          <ProductSuggestions
            items={results}
            keyOf={(product) => product.id_producto}
            onPick={pick}
            searching={search.isFetching}
            searched={search.isSuccess}
          >
            {(product) => (
              <>
                <span>
                  <span className="font-mono text-slate-900">{product.id_producto}</span>{' '}
                  <span className="text-slate-700">{product.nombre}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatMoney(product.precio)}</span>
              </>
            )}
          </ProductSuggestions>
        ) : null}
      </Command>
      {hasMessages ? <FieldMessages id={messagesId} hint={hint} errors={errors} /> : null}
    </div>
  );
}

/** A `ProductPicker` bound to a field of the enclosing `useAppForm` form (its messages under it). */
export function ProductInput<V extends FieldValues>({
  name,
  ...props
}: { name: Path<V> } & Omit<ProductPickerProps, 'value' | 'onChange' | 'onBlur' | 'errors'>) {
  const { field } = useController<V>({ name });
  const errors = useFieldMessages(name);
  return (
    <ProductPicker
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errors={errors}
    />
  );
}
