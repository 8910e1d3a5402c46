import { slugify } from '@cellar/validation';
import { homeRangeFromDays, type NewHomeValue, siteMessages, validateNewHome } from '@cellar/validation/site';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, TextInput } from '@/components/form';
import type { CreateFormProps } from '@/lib/editor-registry';

interface HomeFields {
  /** Optional. */
  home_name: string;
  /** Madrid days (`yyyy-MM-dd`): From 00:00 of the first, To 23:59 of the second. */
  fromDay: string;
  toDay: string;
}

const NEW_HOME: HomeFields = { home_name: '', fromDay: '', toDay: '' };
/** The rule's range and the server's id (made from the name) under the form's fields. */
const fieldOf = fieldsNamed(['home_name', 'fromDay', 'toDay'], {
  date_start: 'fromDay',
  date_end: 'toDay',
  id: 'home_name',
});
const rule = ({ home_name, fromDay, toDay }: HomeFields) =>
  validateNewHome({
    home_name,
    date_start: fromDay ? homeRangeFromDays(fromDay, fromDay).date_start : '',
    date_end: toDay ? homeRangeFromDays(toDay, toDay).date_end : '',
  });

/** New Home (site-content-and-shell §3, §5): an optional name and the range From 00:00 To 23:59 (Madrid). */
export function HomeForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<HomeFields, NewHomeValue>({
    kind: 'home',
    parentPath,
    defaultValues: NEW_HOME,
    rule,
    fieldOf,
    created: siteMessages.home.created,
  });

  return (
    <CreateForm
      app={app}
      label="New Home"
      onCancel={onCancel}
      onSubmit={app.submit((home, typed) =>
        create({
          parent: parentPath,
          // A home has no id field of its own: its name names it, else the day it starts.
          body: { '@type': type, id: slugify(home.home_name) || `home-${typed.fromDay}`, ...home },
        }),
      )}
    >
      <TextInput<HomeFields> name="home_name" label="Name" hint="Optional" />
      <div className="grid grid-cols-2 gap-3">
        <TextInput<HomeFields> name="fromDay" label="From (00:00h)" type="date" />
        <TextInput<HomeFields> name="toDay" label="To (23:59h)" type="date" />
      </div>
    </CreateForm>
  );
}
