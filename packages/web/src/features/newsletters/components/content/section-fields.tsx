import type { ProductReference } from '@cellar/sdk';
import { addNewsletterSectionProduct, siteMessages } from '@cellar/validation/site';
import { useState } from 'react';
import { type Path, useFormContext, useWatch } from 'react-hook-form';
import {
  ProductLine,
  ProductReferencePicker,
  SelectInput,
  TextAreaInput,
  TextInput,
  useFieldMessages,
  useProductRows,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FieldMessages } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUploadNewsletterImage } from '@/features/newsletters/api/upload-newsletter-image';
import {
  isTranslatableSection,
  NEWSLETTER_LANGUAGES,
  type NewsletterContentValues,
  type NewsletterSectionForm,
  SECTION_FIELDS,
  type SectionFieldDef,
  sectionProductLimit,
  sectionProducts,
  translateKindOf,
  withSectionProducts,
} from '@/features/newsletters/utils/newsletter-content';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { TranslateButton } from './subject-fields';

type Name = Path<NewsletterContentValues>;
const messages = siteMessages.newsletter;

/** The fields of one section, by its type (site-content §3); localised ones per language. */
export function SectionFields({
  index,
  section,
  readOnly,
  newsletterPath,
}: {
  index: number;
  section: NewsletterSectionForm;
  readOnly: boolean;
  newsletterPath: string;
}) {
  const base = `contenido.${index}`;
  const defs = SECTION_FIELDS[section.id_tipo] ?? [];
  return (
    <div className="flex flex-col gap-3">
      {sectionProductLimit(section) === undefined ? null : (
        <ProductsField index={index} section={section} readOnly={readOnly} />
      )}
      {defs.map((def) => (
        <SectionField
          key={def.field}
          name={`${base}.${def.field}`}
          def={def}
          multiline={section.id_tipo === 'p' || section.id_tipo === 'w'}
          newsletterPath={newsletterPath}
        />
      ))}
      {isTranslatableSection(section) ? (
        <TranslateButton
          name={`${base}.text`}
          kind={translateKindOf(section)}
          label="Translate from Spanish"
        />
      ) : null}
    </div>
  );
}

function SectionField({
  name,
  def,
  multiline,
  newsletterPath,
}: {
  name: string;
  def: SectionFieldDef;
  multiline: boolean;
  newsletterPath: string;
}) {
  switch (def.kind) {
    case 'color':
      return (
        <TextInput<NewsletterContentValues> name={name as Name} label={def.label} placeholder="#RRGGBB" />
      );
    case 'choice':
      return (
        <SelectInput<NewsletterContentValues, string>
          name={name as Name}
          label={def.label}
          options={def.options ?? []}
          placeholder=""
        />
      );
    case 'localised-text':
      return (
        <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="text-sm font-medium text-slate-700">{def.label}</legend>
          {NEWSLETTER_LANGUAGES.map((language) =>
            multiline ? (
              <TextAreaInput<NewsletterContentValues>
                key={language}
                name={`${name}.${language}` as Name}
                label={`${def.label} (${language})`}
                rows={3}
              />
            ) : (
              <TextInput<NewsletterContentValues>
                key={language}
                name={`${name}.${language}` as Name}
                label={`${def.label} (${language})`}
              />
            ),
          )}
        </fieldset>
      );
    case 'localised-html':
      return (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-slate-700">{def.label}</legend>
          {NEWSLETTER_LANGUAGES.map((language) => (
            <HtmlField key={language} name={`${name}.${language}`} label={`${def.label} (${language})`} />
          ))}
        </fieldset>
      );
    case 'localised-image':
      return (
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="text-sm font-medium text-slate-700">{def.label}</legend>
          {NEWSLETTER_LANGUAGES.map((language) => (
            <ImageField
              key={language}
              name={`${name}.${language}`}
              label={`${def.label} (${language})`}
              newsletterPath={newsletterPath}
            />
          ))}
        </fieldset>
      );
  }
}

/** An html section's HTML in one language, and its preview as DOMPurify leaves it. */
function HtmlField({ name, label }: { name: string; label: string }) {
  const html = String(useWatch<NewsletterContentValues>({ name: name as Name }) ?? '');
  return (
    <div className="grid gap-2 lg:grid-cols-2">
      <TextAreaInput<NewsletterContentValues>
        name={name as Name}
        label={label}
        rows={4}
        className="font-mono"
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-700">Preview</span>
        <div
          data-testid="html-preview"
          className="prose min-h-16 rounded border border-slate-200 p-2 text-sm"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify first
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
        />
      </div>
    </div>
  );
}

/** An image of one language: its path, an upload into the newsletter that fills it, and a preview. */
function ImageField({
  name,
  label,
  newsletterPath,
}: {
  name: string;
  label: string;
  newsletterPath: string;
}) {
  const { setValue } = useFormContext<NewsletterContentValues>();
  const value = String(useWatch<NewsletterContentValues>({ name: name as Name }) ?? '');
  const upload = useUploadNewsletterImage(newsletterPath);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { path } = await upload.mutateAsync(file);
      setValue(name as Name, path as never, { shouldDirty: true });
    } catch {
      toast.error(siteMessages.uploads.errorUploadingImage);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <TextInput<NewsletterContentValues> name={name as Name} label={label} />
      <FileInput
        label={`Upload ${label}`}
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={upload.isPending}
        className="self-start"
        onFiles={([file]) => void onFile(file)}
      />
      {value ? <ImagePreview key={value} src={value} /> : null}
    </div>
  );
}

/** The image, or a clear notice when it cannot be read (a path never uploaded). */
function ImagePreview({ src }: { src: string }) {
  const [missing, setMissing] = useState(false);
  return missing ? (
    <p role="status" className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-600">
      {messages.imageMissing}: {src}
    </p>
  ) : (
    <img
      src={src}
      alt=""
      className="max-h-32 w-fit rounded border border-slate-200"
      onError={() => setMissing(true)}
    />
  );
}

/**
 * The products of a row (2) or a product banner (1): each chosen one with Remove, and a search to add one. Adding
 * past the limit is refused with 'This section is limited to {n} products...'; while too few, 'You must add another
 * product, this section is for {n} products' stays under the field.
 */
function ProductsField({
  index,
  section,
  readOnly,
}: {
  index: number;
  section: NewsletterSectionForm;
  readOnly: boolean;
}) {
  const { setValue, formState } = useFormContext<NewsletterContentValues>();
  const [refused, setRefused] = useState<string | null>(null);
  const errors = useFieldMessages(`contenido.${index}.content`);
  const products = sectionProducts(section);
  const limit = sectionProductLimit(section) ?? 0;
  const write = (next: readonly string[]) =>
    setValue(`contenido.${index}` as Name, withSectionProducts(section, next) as never, {
      shouldDirty: true,
      // After a refused save, the section's messages follow its products (as typed fields follow their text).
      shouldValidate: formState.isSubmitted,
    });
  const rows = useProductRows(products).data;
  // Each product in turn, as picked one by one: past the limit, the first refused says why.
  const onPickList = (references: readonly ProductReference[]) => {
    let current = section;
    for (const reference of references) {
      const added = addNewsletterSectionProduct(current, reference.referencia);
      if (!added.ok) {
        setRefused(added.issues[0]?.message ?? null);
        break;
      }
      setRefused(null);
      current = withSectionProducts(current, added.value);
    }
    if (current !== section) write(sectionProducts(current));
  };
  const incomplete = products.length < limit ? messages.sectionIncomplete(limit) : null;
  const shown = [
    ...new Set([refused, ...errors, incomplete].filter((text): text is string => Boolean(text))),
  ];
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-700">Products</span>
      <ul aria-label="Products of the section" className="flex flex-col gap-1">
        {products.map((reference) => (
          <li key={reference} className="flex items-center gap-2 text-sm">
            {rows?.[reference] ? (
              <ProductLine reference={rows[reference]} />
            ) : (
              <span className="font-mono">{reference}</span>
            )}
            {readOnly ? null : (
              <Button
                variant="ghost"
                aria-label={`Remove product ${reference}`}
                onClick={() => {
                  setRefused(null);
                  write(products.filter((product) => product !== reference));
                }}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <ProductReferencePicker
          label="Add a product"
          hideLabel
          onPick={(reference) => onPickList([reference])}
          onPickList={onPickList}
          exclude={new Set(products)}
        />
      )}
      <FieldMessages id={`contenido-${index}-products`} errors={shown} />
    </div>
  );
}
