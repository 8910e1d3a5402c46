import { slugify } from '@cellar/validation';
import { homeRangeFromDays, validateNewHome } from '@cellar/validation/site';
import { useState } from 'react';
import { CreateFormLayout } from '../create-form-layout';
import { type CreateFormProps, errorsOf, InputField } from '../fields';
import { useCreateSubmit } from '../use-create-submit';

const FIELDS = ['home_name', 'date_start', 'date_end', 'id'];

/** New Home (§3, §5): an optional name and the range From 00:00 of one day To 23:59 of another (Madrid). */
export function HomeForm({ parentPath, type, onDone }: CreateFormProps) {
  const [name, setName] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const { submit, errors, clearError, formErrors, pending } = useCreateSubmit({ kind: 'home', onDone });

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
      <InputField
        label="Name"
        value={name}
        hint="Optional"
        errors={errorsOf(errors, 'home_name', 'id')}
        onValueChange={(text) => {
          setName(text);
          clearError('home_name');
          clearError('id');
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label="From (00:00h)"
          type="date"
          value={fromDay}
          errors={errorsOf(errors, 'date_start')}
          onValueChange={(day) => {
            setFromDay(day);
            clearError('date_start');
          }}
        />
        <InputField
          label="To (23:59h)"
          type="date"
          value={toDay}
          errors={errorsOf(errors, 'date_end')}
          onValueChange={(day) => {
            setToDay(day);
            clearError('date_end');
          }}
        />
      </div>
    </CreateFormLayout>
  );
}
