import { SelectField } from '@/components/ui/form-field';

/** The page size of a marketplace list, one of `sizes` (the URL's `?size=`). */
export function PageSizeSelect<S extends number>({
  value,
  sizes,
  onChange,
}: {
  value: S;
  sizes: readonly S[];
  onChange: (size: S) => void;
}) {
  return (
    <SelectField
      label="Page size"
      className="w-28"
      value={value}
      options={sizes}
      onValueChange={(next) => {
        if (next !== '') onChange(next);
      }}
    />
  );
}
