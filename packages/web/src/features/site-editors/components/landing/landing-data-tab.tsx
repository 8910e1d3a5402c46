import { LANGUAGES } from '@cellar/validation';
import {
  hasBlogFields,
  LANDING_TEMPLATES,
  type LandingDataFields,
  type LandingDataValues,
  landingDataPatch,
  landingDataValues,
  siteMessages,
  validateLandingData,
} from '@cellar/validation/site';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CheckboxInput,
  Form,
  NOTHING_CHANGED,
  SaveBar,
  SelectInput,
  TextAreaInput,
  TextInput,
  useObjectTabForm,
} from '@/components/form';
import { FieldGroup } from '@/components/ui/form-field';
import { landingDataFieldOf } from '@/features/site-editors/utils/landing-field-of';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useSaveObject } from '@/lib/use-save-object';

const { landing: messages } = siteMessages;

/**
 * The landing's Data tab (site-content-and-shell §2.5): per language enabled, searchable, title, slug and
 * description; the type; the blog fields only for a blog post (§5). Saved as a PATCH of the changed §7 fields,
 * 'Landing updated' / 'Error updating the landing'.
 */
export function LandingDataTab(props: ObjectTabProps) {
  const { object, path } = props;
  const patch = useSaveObject(path);
  const stored = useMemo(() => landingDataValues(object), [object]);
  const tab = useObjectTabForm<LandingDataValues, LandingDataFields>(props, {
    tab: 'Data',
    values: stored,
    rule: validateLandingData,
    fieldOf: landingDataFieldOf,
    save: (fields, lastModDate) => {
      const body = landingDataPatch(object, fields);
      return Object.keys(body).length > 0 ? patch.mutateAsync({ body, lastModDate }) : NOTHING_CHANGED;
    },
    toasts: { saved: messages.updated, failed: () => messages.updateError },
  });
  const { readOnly } = tab;

  return (
    <Form {...tab.formProps} label="Data" className="flex flex-col gap-4">
      <SaveBar label="Save" pendingLabel="Saving..." readOnly={readOnly} />
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <SelectInput<LandingDataValues, (typeof LANDING_TEMPLATES)[number]>
          name="template"
          label="Type"
          options={LANDING_TEMPLATES}
          className="max-w-xs"
        />
        <div className="grid gap-4 lg:grid-cols-2">
          {LANGUAGES.map((language) => (
            <FieldGroup
              key={language}
              legend={language}
              className="flex flex-col gap-2 rounded border border-slate-200 p-3"
            >
              <div className="flex gap-6">
                <CheckboxInput<LandingDataValues> name={`langs.${language}.enabled`} label="Enabled" />
                <CheckboxInput<LandingDataValues> name={`langs.${language}.searchable`} label="Searchable" />
              </div>
              <TextInput<LandingDataValues> name={`langs.${language}.title`} label="Title" />
              <TextInput<LandingDataValues> name={`langs.${language}.slug`} label="Slug" />
              <TextAreaInput<LandingDataValues>
                name={`langs.${language}.description`}
                label="Description"
                rows={3}
              />
            </FieldGroup>
          ))}
        </div>
        <BlogFields />
      </fieldset>
    </Form>
  );
}

/** The blog fields, shown only while the type is blog-post (§5). */
function BlogFields() {
  const template = useWatch<LandingDataValues, 'template'>({ name: 'template' });
  if (!hasBlogFields(template)) return null;
  return (
    <FieldGroup legend="Blog post" className="grid gap-3 rounded border border-slate-200 p-3 lg:grid-cols-2">
      <TextInput<LandingDataValues> name="image_src" label="Image" />
      <TextInput<LandingDataValues> name="thumbnail_src" label="Thumbnail" />
      <TextInput<LandingDataValues> name="post_author" label="Author" />
      <TextInput<LandingDataValues> name="publish_date" label="Publish date" type="date" />
      <TextAreaInput<LandingDataValues> name="labels" label="Labels" hint="One label per line" rows={3} />
    </FieldGroup>
  );
}
