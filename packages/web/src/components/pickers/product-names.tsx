import { LANGUAGES } from '@cellar/validation';
import type { FieldValues, Path } from 'react-hook-form';
import { FieldSet, TextInput } from '@/components/form';

const NAME_LABELS = { nombre: 'Name', nombre_corto: 'Short name', nombre_banner: 'Banner name' } as const;

/** A product's names per language (§3 `nombres`: name, short name, banner name), the form's `nombres` field. */
export function ProductNamesFields<V extends FieldValues>() {
  return (
    <FieldSet name="nombres" legend="Names per language">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {LANGUAGES.flatMap((language) =>
          (Object.keys(NAME_LABELS) as (keyof typeof NAME_LABELS)[]).map((field) => (
            <TextInput<V>
              key={`${language}.${field}`}
              name={`nombres.${language}.${field}` as Path<V>}
              label={`${NAME_LABELS[field]} (${language})`}
            />
          )),
        )}
      </div>
    </FieldSet>
  );
}
