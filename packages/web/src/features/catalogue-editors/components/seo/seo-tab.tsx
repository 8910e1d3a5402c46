import { catalogueMessages, SEO_BEHAVIOR, seoHasH1 } from '@cellar/validation/catalogue';
import { useMemo } from 'react';
import type { SaveToasts } from '@/components/form';
import { ObjectForm } from '@/components/object-form/object-form';
import type { FieldSpec } from '@/components/object-form/schema-fields';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useSaveObject } from '@/lib/use-save-object';

const i18n = (name: string, title: string): FieldSpec => ({
  name,
  kind: 'i18n',
  title,
  required: false,
  readonly: false,
});

/** Title, description and (for the types that have one) H1, each per language (catalogue-editors §2, §3). */
export const seoFields = (type: string): FieldSpec[] => [
  i18n('seo_title', 'Title'),
  i18n('seo_description', 'Description'),
  ...(seoHasH1(type) ? [i18n('seo_h1', 'H1')] : []),
];

const MESSAGES: SaveToasts<unknown> = {
  saved: catalogueMessages.seo.saved,
  failed: () => catalogueMessages.seo.error,
};

const seoOf = (object: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => {
  const value = object[SEO_BEHAVIOR];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/**
 * The SEO tab shared by every type that shows it (wineries, products, landings, zones, grape tags): PATCH of the
 * changed fields under `api.behaviors.seo.ISeoBehavior`, 'SEO fields saved' / 'Error saving the SEO fields'.
 */
export function SeoTab(props: ObjectTabProps) {
  const { object, path } = props;
  const type = object['@type'];
  const fields = useMemo(() => seoFields(type), [type]);
  const save = useSaveObject(path);
  return (
    <ObjectForm
      key={path}
      tab={props}
      name="SEO"
      label="SEO"
      fields={fields}
      storedOf={seoOf}
      detailsPrefix={SEO_BEHAVIOR}
      messages={MESSAGES}
      save={(body, lastModDate) => save.mutateAsync({ body: { [SEO_BEHAVIOR]: body }, lastModDate })}
    />
  );
}
