import { LANGUAGES } from '@cellar/validation';
import { catalogueMessages, type ProductFormValues } from '@cellar/validation/catalogue';
import { GRAPE_TAG_TYPE } from '@cellar/validation/site';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldSet, SelectInput, TextAreaInput, TextInput } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useTags, useZonas } from '@/features/catalogue-editors/api/list-pickers';

/** The names the pickers show: the admin's staff read the catalogue in Spanish (its main shop's language). */
const PICKER_LANGUAGE = 'es';

/** A picker's choices, with the stored value kept (as itself) when the list lacks it or has not answered yet. */
function choicesWith(
  list: readonly { value: string; label: string }[],
  current: string,
): { value: string; label: string }[] {
  return current === '' || list.some((choice) => choice.value === current)
    ? [...list]
    : [{ value: current, label: current }, ...list];
}

const NAME_LABELS = { nombre: 'Name', nombre_corto: 'Short name', nombre_banner: 'Banner name' } as const;

/** Product details (§2 'Product details'): names, type, alcohol, region, labels, grapes with their percentage. */
export function ProductDetails({ tags }: { tags: Readonly<Record<string, unknown>> }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextInput<ProductFormValues> name="nombre" label="Name" />
        <TextInput<ProductFormValues>
          name="tipo"
          label="Type"
          hint="/vi wine, /de spirit, /pk pack, /co complement"
        />
        <TextInput<ProductFormValues> name="graduacion" label="Alcohol" inputMode="decimal" />
        <RegionSelect />
        <TextAreaInput<ProductFormValues> name="labels" label="Labels" hint="One label per line" rows={3} />
      </div>
      <FieldSet name="nombres" legend="Names per language">
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {LANGUAGES.flatMap((language) =>
            (Object.keys(NAME_LABELS) as (keyof typeof NAME_LABELS)[]).map((field) => (
              <TextInput<ProductFormValues>
                key={`${language}.${field}`}
                name={`nombres.${language}.${field}`}
                label={`${NAME_LABELS[field]} (${language})`}
              />
            )),
          )}
        </div>
      </FieldSet>
      <Grapes />
      <OtherTags tags={tags} />
    </div>
  );
}

/** The product's region: a zone of /zonas/ (`@list-id-zonas`), stored as its path. */
function RegionSelect() {
  const region = useWatch<ProductFormValues, 'region'>({ name: 'region' });
  const zonas = useZonas(PICKER_LANGUAGE).data?.zonas ?? [];
  const choices = zonas.map((zona) => ({ value: zona.path, label: `${zona.name} (${zona.type})` }));
  return (
    <SelectInput<ProductFormValues, string>
      name="region"
      label="Region"
      options={choicesWith(choices, region)}
      placeholder="No region"
    />
  );
}

/** The grapes (`tags_by_category.uva`): a grape tag id and its percentage, 0 to 100 (§2, §5). */
function Grapes() {
  // Rows are added and removed through the form's value (react-hook-form's useFieldArray would grow the first
  // page: the form library lives there, with every export any screen uses).
  const { control, getValues, setValue } = useFormContext<ProductFormValues>();
  const grapes = useWatch({ control, name: 'grapes' });
  const grapeChoices = (useTags(GRAPE_TAG_TYPE, PICKER_LANGUAGE).data ?? []).map((tag) => ({
    value: tag.id,
    label: tag.name || tag.id,
  }));
  const change = (next: ProductFormValues['grapes']) =>
    setValue('grapes', next, { shouldDirty: true, shouldValidate: false });
  const remove = (index: number) => change(getValues('grapes').filter((_, at) => at !== index));
  const append = () => change([...getValues('grapes'), { id: '', porcentaje: '' }]);
  return (
    <FieldSet name="grapes" legend="Grapes">
      <ul className="flex flex-col gap-2">
        {grapes.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as its field names are.
          <li key={index} className="flex items-start gap-3">
            <SelectInput<ProductFormValues, string>
              name={`grapes.${index}.id`}
              label={`Grape ${index + 1}`}
              options={choicesWith(grapeChoices, grapes[index]?.id ?? '')}
              placeholder="Choose a grape"
            />
            <TextInput<ProductFormValues>
              name={`grapes.${index}.porcentaje`}
              label={`Percentage of grape ${index + 1}`}
              type="number"
              min={0}
              max={100}
              step="any"
            />
            <Button variant="ghost" className="mt-6" onClick={() => remove(index)}>
              {`Remove grape ${index + 1}`}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={append}>
          Add grape
        </Button>
      </div>
    </FieldSet>
  );
}

/** The product's other tag categories, as they are (this tab edits the grapes only). */
function OtherTags({ tags }: { tags: Readonly<Record<string, unknown>> }) {
  const categories = Object.entries(tags).filter(([category]) => category !== GRAPE_TAG_TYPE);
  if (categories.length === 0) return null;
  return (
    <section aria-label={catalogueMessages.product.otherTags} className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium text-slate-700">{catalogueMessages.product.otherTags}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {categories.map(([category, list]) => (
          <div key={category} className="contents">
            <dt className="font-mono text-slate-600">{category}</dt>
            <dd className="text-slate-800">
              {(Array.isArray(list) ? list : [])
                .map((tag) =>
                  typeof tag === 'object' && tag !== null ? String((tag as { id?: unknown }).id) : '',
                )
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
