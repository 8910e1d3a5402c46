import { CATALOGUE_LIMITS, splitReferenceList } from '@cellar/validation/catalogue';
import { clsx } from 'clsx';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFieldMessages } from './form-fields';
import { ProductList } from './product-list';
import { type ProductSource, useProductRows } from './product-lookup';
import { ProductReferencePicker } from './product-reference-picker';

/**
 * A field of the enclosing `useAppForm` form that holds product references as text ('VI10903, HE10028', as the
 * spec's form reads them): typed or pasted as before, or picked by name in the {@link ProductReferencePicker}; under
 * it each reference with its thumbnail and name, and those the catalogue does not have flagged. With `single` it
 * holds one reference the catalogue has ('' until one is chosen), as the picker's `single`.
 */
export function ProductReferencesInput<V extends FieldValues>({
  name,
  label,
  hint,
  className,
  single = false,
  source,
}: {
  name: Path<V>;
  label: string;
  hint?: string;
  className?: string;
  single?: boolean;
  source?: ProductSource;
}) {
  const { field } = useController<V>({ name });
  const errors = useFieldMessages(name);
  const text = typeof field.value === 'string' ? field.value : '';
  const references = single ? [] : splitReferenceList(text);
  // Looked up once typing pauses, all in one request.
  const settled = useDebouncedValue(references.join(','), CATALOGUE_LIMITS.productSearchDebounceMs);
  const rows = useProductRows(settled === '' ? [] : settled.split(',')).data;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <ProductReferencePicker
        label={label}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        single={single}
        source={source}
        errors={errors}
        hint={hint}
      />
      <ProductList label={`${label} chosen`} references={references} rows={rows} />
    </div>
  );
}
