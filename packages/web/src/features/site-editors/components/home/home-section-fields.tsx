import { LANGUAGES, type Language } from '@cellar/validation';
import {
  BANNER_THEMES,
  BUTTON_THEMES,
  HOME_FIELD_DEFS,
  HOME_FIELDS_BY_TYPE,
  HOME_FILTER_LABELS,
  HOME_FILTERS,
  HOME_WIDTHS,
  type HomeFormValues,
  type HomeSectionField,
  type HomeSectionType,
  siteMessages,
} from '@cellar/validation/site';
import { useState } from 'react';
import { type Path, useFormContext, useWatch } from 'react-hook-form';
import {
  CheckboxInput,
  ChoiceGroup,
  ProductReferencesInput,
  SelectInput,
  TextAreaInput,
  TextInput,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';

type Name = Path<HomeFormValues>;
const FILTER_CHOICES = HOME_FILTERS.map((value) => ({ value, label: HOME_FILTER_LABELS[value] }));
const LANGUAGE_CHOICES = LANGUAGES.map((value) => ({ value, label: value }));

/**
 * Every field of a section of its type (site-content §3, §9 themes, filters and widths), texts in the language
 * chosen here; the messages of §5 under the field they name.
 */
export function HomeSectionFields({ index, type }: { index: number; type: HomeSectionType }) {
  const [language, setLanguage] = useState<Language>(LANGUAGES[0]);
  const at = (field: string) => `sections.${index}.${field}` as Name;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField<Language>
          label="Language"
          value={language}
          onValueChange={(value) => value && setLanguage(value)}
          options={LANGUAGES}
        />
        <ChoiceGroup<HomeFormValues, Language>
          name={at('for_langs')}
          legend="Languages"
          options={LANGUAGE_CHOICES}
          multiple
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {HOME_FIELDS_BY_TYPE[type].map((field) => (
          <SectionField key={field} field={field} name={at(field)} language={language} />
        ))}
      </div>
    </div>
  );
}

function SectionField({
  field,
  name,
  language,
}: {
  field: HomeSectionField;
  name: Name;
  language: Language;
}) {
  const { kind, label } = HOME_FIELD_DEFS[field];
  switch (kind) {
    case 'i18n':
      return (
        <TextInput<HomeFormValues> name={`${name}.${language}` as Name} label={`${label} (${language})`} />
      );
    case 'html':
      return (
        <TextAreaInput<HomeFormValues>
          name={`${name}.${language}` as Name}
          label={`${label} (${language})`}
          rows={5}
          className="sm:col-span-2"
          hint="Cleaned of scripts before it is saved and shown."
        />
      );
    case 'number':
      return <TextInput<HomeFormValues> name={name} label={label} type="number" inputMode="numeric" />;
    case 'boolean':
      return <CheckboxInput<HomeFormValues> name={name} label={label} className="self-end" />;
    case 'theme':
      return (
        <SelectInput<HomeFormValues, string>
          name={name}
          label={label}
          options={BANNER_THEMES}
          placeholder=""
        />
      );
    case 'buttonTheme':
      return (
        <SelectInput<HomeFormValues, string>
          name={name}
          label={label}
          options={BUTTON_THEMES}
          placeholder=""
        />
      );
    case 'filter':
      return <SelectInput<HomeFormValues, string> name={name} label={label} options={FILTER_CHOICES} />;
    case 'width':
      return (
        <SelectInput<HomeFormValues, string> name={name} label={label} options={HOME_WIDTHS} placeholder="" />
      );
    case 'color':
      return <TextInput<HomeFormValues> name={name} label={label} placeholder="#RRGGBB" />;
    case 'products':
      return (
        <ProductReferencesInput<HomeFormValues>
          name={name}
          label={label}
          hint="Product references, separated by commas"
          className="sm:col-span-2"
        />
      );
    case 'groups':
      return (
        <TextInput<HomeFormValues>
          name={`${name}.groups` as Name}
          label={label}
          hint="Group ids of the query, separated by commas"
        />
      );
    case 'image':
      return <ImageInput name={name} label={label} />;
    case 'images':
      return <SliderImages name={name} language={language} />;
  }
}

/** An image by URL, or uploaded (the editor image upload) to fill the URL in. */
function ImageInput({ name, label }: { name: Name; label: string }) {
  const { setValue } = useFormContext<HomeFormValues>();
  const [uploading, setUploading] = useState(false);
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <TextInput<HomeFormValues> name={name} label={label} placeholder="https://… or /…" />
      <FileInput
        label={`Upload ${label.toLowerCase()}`}
        text={uploading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={uploading}
        className="self-start"
        onFiles={([file]) => {
          if (!file) return;
          setUploading(true);
          apiClient.content
            .uploadEditorImage(file, file.name)
            .then((url) => setValue(name, url as never, { shouldDirty: true }))
            .catch(() => toast.error(siteMessages.uploads.errorUploadingTheImage))
            .finally(() => setUploading(false));
        }}
      />
    </div>
  );
}

/** The slides of an image slider: each an image with its alt text and link in the language chosen. */
function SliderImages({ name, language }: { name: Name; language: Language }) {
  const { getValues, setValue } = useFormContext<HomeFormValues>();
  const images = (useWatch<HomeFormValues>({ name }) as unknown[] | undefined) ?? [];
  const change = (next: (current: unknown[]) => unknown[]) =>
    setValue(name, next((getValues(name) as unknown[] | undefined) ?? []) as never, { shouldDirty: true });
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">Images</legend>
      {images.map((_, index) => (
        // Images are added at the end and removed, never reordered: the position is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid gap-2 rounded border border-slate-200 p-2">
          <ImageInput name={`${name}.${index}.src` as Name} label={`Image ${index + 1}`} />
          <TextInput<HomeFormValues>
            name={`${name}.${index}.alt.${language}` as Name}
            label={`Alt text ${index + 1} (${language})`}
          />
          <TextInput<HomeFormValues>
            name={`${name}.${index}.link.${language}` as Name}
            label={`Link ${index + 1} (${language})`}
          />
          <Button
            variant="ghost"
            className="self-start"
            onClick={() => change((current) => current.filter((__, at) => at !== index))}
          >
            Remove image {index + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => change((current) => [...current, { src: '' }])}
      >
        Add image
      </Button>
    </fieldset>
  );
}
