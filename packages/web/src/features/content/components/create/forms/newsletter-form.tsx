import { madridDay } from '@cellar/validation';
import { buildNewsletterId, validateNewNewsletter } from '@cellar/validation/site';
import { useState } from 'react';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['date', 'suffix', 'id', 'title'];

/** New Newsletter (§3, §5): the id is the date prefix D_MM_YY_ plus a slug; the campaign name is its title. */
export function NewsletterForm({ parentPath, type, onDone }: CreateFormProps) {
  const [day, setDay] = useState(() => madridDay(Date.now()));
  const [suffix, setSuffix] = useState('');
  const [title, setTitle] = useState('');
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({ kind: 'newsletter', onDone });
  // `yyyy-MM-dd` reads as that Madrid day; an empty date falls back to today.
  const date = day || madridDay(Date.now());
  const id = buildNewsletterId(new Date(`${date}T12:00:00Z`), suffix);

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() =>
        submit(validateNewNewsletter({ date, suffix, title }), (value) => ({
          parent: parentPath,
          body: { '@type': type, id: value.id, title: value.title },
        }))
      }
    >
      <div className="grid grid-cols-[10rem_1fr] gap-3">
        <InputField label="Date" type="date" value={day} {...bind(setDay, 'date')} />
        <InputField
          label="Id"
          value={suffix}
          hint={id ? `Id: ${id}` : 'The date prefix D_MM_YY_ is added to it'}
          {...bind(setSuffix, 'suffix', 'id')}
        />
      </div>
      <InputField label="Campaign name" value={title} {...bind(setTitle, 'title')} />
    </CreateFormLayout>
  );
}
