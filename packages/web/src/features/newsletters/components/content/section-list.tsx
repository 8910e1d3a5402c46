import {
  DEPRECATED_NEWSLETTER_SECTION_TYPE,
  NEWSLETTER_SECTION_LABELS,
  NEWSLETTER_SECTION_TYPES,
  type NewsletterSectionType,
  siteMessages,
} from '@cellar/validation/site';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { MoveButtons, SortableCard, SortableList } from '@/components/sortable/sortable-list';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import {
  type NewsletterContentValues,
  type NewsletterSectionForm,
  newNewsletterSection,
  newSectionId,
  sectionLabel,
  sectionSummary,
} from '@/features/newsletters/utils/newsletter-content';
import { useSortableFormList } from '@/lib/use-sortable-form-list';
import { SectionFields } from './section-fields';

const TYPE_CHOICES = NEWSLETTER_SECTION_TYPES.map((type) => ({
  value: type,
  label: NEWSLETTER_SECTION_LABELS[type],
}));

/**
 * The sections in order: each a card to drag (pointer, or the keyboard: Space on the handle, arrows, Space) or move
 * with 'Move up' / 'Move down', to edit or remove; 'Add section' of the type chosen at the end. Changed with
 * `setValue`, as the home Data tab does.
 */
export function SectionList({
  readOnly,
  newsletterPath,
  newsletterId,
}: {
  readOnly: boolean;
  newsletterPath: string;
  newsletterId: string;
}) {
  const list = useSortableFormList<NewsletterSectionForm>('contenido');
  const { items: sections, keys, sensors, onDragEnd, move, toggle } = list;
  const [newType, setNewType] = useState<NewsletterSectionType>('b_multi_img');

  return (
    <section aria-label="Sections" className="flex min-w-0 flex-col gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Sections</h2>
      <SortableList
        label="Newsletter sections"
        keys={keys}
        sensors={sensors}
        onDragEnd={onDragEnd}
        announcements={{
          onDragStart: ({ active }) => `Picked up section ${keys.indexOf(String(active.id)) + 1}.`,
          onDragOver: ({ over }) =>
            over ? `Section is over position ${keys.indexOf(String(over.id)) + 1}.` : undefined,
          onDragEnd: ({ over }) =>
            over ? `Section dropped at position ${keys.indexOf(String(over.id)) + 1}.` : 'Section dropped.',
          onDragCancel: () => 'Moving the section was cancelled.',
        }}
      >
        {keys.map((key, index) => (
          <SortableSection
            key={key}
            rowKey={key}
            section={sections[index] as NewsletterSectionForm}
            index={index}
            count={keys.length}
            readOnly={readOnly}
            open={list.isOpen(key)}
            onToggle={() => toggle(key)}
            onMove={(to) => move(index, to)}
            onRemove={() => list.remove(index)}
            newsletterPath={newsletterPath}
          />
        ))}
      </SortableList>
      {keys.length === 0 ? <p className="text-sm text-slate-500">No sections yet.</p> : null}
      {readOnly ? null : (
        <div className="flex items-end gap-2">
          <SelectField<NewsletterSectionType>
            label="Section type"
            value={newType}
            onValueChange={(value) => value && setNewType(value)}
            options={TYPE_CHOICES}
          />
          <Button
            variant="secondary"
            onClick={() => {
              const section = newNewsletterSection(newType, newSectionId(newsletterId));
              list.append(section);
              toggle(section.id, true);
            }}
          >
            Add section
          </Button>
        </div>
      )}
    </section>
  );
}

interface SortableSectionProps {
  rowKey: string;
  section: NewsletterSectionForm;
  index: number;
  count: number;
  readOnly: boolean;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  newsletterPath: string;
}

function SortableSection({
  rowKey,
  section,
  index,
  count,
  readOnly,
  open,
  onToggle,
  onMove,
  onRemove,
  newsletterPath,
}: SortableSectionProps) {
  const { errors } = useFormState<NewsletterContentValues>({ name: `contenido.${index}` });
  // A section with a message shows its fields, so the message is seen.
  const hasErrors = Boolean((errors.contenido as Record<string, unknown> | undefined)?.[index]);
  const expanded = open || hasErrors;
  const label = sectionLabel(section.id_tipo);
  const summary = sectionSummary(section);
  const deprecated = section.id_tipo === DEPRECATED_NEWSLETTER_SECTION_TYPE;

  return (
    <SortableCard
      rowKey={rowKey}
      label={`Section ${index + 1}: ${label}`}
      dragLabel={`Drag section ${index + 1}`}
      disabled={readOnly}
      hideHandle={readOnly}
      header={
        <>
          <h3 className="min-w-0 flex-1 truncate text-sm text-slate-900">
            <span className="font-medium">
              {index + 1}. {label}
            </span>
            {summary ? (
              <span data-testid="section-summary" className="ml-2 text-slate-500">
                {summary}
              </span>
            ) : null}
          </h3>
          {readOnly ? null : <MoveButtons index={index} count={count} onMove={onMove} />}
          <Button variant="ghost" aria-expanded={expanded} onClick={onToggle}>
            {readOnly ? 'View' : 'Edit'}
          </Button>
          {readOnly ? null : (
            <Button variant="ghost" onClick={onRemove}>
              Remove
            </Button>
          )}
        </>
      }
    >
      {deprecated ? (
        <p role="alert" className="mx-2 mb-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {siteMessages.newsletter.deprecatedBanner}
        </p>
      ) : null}
      {expanded ? (
        <fieldset disabled={readOnly} className="border-t border-slate-100 p-3">
          <SectionFields
            index={index}
            section={section}
            readOnly={readOnly}
            newsletterPath={newsletterPath}
          />
        </fieldset>
      ) : null}
    </SortableCard>
  );
}
