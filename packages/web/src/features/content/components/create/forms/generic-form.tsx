import { type NewContentValue, siteMessages, validateNewContent } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, TextInput } from '@/components/form';
import { contentQueries } from '@/features/content/api/query-keys';
import type { CreateFormProps } from '@/lib/editor-registry';

interface GenericFields {
  id: string;
  title: string;
}

const NEW_OBJECT: GenericFields = { id: '', title: '' };
const fieldOf = fieldsNamed(['id', 'title']);

/**
 * Any type without a creation form of its own (site-content-and-shell §2.3): an id and, when the type has one
 * (`@types/{type}`), a title the server makes the id from when the id is left empty.
 */
export function GenericForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const schema = useQuery(contentQueries.type(type));
  const hasTitle = schema.data ? 'title' in schema.data.properties : true;
  const rule = useCallback(
    ({ id, title }: GenericFields) => validateNewContent({ id, title: hasTitle ? title : '' }),
    [hasTitle],
  );
  const app = useCreateForm<GenericFields, NewContentValue>({
    kind: 'generic',
    parentPath,
    defaultValues: NEW_OBJECT,
    rule,
    fieldOf,
    created: siteMessages.content.created,
  });

  return (
    <CreateForm
      app={app}
      label={`New ${type}`}
      onCancel={onCancel}
      onSubmit={app.submit(({ id, title }) =>
        create({
          parent: parentPath,
          body: { '@type': type, ...(id ? { id } : {}), ...(hasTitle && title ? { title } : {}) },
        }),
      )}
    >
      <TextInput<GenericFields> name="id" label="Id" />
      {hasTitle ? <TextInput<GenericFields> name="title" label="Title" /> : null}
    </CreateForm>
  );
}
