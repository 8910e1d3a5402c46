import { SelectField } from '@/components/ui/form-field';
import { COLUMN_CHOICES } from '@/features/opinions/utils/opinions-url';

/** How many columns the card grid has: 4 to 20 (commerce-operations §2), as many as fit on a narrow screen. */
export function ColumnControl({ value, onChange }: { value: number; onChange: (cols: number) => void }) {
  return (
    <SelectField
      label="Columns"
      className="w-24"
      value={value}
      options={COLUMN_CHOICES}
      onValueChange={(cols) => {
        if (cols !== '') onChange(cols);
      }}
    />
  );
}
