import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ObjectForm } from '@/components/object-form/object-form';
import { fieldSpecOf } from '@/components/object-form/schema-fields';
import { Loading } from '@/components/ui/loading';
import { usePatchObject } from '@/features/content/api/patch-object';
import { contentQueries } from '@/features/content/api/query-keys';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

/** The object's Guillotina fields, read-only, and its title when its type has one. */
export function PropertiesTab(props: ObjectTabProps) {
  const { object, path } = props;
  const schema = useQuery(contentQueries.type(object['@type']));
  const patch = usePatchObject();
  const titleProperty = schema.data?.properties.title as Record<string, unknown> | undefined;
  const titleFields = useMemo(
    () => (titleProperty && titleProperty.readonly !== true ? [fieldSpecOf('title', titleProperty)] : []),
    [titleProperty],
  );

  const rows: [string, string][] = [
    ['id', object['@name']],
    ['type', object['@type']],
    ['uid', object['@uid']],
    ['path', path],
    ['creation_date', formatMadridDateTime(object.creation_date)],
    ['modification_date', formatMadridDateTime(object.modification_date)],
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-medium text-slate-600">{name}</dt>
            <dd className="font-mono break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {schema.isPending ? <Loading /> : null}
      {titleFields.length > 0 ? (
        <ObjectForm
          key={path}
          tab={props}
          name="Properties"
          label="Properties"
          fields={titleFields}
          save={(body, lastModDate) => patch.mutateAsync({ path, body, lastModDate })}
        />
      ) : null}
    </div>
  );
}
