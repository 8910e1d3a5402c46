import type { OrphanOption } from '@cellar/sdk';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldSet } from '@/components/form';
import { SearchField } from '@/components/ui/search-field';
import { fromOption, type ProductContentForm } from '@/features/product-content/utils/product-content-form';

const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The options whose name or reference holds every word searched (accents and case aside). */
export function matchingOptions(options: readonly OrphanOption[], q: string): OrphanOption[] {
  const words = folded(q).split(/\s+/).filter(Boolean);
  return options.filter((option) => {
    const text = folded(`${option.nombre} ${option.id_producto}`);
    return words.every((word) => text.includes(word));
  });
}

/** The orphan option to register (§2.13): a searchable list; choosing one fills in what the ERP knows of it. */
export function OptionPicker({ options }: { options: readonly OrphanOption[] }) {
  // The search is part of filling the form, not a view to link to: in the URL, each search would be a navigation
  // the unsaved-changes guard asks about.
  const [q, setQ] = useState('');
  const { setValue } = useFormContext<ProductContentForm>();
  const { field } = useController<ProductContentForm, 'producto'>({ name: 'producto' });
  const shown = matchingOptions(options, q);
  const choose = (option: OrphanOption) => {
    field.onChange(option.id_producto);
    for (const [key, value] of Object.entries(fromOption(option)))
      if (key !== 'producto')
        setValue(key as keyof ProductContentForm, value as never, {
          shouldDirty: true,
          shouldValidate: false,
        });
  };
  return (
    <FieldSet name="producto" legend="Product option">
      <SearchField label="Search options" value={q} onCommit={setQ} />
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">No option without product matches.</p>
      ) : (
        <ul
          aria-label="Options without product"
          className="max-h-64 overflow-auto rounded border border-slate-200"
        >
          {shown.map((option) => (
            <li key={option.id_producto} className="border-b border-slate-100 last:border-0">
              <label className="flex items-center gap-2 px-3 py-1.5 text-sm text-slate-800">
                <input
                  type="radio"
                  name={field.name}
                  value={option.id_producto}
                  checked={field.value === option.id_producto}
                  onBlur={field.onBlur}
                  onChange={() => choose(option)}
                />
                <span>{option.nombre}</span>
                <span className="font-mono text-slate-500">{option.id_producto}</span>
                <span className="text-slate-500">{option.tienda}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </FieldSet>
  );
}
