import {
  HOME_SECTION_TYPES,
  type HomeFormValues,
  type HomeSectionForm,
  type HomeSectionType,
  newHomeSection,
} from '@cellar/validation/site';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { MoveButtons, SortableCard, SortableList } from '@/components/sortable/sortable-list';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useSortableFormList } from '@/lib/use-sortable-form-list';
import { HomeSectionFields } from './home-section-fields';

/**
 * The sections in order: each a card to drag (pointer or keyboard: Space, arrows, Space) or move with its
 * 'Move up' / 'Move down' buttons, to hide or show, edit or remove; 'Add section' of the type chosen at the end.
 * Each section is keyed by its own id (`useSortableFormList`).
 */
export function HomeSectionList({ readOnly }: { readOnly: boolean }) {
  const list = useSortableFormList<HomeSectionForm>('sections');
  const { items: sections, keys, sensors, onDragEnd, move, toggle } = list;
  const [newType, setNewType] = useState<HomeSectionType>(HOME_SECTION_TYPES[0]);

  return (
    <section aria-label="Sections" className="flex min-w-0 flex-col gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Sections</h2>
      <SortableList label="Home sections" keys={keys} sensors={sensors} onDragEnd={onDragEnd}>
        {keys.map((key, index) => (
          <SortableSection
            key={key}
            rowKey={key}
            section={sections[index] as HomeSectionForm}
            index={index}
            count={keys.length}
            readOnly={readOnly}
            open={list.isOpen(key)}
            onToggle={() => toggle(key)}
            onMove={(to) => move(index, to)}
            onRemove={() => list.remove(index)}
          />
        ))}
      </SortableList>
      <div className="flex items-end gap-2">
        <SelectField<HomeSectionType>
          label="Section type"
          value={newType}
          onValueChange={(value) => value && setNewType(value)}
          options={HOME_SECTION_TYPES}
          disabled={readOnly}
        />
        <Button
          variant="secondary"
          disabled={readOnly}
          onClick={() => {
            const section = newHomeSection(newType, `${newType}-${Date.now().toString(36)}`);
            list.append(section);
          }}
        >
          Add section
        </Button>
      </div>
    </section>
  );
}

interface SortableSectionProps {
  rowKey: string;
  section: HomeSectionForm;
  index: number;
  count: number;
  readOnly: boolean;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
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
}: SortableSectionProps) {
  const { setValue } = useFormContext<HomeFormValues>();
  // From the list's own watch: a per-section watch keeps the values of the index it started at.
  const { key, hidden } = section;
  const title = section.title as Record<string, string> | undefined;
  const { errors } = useFormState<HomeFormValues>({ name: `sections.${index}` });
  // A section with a message shows its fields, so the message is seen.
  const hasErrors = Boolean((errors.sections as Record<string, unknown> | undefined)?.[index]);
  const expanded = open || hasErrors;
  const name = `Section ${index + 1}: ${key}`;
  const summary = title?.es ?? '';

  return (
    <SortableCard
      rowKey={rowKey}
      label={name}
      dragLabel={`Drag section ${index + 1}`}
      disabled={readOnly}
      header={
        <>
          <h3
            className={clsx('min-w-0 flex-1 truncate text-sm', hidden ? 'text-slate-400' : 'text-slate-900')}
          >
            <span className="font-medium">
              {index + 1}. {key}
            </span>
            {summary ? <span className="ml-2 text-slate-500">{summary}</span> : null}
            {hidden ? (
              <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs text-slate-700">Hidden</span>
            ) : null}
          </h3>
          <MoveButtons index={index} count={count} disabled={readOnly} onMove={onMove} />
          <Button
            variant="ghost"
            disabled={readOnly}
            onClick={() => setValue(`sections.${index}.hidden`, !hidden, { shouldDirty: true })}
          >
            {hidden ? 'Show' : 'Hide'}
          </Button>
          <Button variant="ghost" aria-expanded={expanded} onClick={onToggle}>
            Edit
          </Button>
          <Button variant="ghost" disabled={readOnly} onClick={onRemove}>
            Remove
          </Button>
        </>
      }
    >
      {expanded ? (
        <fieldset disabled={readOnly} className="border-t border-slate-100 p-3">
          <HomeSectionFields index={index} type={key} />
        </fieldset>
      ) : null}
    </SortableCard>
  );
}
