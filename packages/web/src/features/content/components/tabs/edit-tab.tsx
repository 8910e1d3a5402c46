import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ObjectForm } from '@/components/object-form/object-form';
import { schemaFields } from '@/components/object-form/schema-fields';
import { Loading } from '@/components/ui/loading';
import { usePatchObject } from '@/features/content/api/patch-object';
import { contentQueries } from '@/features/content/api/query-keys';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useReloadObject } from '@/lib/use-reload-object';
import { FileField } from './file-field';

/** The generic Edit tab: a form generated from `@types/{type}`, saving the changed fields with PATCH. */
export function EditTab(props: ObjectTabProps) {
  const { object, path, readOnly } = props;
  const type = object['@type'];
  const schema = useQuery(contentQueries.type(type));
  const patch = usePatchObject();
  const reload = useReloadObject(path);
  const fields = useMemo(() => (schema.data ? schemaFields(schema.data) : []), [schema.data]);
  const formFields = useMemo(() => fields.filter((field) => field.kind !== 'file'), [fields]);
  const fileFields = useMemo(() => fields.filter((field) => field.kind === 'file'), [fields]);
  // The date the user's own upload or delete left on the object: the form's next save is checked against
  // it, not against the date the form was opened with (that would be a 412 blaming the user himself).
  // Nobody else can have changed the object meanwhile: the file controls work only under the user's lock.
  const [ownDate, setOwnDate] = useState<string | null>(null);
  const onFileChanged = () =>
    void reload()
      .then((fresh) => setOwnDate(fresh.modification_date))
      .catch(() => undefined);

  if (schema.isPending) return <Loading />;
  if (schema.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {schema.error.message}
      </p>
    );

  return (
    <div className="flex flex-col gap-6">
      <ObjectForm
        key={path}
        tab={props}
        name="Edit"
        label={`Edit ${type}`}
        fields={formFields}
        ownModificationDate={ownDate}
        save={(body, lastModDate) => patch.mutateAsync({ path, body, lastModDate })}
      />
      {fileFields.map((field) => (
        <FileField
          key={field.name}
          path={path}
          field={field}
          value={object[field.name]}
          readOnly={readOnly}
          onChanged={onFileChanged}
        />
      ))}
    </div>
  );
}
