import { GRAPE_TAG_TYPE } from '@cellar/validation/site';
import { type FieldValues, type Path, type PathValue, useFormContext, useWatch } from 'react-hook-form';
import { FieldSet, SelectInput, TextInput } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useTags } from './list-pickers';

/** The names the pickers show: the admin's staff read the catalogue in Spanish (its main shop's language). */
export const PICKER_LANGUAGE = 'es';

/** One grape row as a form holds it: a grape tag id and its percentage as typed. */
export interface GrapeShareRow {
  id: string;
  porcentaje: string;
}

/** A picker's choices, with the stored value kept (as itself) when the list lacks it or has not answered yet. */
export function choicesWith(
  list: readonly { value: string; label: string }[],
  current: string,
): { value: string; label: string }[] {
  return current === '' || list.some((choice) => choice.value === current)
    ? [...list]
    : [{ value: current, label: current }, ...list];
}

/**
 * A product's grapes (`tags_by_category.uva`): rows of a grape tag and its percentage, 0 to 100 (the rule's
 * `validateGrapeShares` checks them). `name` is the form's list of {@link GrapeShareRow}.
 */
export function GrapeShares<V extends FieldValues>({ name }: { name: Path<V> }) {
  // Rows are added and removed through the form's value (react-hook-form's useFieldArray would grow the first
  // page: the form library lives there, with every export any screen uses).
  const { control, getValues, setValue } = useFormContext<V>();
  const grapes = (useWatch({ control, name }) ?? []) as GrapeShareRow[];
  const grapeChoices = (useTags(GRAPE_TAG_TYPE, PICKER_LANGUAGE).data ?? []).map((tag) => ({
    value: tag.id,
    label: tag.name || tag.id,
  }));
  const rows = (): GrapeShareRow[] => (getValues(name) ?? []) as GrapeShareRow[];
  const change = (next: GrapeShareRow[]) =>
    setValue(name, next as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: false });
  const remove = (index: number) => change(rows().filter((_, at) => at !== index));
  const append = () => change([...rows(), { id: '', porcentaje: '' }]);
  return (
    <FieldSet name={name} legend="Grapes">
      <ul className="flex flex-col gap-2">
        {grapes.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list, as its field names are.
          <li key={index} className="flex items-start gap-3">
            <SelectInput<V, string>
              name={`${name}.${index}.id` as Path<V>}
              label={`Grape ${index + 1}`}
              options={choicesWith(grapeChoices, grapes[index]?.id ?? '')}
              placeholder="Choose a grape"
            />
            <TextInput<V>
              name={`${name}.${index}.porcentaje` as Path<V>}
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
