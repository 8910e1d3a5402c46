import { LANGUAGES } from '@cellar/validation';
import { type HomeSectionForm, homeSectionProducts, isHexColor } from '@cellar/validation/site';
import { clsx } from 'clsx';
import { ProductList, type ProductRows, useProductRows } from '@/components/form';
import { readableTextColor } from '@/lib/readable-text-color';
import { sanitizeHtml } from '@/lib/sanitize-html';

const SPANISH = LANGUAGES[0];

/** The Spanish text of a field held per language, else its first one. */
const textOf = (value: unknown): string => {
  if (typeof value !== 'object' || value === null) return '';
  const texts = value as Record<string, unknown>;
  const first =
    texts[SPANISH] ?? Object.values(texts).find((text) => typeof text === 'string' && text !== '');
  return typeof first === 'string' ? first : '';
};

/**
 * A read-only rendering of the sections in their order, in Spanish: what the shop's home will show, the hidden
 * sections marked (and faded) rather than left out; their products by thumbnail and name, all looked up at once.
 */
export function HomePreview({ sections }: { sections: readonly HomeSectionForm[] }) {
  const rows = useProductRows(sections.flatMap(homeSectionProducts)).data;
  return (
    <section aria-label="Preview" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Preview</h2>
      <ol aria-label="Preview sections" className="flex flex-col gap-2 rounded border border-slate-200 p-2">
        {sections.map((section, index) => {
          // A section's own background takes the text colour that reads on it, for all its text.
          const tint = isHexColor(section.bgColor) ? section.bgColor : undefined;
          return (
            <li
              key={section.id}
              aria-label={`${index + 1}. ${section.key}${section.hidden ? ' (hidden)' : ''}`}
              className={clsx(
                'flex flex-col gap-1 rounded p-3 text-sm',
                // Faded without opacity, which would take the text below a readable contrast: a dashed frame, grey pictures.
                section.hidden ? 'border border-dashed border-slate-400 [&_img]:opacity-50' : 'bg-slate-50',
                tint ? '' : 'text-slate-900',
              )}
              style={tint ? { backgroundColor: tint, color: readableTextColor(tint) } : undefined}
            >
              <span className={clsx('text-xs', tint ? '' : 'text-slate-600')}>
                {section.key}
                {section.hidden ? <strong className="ml-2">Hidden</strong> : null}
              </span>
              <PreviewBody section={section} tinted={tint !== undefined} rows={rows} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A section's content; on a section's own background (`tinted`) every text takes its colour. */
function PreviewBody({
  section,
  tinted,
  rows,
}: {
  section: HomeSectionForm;
  tinted: boolean;
  rows: ProductRows | undefined;
}) {
  const muted = tinted ? '' : 'text-slate-600';
  const title = textOf(section.title);
  const subtitle = textOf(section.subtitle);
  const button = textOf(section.buttonText);
  const products = homeSectionProducts(section);
  const images = Array.isArray(section.images) ? (section.images as { src?: unknown }[]) : [];
  const html = textOf(section.html);
  return (
    <>
      {title ? <strong>{title}</strong> : null}
      {subtitle ? <span className={tinted ? '' : 'text-slate-700'}>{subtitle}</span> : null}
      {typeof section.image === 'string' && section.image !== '' ? (
        <span className={clsx('truncate text-xs', muted)}>Image: {section.image}</span>
      ) : null}
      {images.length > 0 ? (
        <span className={clsx('text-xs', muted)}>
          {images.length} {images.length === 1 ? 'image' : 'images'}
        </span>
      ) : null}
      <ProductList label="Products" references={products} rows={rows} className={clsx('text-xs', muted)} />
      {html ? (
        <div
          className="prose prose-sm max-w-none"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify cleans it just before (sanitizeHtml).
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
        />
      ) : null}
      {button ? (
        <span className="self-start rounded bg-slate-900 px-2 py-0.5 text-xs text-white">{button}</span>
      ) : null}
    </>
  );
}
