import { ok } from '@cellar/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contentQueries } from '@/features/content/api/query-keys';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['id', 'title'];

/** Any other type: an id and, when the type has one (`@types/{type}`), a title. */
export function GenericForm({ parentPath, type, onDone }: CreateFormProps) {
  const [id, setId] = useState('');
  const [title, setTitle] = useState('');
  const schema = useQuery(contentQueries.type(type));
  const hasTitle = schema.data ? 'title' in schema.data.properties : true;
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({ kind: 'generic', onDone });

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() =>
        submit(ok({ id: id.trim(), title: title.trim() }), (value) => ({
          parent: parentPath,
          body: {
            '@type': type,
            ...(value.id ? { id: value.id } : {}),
            ...(hasTitle && value.title ? { title: value.title } : {}),
          },
        }))
      }
    >
      <InputField label="Id" value={id} {...bind(setId, 'id')} />
      {hasTitle ? <InputField label="Title" value={title} {...bind(setTitle, 'title')} /> : null}
    </CreateFormLayout>
  );
}
