import { slugify } from '@cellar/validation';
import { homeRangeFromDays, validateNewHome } from '@cellar/validation/site';
import { useState } from 'react';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['home_name', 'date_start', 'date_end', 'id'];

/** New Home (§3, §5): an optional name and the range From 00:00 of one day To 23:59 of another (Madrid). */
export function HomeForm({ parentPath, type, onDone }: CreateFormProps) {
  const [name, setName] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({ kind: 'home', onDone });

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() => {
        const range = {
          date_start: fromDay ? homeRangeFromDays(fromDay, fromDay).date_start : '',
          date_end: toDay ? homeRangeFromDays(toDay, toDay).date_end : '',
        };
        submit(validateNewHome({ home_name: name, ...range }), (value) => ({
          parent: parentPath,
          body: {
            '@type': type,
            // A home has no id field of its own: its name names it, else the day it starts.
            id: slugify(value.home_name) || `home-${fromDay}`,
            ...value,
          },
        }));
      }}
    >
      <InputField label="Name" value={name} hint="Optional" {...bind(setName, 'home_name', 'id')} />
      <div className="grid grid-cols-2 gap-3">
        <InputField label="From (00:00h)" type="date" value={fromDay} {...bind(setFromDay, 'date_start')} />
        <InputField label="To (23:59h)" type="date" value={toDay} {...bind(setToDay, 'date_end')} />
      </div>
    </CreateFormLayout>
  );
}
