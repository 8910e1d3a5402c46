import type { Announcements } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { MoveButtons, SortableCard, SortableList } from '@/components/sortable/sortable-list';
import { Button } from '@/components/ui/button';
import { type SelectChoice, SelectField } from '@/components/ui/form-field';
import { useSortableFormList } from '@/lib/use-sortable-form-list';

/** How one section of a {@link SortableSectionList} shows: what its editor decides. */
export interface SectionView {
  /** Its name after its position: the region `Section 2: {title}`, the heading `2. {title}`. */
  title: string;
  /** What it holds, in a word or two beside the title. */
  summary?: string;
  /** A hidden section is greyed and marked 'Hidden'. */
  hidden?: boolean;
  /** Buttons of its own, between the move buttons and Edit (the home's Hide / Show). */
  actions?: ReactNode;
  /** Shown above its fields, open or closed (the newsletter's deprecated type). */
  banner?: ReactNode;
  /** Its fields, shown while the card is open or holds a message. */
  fields: ReactNode;
}

export interface SortableSectionListProps<T extends { id: string }, K extends string> {
  /** The form's list field, each item keyed by its own `id`. */
  name: string;
  /** The list's accessible name ('Home sections'). */
  label: string;
  readOnly: boolean;
  /**
   * What read-only does to the handle, the move, remove and add controls: `disable` them (the home), or `hide` them
   * and name Edit 'View' (the newsletter).
   */
  readOnlyControls: 'disable' | 'hide';
  /** Screen-reader sentences of a drag, given the sections' keys in order (dnd-kit's own name the keys). */
  announcementsOf?: (keys: string[]) => Announcements;
  /** Said under an empty list. */
  emptyText?: string;
  /** The types 'Add section' offers, `firstType` chosen. */
  types: readonly SelectChoice<K>[];
  firstType: K;
  /** A new section of `type`, appended by 'Add section' (opened at once with `openAdded`). */
  newSection: (type: K) => T;
  openAdded?: boolean;
  /** How each section shows. */
  view: (section: T, index: number) => SectionView;
}

/**
 * The sections of a form in order (the home's and the newsletter's): each a card to drag (pointer, or the keyboard:
 * Space on the handle, arrows, Space) or move with 'Move up' / 'Move down', to open ('Edit') or remove; 'Add section'
 * of the type chosen at the end. The list is the form's `name` field (`useSortableFormList`).
 */
export function SortableSectionList<T extends { id: string }, K extends string>({
  name,
  label,
  readOnly,
  readOnlyControls,
  announcementsOf,
  emptyText,
  types,
  firstType,
  newSection,
  openAdded = false,
  view,
}: SortableSectionListProps<T, K>) {
  const list = useSortableFormList<T>(name);
  const { items: sections, keys, sensors, onDragEnd, move, toggle } = list;
  const [newType, setNewType] = useState<K>(firstType);
  const hideControls = readOnly && readOnlyControls === 'hide';

  return (
    <section aria-label="Sections" className="flex min-w-0 flex-col gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Sections</h2>
      <SortableList
        label={label}
        keys={keys}
        sensors={sensors}
        onDragEnd={onDragEnd}
        announcements={announcementsOf?.(keys)}
      >
        {keys.map((key, index) => (
          <SortableSection
            key={key}
            rowKey={key}
            name={name}
            // From the list's own watch: a per-section watch keeps the values of the index it started at.
            view={view(sections[index] as T, index)}
            index={index}
            count={keys.length}
            readOnly={readOnly}
            hideControls={hideControls}
            open={list.isOpen(key)}
            onToggle={() => toggle(key)}
            onMove={(to) => move(index, to)}
            onRemove={() => list.remove(index)}
          />
        ))}
      </SortableList>
      {emptyText !== undefined && keys.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : null}
      {hideControls ? null : (
        <div className="flex items-end gap-2">
          <SelectField<K>
            label="Section type"
            value={newType}
            onValueChange={(value) => value && setNewType(value)}
            options={types}
            disabled={readOnly}
          />
          <Button
            variant="secondary"
            disabled={readOnly}
            onClick={() => {
              const section = newSection(newType);
              list.append(section);
              if (openAdded) toggle(section.id, true);
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
  name: string;
  view: SectionView;
  index: number;
  count: number;
  readOnly: boolean;
  hideControls: boolean;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortableSection({
  rowKey,
  name,
  view: { title, summary, hidden = false, actions, banner, fields },
  index,
  count,
  readOnly,
  hideControls,
  open,
  onToggle,
  onMove,
  onRemove,
}: SortableSectionProps) {
  const { errors } = useFormState<Record<string, unknown>>({ name: `${name}.${index}` });
  // A section with a message shows its fields, so the message is seen.
  const hasErrors = Boolean((errors[name] as Record<string, unknown> | undefined)?.[index]);
  const expanded = open || hasErrors;

  return (
    <SortableCard
      rowKey={rowKey}
      label={`Section ${index + 1}: ${title}`}
      dragLabel={`Drag section ${index + 1}`}
      disabled={readOnly}
      hideHandle={hideControls}
      header={
        <>
          {/* The title wraps, never cut; on a row too narrow for it, the buttons go to the next line together. */}
          <h3
            className={clsx(
              'min-w-32 flex-1 text-sm [overflow-wrap:anywhere]',
              hidden ? 'text-slate-500' : 'text-slate-900',
            )}
          >
            <span className="font-medium">
              {index + 1}. {title}
            </span>
            {summary ? (
              <span data-testid="section-summary" className="ml-2 text-slate-500">
                {summary}
              </span>
            ) : null}
            {hidden ? (
              <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs text-slate-700">Hidden</span>
            ) : null}
          </h3>
          <div className="ml-auto flex items-center gap-2">
            {hideControls ? null : (
              <MoveButtons index={index} count={count} disabled={readOnly} onMove={onMove} />
            )}
            {actions}
            <Button variant="ghost" aria-expanded={expanded} onClick={onToggle}>
              {hideControls ? 'View' : 'Edit'}
            </Button>
            {hideControls ? null : (
              <Button variant="ghost" disabled={readOnly} onClick={onRemove}>
                Remove
              </Button>
            )}
          </div>
        </>
      }
    >
      {banner}
      {expanded ? (
        <fieldset disabled={readOnly} className="border-t border-slate-100 p-3">
          {fields}
        </fieldset>
      ) : null}
    </SortableCard>
  );
}
