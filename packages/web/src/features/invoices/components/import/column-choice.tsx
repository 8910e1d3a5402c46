import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';

/** One column an import needs from the file ('Order code', 'Cost'). */
export interface ColumnNeed<K extends string> {
  key: K;
  label: string;
}

/**
 * Choose which of the file's columns hold what the import needs (the header offered, the company's last choice
 * preselected), then get the data. Shared by every import kind with a file.
 */
export function ColumnChoice<K extends string>({
  columns,
  needs,
  initial,
  busy,
  onSubmit,
}: {
  columns: readonly string[];
  needs: readonly ColumnNeed<K>[];
  /** The last choice for the company; a column the file lacks is left unchosen. */
  initial: Partial<Record<K, string>> | null;
  busy: boolean;
  onSubmit: (choice: Record<K, string>) => void;
}) {
  const preset = () =>
    Object.fromEntries(
      needs.map(({ key }) => {
        const column = initial?.[key];
        return [key, column && columns.includes(column) ? column : ''];
      }),
    ) as Record<K, string>;
  const [choice, setChoice] = useState<Record<K, string>>(preset);
  // A new file or a new remembered choice: start from it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: preset reads exactly these.
  useEffect(() => setChoice(preset()), [columns, initial]);
  const missing = needs.filter(({ key }) => choice[key] === '');
  return (
    <section aria-label="Columns" className="flex flex-wrap items-end gap-3">
      {needs.map(({ key, label }) => (
        <SelectField<string>
          key={key}
          label={`${label} column`}
          value={choice[key]}
          placeholder="Choose a column"
          options={columns}
          onValueChange={(value) => setChoice((current) => ({ ...current, [key]: value }))}
        />
      ))}
      <Button disabled={busy || missing.length > 0} onClick={() => onSubmit(choice)}>
        Get data
      </Button>
    </section>
  );
}
