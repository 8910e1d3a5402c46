import { SelectField } from '@/components/ui/form-field';
import { OPINION_COLUMNS } from '@/features/opinions/utils/opinions-url';

const CHOICES = Array.from(
  { length: OPINION_COLUMNS.max - OPINION_COLUMNS.min + 1 },
  (_, index) => OPINION_COLUMNS.min + index,
);

/** How many columns the card grid has: 4 to 20 (commerce-operations §2). */
export function ColumnControl({ value, onChange }: { value: number; onChange: (cols: number) => void }) {
  return (
    <SelectField
      label="Columns"
      className="w-24"
      value={value}
      options={CHOICES}
      onValueChange={(cols) => {
        if (cols !== '') onChange(cols);
      }}
    />
  );
}
