import { formatMoney } from '@cellar/validation';
import { useState } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useProductSearch } from '@/features/offers/api/search-products';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface ProductPickerProps {
  /** The chosen product reference (id_producto). */
  value: string;
  onChange: (id_producto: string) => void;
  errors?: readonly string[] | undefined;
}

/**
 * The offer's product: type a reference, or part of a name and pick one of the catalogue products found
 * (GraphQL pedido_search_producto); picking writes its reference in the field.
 */
export function ProductPicker({ value, onChange, errors }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(value.trim(), 250);
  const search = useProductSearch(open ? query : '');
  const results = open ? (search.data ?? []).slice(0, 8) : [];
  const exact = results.length === 1 && results[0]?.id_producto === value.trim();

  return (
    <div className="flex flex-col gap-1">
      <FormField label="Product" errors={errors ?? []} hint="Reference, or part of the name to search">
        {(ids) => (
          <input
            {...ids}
            className={inputClass}
            autoComplete="off"
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
            }}
          />
        )}
      </FormField>
      {results.length > 0 && !exact ? (
        <ul
          aria-label="Products found"
          className="flex max-h-56 flex-col overflow-y-auto rounded border border-slate-200"
        >
          {results.map((product) => (
            <li key={product.id_producto}>
              <button
                type="button"
                className="flex w-full items-baseline justify-between gap-2 px-2.5 py-1.5 text-left text-sm hover:bg-slate-100"
                onClick={() => {
                  onChange(product.id_producto);
                  setOpen(false);
                }}
              >
                <span>
                  <span className="font-mono text-slate-900">{product.id_producto}</span>{' '}
                  <span className="text-slate-700">{product.nombre}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-500">{formatMoney(product.precio)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
