import { LANGUAGES } from '@cellar/validation';
import {
  IMG_POSITIONS,
  type ImgPosition,
  LANDING_PRODUCT_SOURCES,
  LANDING_SECTION_FIELDS,
  type LandingProductSource,
  type LandingSectionText,
  type LandingSectionValues,
  siteMessages,
} from '@cellar/validation/site';
import { ProductLine, ProductReferencePicker, useFieldMessages, useProductRows } from '@/components/form';
import { MoveButtons } from '@/components/sortable/sortable-list';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { FieldGroup, FormField, inputClass, SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUploadLandingImage } from '@/features/site-editors/api/upload-landing-image';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { LandingLinkSearch } from './landing-link-search';

const TEXT_LABELS: Readonly<Record<LandingSectionText, string>> = {
  title: 'Title',
  description: 'Description',
  text: 'Text',
  alt: 'Alt text',
  html: 'Html',
  img_caption: 'Image caption',
  img_alt: 'Image alt text',
  img_link: 'Image link',
};

export interface SectionCardProps {
  section: LandingSectionValues;
  index: number;
  count: number;
  readOnly: boolean;
  /** The section changed; `edit` names the field typed in (one step to undo per field typed in a row). */
  onChange: (section: LandingSectionValues, edit?: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One section of a landing: its header (collapse, move, remove) and the fields of its template (§3). */
export function SectionCard({
  section,
  index,
  count,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: SectionCardProps) {
  const fields = LANDING_SECTION_FIELDS[section.template];
  const name = `sections.${index}`;
  const set = <K extends keyof LandingSectionValues>(key: K, value: LandingSectionValues[K], edit?: string) =>
    onChange({ ...section, [key]: value }, edit);
  const idErrors = useFieldMessages(`${name}.id`);
  // A collapsed section shows its fields while one of them has a message, so that the message is seen.
  const queryErrors = useFieldMessages(`${name}.query`);
  const productErrors = useFieldMessages(`${name}.products.value`);
  const refused = queryErrors.length > 0 || productErrors.length > 0;
  return (
    <section aria-label={`Section ${section.id}`} className="rounded border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-3 py-2">
        <span className="font-medium text-slate-900">{section.template}</span>
        <span className="font-mono text-xs text-slate-500">{section.id}</span>
        {idErrors.map((message) => (
          <span key={message} role="alert" className="text-xs text-rose-700">
            {message}
          </span>
        ))}
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" onClick={() => set('collapsed', !section.collapsed)} disabled={readOnly}>
            {section.collapsed ? 'Expand' : 'Collapse'}
          </Button>
          <MoveButtons index={index} count={count} disabled={readOnly} onMove={onMove} />
          <Button variant="ghost" onClick={onRemove} disabled={readOnly}>
            Remove
          </Button>
        </div>
      </header>
      {section.collapsed && !refused ? null : (
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-3 p-3">
          {fields.map((field) => {
            switch (field) {
              case 'products':
                return <ProductsField key={field} section={section} name={name} set={set} />;
              case 'query':
                return (
                  <QueryField
                    key={field}
                    label="Query"
                    name={`${name}.query`}
                    value={section.query}
                    onChange={(query) => set('query', query, `${index}.query`)}
                  />
                );
              case 'slug':
                return section.template === 'view-more-button' ? (
                  <div key={field} className="flex flex-col gap-2">
                    <TextField
                      label="Link"
                      value={section.slug}
                      onChange={(slug) => set('slug', slug, `${index}.slug`)}
                    />
                    <LandingLinkSearch onPick={(landingPath) => set('slug', landingPath)} />
                  </div>
                ) : (
                  <TextField
                    key={field}
                    label="Anchor"
                    value={section.slug}
                    onChange={(slug) => set('slug', slug, `${index}.slug`)}
                  />
                );
              case 'image_src':
              case 'img_src':
                return (
                  <ImageField
                    key={field}
                    value={section[field]}
                    onChange={(src, typed) => set(field, src, typed ? `${index}.${field}` : undefined)}
                  />
                );
              case 'img_position':
                return (
                  <SelectField<ImgPosition>
                    key={field}
                    label="Image position"
                    value={section.img_position}
                    onValueChange={(position) => set('img_position', position)}
                    options={IMG_POSITIONS}
                    className="max-w-xs"
                  />
                );
              default:
                return (
                  <TextsField
                    key={field}
                    label={TEXT_LABELS[field]}
                    html={field === 'html'}
                    texts={section[field]}
                    onChange={(language, text) =>
                      set(field, { ...section[field], [language]: text }, `${index}.${field}.${language}`)
                    }
                  />
                );
            }
          })}
        </fieldset>
      )}
    </section>
  );
}

function TextField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(ids) => (
        <input
          {...ids}
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** An image's path: typed, or the URL of a file uploaded here ('Error uploading the image' when refused, §8). */
function ImageField({ value, onChange }: { value: string; onChange: (src: string, typed: boolean) => void }) {
  const upload = useUploadLandingImage();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        label="Image"
        value={value}
        onChange={(src) => onChange(src, true)}
        className="min-w-64 flex-1"
      />
      <FileInput
        label="Upload image"
        text={upload.isPending ? 'Uploading...' : 'Upload image'}
        accept="image/*"
        disabled={upload.isPending}
        onFiles={([file]) => {
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (url) => onChange(url, false),
            onError: () => toast.error(siteMessages.landing.uploadError),
          });
        }}
      />
    </div>
  );
}

/** A text per language; an HTML text shows its preview, sanitised (DOMPurify) before it is shown. */
function TextsField({
  label,
  html,
  texts,
  onChange,
}: {
  label: string;
  html: boolean;
  texts: Readonly<Record<string, string>>;
  onChange: (language: string, text: string) => void;
}) {
  return (
    <FieldGroup legend={label} className="grid gap-2 lg:grid-cols-2">
      {LANGUAGES.map((language) => (
        <FormField key={language} label={language}>
          {(ids) =>
            html ? (
              <div className="flex flex-col gap-1">
                <textarea
                  {...ids}
                  rows={4}
                  className={`${inputClass} font-mono`}
                  value={texts[language] ?? ''}
                  onChange={(event) => onChange(language, event.target.value)}
                />
                {texts[language] ? (
                  <figure
                    aria-label={`${label} preview (${language})`}
                    className="prose-sm rounded border border-dashed border-slate-200 p-2 text-sm"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just before
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(texts[language] ?? '') }}
                  />
                ) : null}
              </div>
            ) : (
              <input
                {...ids}
                className={inputClass}
                value={texts[language] ?? ''}
                onChange={(event) => onChange(language, event.target.value)}
              />
            )
          }
        </FormField>
      ))}
    </FieldGroup>
  );
}

/** A JSON text; 'JSON inválido' (§5) shows under it once the rule or the server refuses it. */
function QueryField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const errors = useFieldMessages(name);
  return (
    <FormField label={label} errors={errors}>
      {(ids) => (
        <textarea
          {...ids}
          rows={3}
          className={`${inputClass} font-mono`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

const SOURCE_LABELS: Readonly<Record<LandingProductSource, string>> = {
  group: 'By group',
  refs: 'By references',
  query: 'By query',
};

/** Where the section's products come from (§3 products {type group|refs|query, value}). */
function ProductsField({
  section,
  name,
  set,
}: {
  section: LandingSectionValues;
  name: string;
  set: (key: 'products', value: LandingSectionValues['products'], edit?: string) => void;
}) {
  const { type, value } = section.products;
  const refs = value
    .split(',')
    .map((ref) => ref.trim())
    .filter(Boolean);
  const errors = useFieldMessages(`${name}.products.value`);
  const rows = useProductRows(type === 'refs' ? refs : []).data;
  const addRefs = (added: readonly { referencia: string }[]) =>
    set('products', { type, value: [...refs, ...added.map((reference) => reference.referencia)].join(',') });
  return (
    <FieldGroup legend="Products" className="flex flex-col gap-2">
      <SelectField<LandingProductSource>
        label="Source"
        value={type}
        onValueChange={(source) => source !== '' && set('products', { type: source, value: '' })}
        options={LANDING_PRODUCT_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }))}
        className="max-w-xs"
      />
      {type === 'query' ? (
        <QueryField
          label="Products query"
          name={`${name}.products.value`}
          value={value}
          onChange={(text) => set('products', { type, value: text }, `${name}.products`)}
        />
      ) : type === 'group' ? (
        <>
          <FormField label="Group" errors={errors}>
            {(ids) => (
              <input
                {...ids}
                className={inputClass}
                value={value}
                onChange={(event) => set('products', { type, value: event.target.value }, `${name}.products`)}
              />
            )}
          </FormField>
          <ProductReferencePicker
            label="Find the group of a product"
            hideLabel
            onPick={(reference) => set('products', { type, value: reference.group })}
          />
        </>
      ) : (
        <>
          <ul aria-label="References" className="flex flex-wrap gap-1">
            {refs.map((ref) => (
              <li key={ref} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs">
                {rows?.[ref] ? (
                  <ProductLine reference={rows[ref]} />
                ) : (
                  <span className="font-mono">{ref}</span>
                )}
                <button
                  type="button"
                  aria-label={`Remove ${ref}`}
                  className="text-slate-500 hover:text-slate-900"
                  onClick={() => set('products', { type, value: refs.filter((r) => r !== ref).join(',') })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <ProductReferencePicker
            label="Add a reference"
            hideLabel
            exclude={new Set(refs)}
            onPick={(reference) => addRefs([reference])}
            onPickList={addRefs}
          />
          {errors.map((message) => (
            <p key={message} role="alert" className="text-xs text-rose-700">
              {message}
            </p>
          ))}
        </>
      )}
    </FieldGroup>
  );
}
