import { validateDateFilter } from '@cellar/validation/commerce';
import { Form, SubmitButton, TextInput, useAppForm } from '@/components/form';

interface Range {
  fecha_desde: string;
  fecha_hasta: string;
}

// 'Incorrect dates' belongs to the range, not to one day: it shows above the fields.
const fieldOf = () => null;

/** The date range to group (§5: a bad range is 'Incorrect dates'); Group puts it in the URL. */
export function EurotaxRangeForm({ range, onGroup }: { range: Range; onGroup: (range: Range) => void }) {
  const { form, handleSubmit } = useAppForm({
    defaultValues: range,
    values: range,
    rule: validateDateFilter,
    fieldOf,
    guardLeaving: false,
  });
  return (
    <Form
      form={form}
      label="Date range"
      className="flex flex-wrap items-end gap-3"
      onSubmit={handleSubmit(async (value) => onGroup(value))}
    >
      <TextInput<Range> name="fecha_desde" label="From" type="date" className="w-48" />
      <TextInput<Range> name="fecha_hasta" label="To" type="date" className="w-48" />
      <SubmitButton>Group by country</SubmitButton>
    </Form>
  );
}
