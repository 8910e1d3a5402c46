import { madridDay } from '@cellar/validation';
import {
  buildNewsletterId,
  type NewNewsletterValue,
  siteMessages,
  validateNewNewsletter,
} from '@cellar/validation/site';
import { useWatch } from 'react-hook-form';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, TextInput } from '@/components/form';
import type { CreateFormProps } from '@/lib/editor-registry';

interface NewsletterFields {
  /** A Madrid day (`yyyy-MM-dd`); empty is today. */
  date: string;
  /** The id after its `D_MM_YY_` prefix. */
  suffix: string;
  /** The campaign name. */
  title: string;
}

/** The server names the whole id. */
const fieldOf = fieldsNamed(['date', 'suffix', 'title'], { id: 'suffix' });
const dayOf = (date: string) => date || madridDay(Date.now());
const rule = ({ date, suffix, title }: NewsletterFields) =>
  validateNewNewsletter({ date: dayOf(date), suffix, title });

/** New Newsletter (site-content-and-shell §3, §5): the id is the date prefix D_MM_YY_ plus a slug. */
export function NewsletterForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<NewsletterFields, NewNewsletterValue>({
    kind: 'newsletter',
    parentPath,
    defaultValues: { date: madridDay(Date.now()), suffix: '', title: '' },
    rule,
    fieldOf,
    created: siteMessages.newsletter.created,
  });

  return (
    <CreateForm
      app={app}
      label="New Newsletter"
      onCancel={onCancel}
      onSubmit={app.submit((newsletter) =>
        create({ parent: parentPath, body: { '@type': type, ...newsletter } }),
      )}
    >
      <div className="grid grid-cols-[10rem_1fr] gap-3">
        <TextInput<NewsletterFields> name="date" label="Date" type="date" />
        <TextInput<NewsletterFields> name="suffix" label="Id" hint={<NewsletterId />} />
      </div>
      <TextInput<NewsletterFields> name="title" label="Campaign name" />
    </CreateForm>
  );
}

/** The id the date and the suffix give, as the user types. */
function NewsletterId() {
  const [date, suffix] = useWatch<NewsletterFields, ['date', 'suffix']>({ name: ['date', 'suffix'] });
  // `yyyy-MM-dd` read at noon UTC is that Madrid day.
  const id = buildNewsletterId(new Date(`${dayOf(date)}T12:00:00Z`), suffix);
  return <>{id ? `Id: ${id}` : 'The date prefix D_MM_YY_ is added to it'}</>;
}
