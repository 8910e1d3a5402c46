import { LANGUAGES } from '@cellar/validation';
import { type HomeSectionForm, homeSectionProducts } from '@cellar/validation/site';
import { clsx } from 'clsx';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { textColorOn } from '@/lib/text-color-on';

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
 * sections marked (and faded) rather than left out.
 */
export function HomePreview({ sections }: { sections: readonly HomeSectionForm[] }) {
  return (
    <section aria-label="Preview" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Preview</h2>
      <ol aria-label="Preview sections" className="flex flex-col gap-2 rounded border border-slate-200 p-2">
        {sections.map((section, index) => {
          // On the section's own colour every text takes the one colour that reads on it.
          const color = textColorOn(section.bgColor);
          const tone = (own: string) => (color === undefined ? own : undefined);
          return (
            <li
              key={section.id}
              aria-label={`${index + 1}. ${section.key}${section.hidden ? ' (hidden)' : ''}`}
              className={clsx(
                'flex flex-col gap-1 rounded p-3 text-sm',
                section.hidden ? 'border border-dashed border-slate-300 opacity-50' : 'bg-slate-50',
              )}
              style={color === undefined ? undefined : { backgroundColor: section.bgColor as string, color }}
            >
              <span className={clsx('text-xs', tone('text-slate-500'))}>
                {section.key}
                {section.hidden ? (
                  <strong className={clsx('ml-2', tone('text-slate-700'))}>Hidden</strong>
                ) : null}
              </span>
              <PreviewBody section={section} tone={tone} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** `tone(class)`: the text colour class to use, none on a section's own colour. */
function PreviewBody({
  section,
  tone,
}: {
  section: HomeSectionForm;
  tone: (own: string) => string | undefined;
}) {
  const title = textOf(section.title);
  const subtitle = textOf(section.subtitle);
  const button = textOf(section.buttonText);
  const products = homeSectionProducts(section);
  const images = Array.isArray(section.images) ? (section.images as { src?: unknown }[]) : [];
  const html = textOf(section.html);
  return (
    <>
      {title ? <strong className={tone('text-slate-900')}>{title}</strong> : null}
      {subtitle ? <span className={tone('text-slate-700')}>{subtitle}</span> : null}
      {typeof section.image === 'string' && section.image !== '' ? (
        <span className={clsx('truncate text-xs', tone('text-slate-600'))}>Image: {section.image}</span>
      ) : null}
      {images.length > 0 ? (
        <span className={clsx('text-xs', tone('text-slate-600'))}>
          {images.length} {images.length === 1 ? 'image' : 'images'}
        </span>
      ) : null}
      {products.length > 0 ? (
        <span className={clsx('text-xs', tone('text-slate-600'))}>Products: {products.join(', ')}</span>
      ) : null}
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
