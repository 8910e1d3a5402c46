import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type SensorDescriptor,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * An ordered list of cards reordered by dnd-kit (pointer, or the keyboard: Space on a card's handle, arrows, Space),
 * fed by `useSortableFormList`. `announcements` replaces dnd-kit's screen-reader sentences (by default they name
 * the cards' ids).
 */
export function SortableList({
  label,
  keys,
  sensors,
  onDragEnd,
  announcements,
  children,
}: {
  label: string;
  keys: string[];
  sensors: SensorDescriptor<object>[];
  onDragEnd: (event: DragEndEvent) => void;
  announcements?: Announcements;
  children: ReactNode;
}) {
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      {...(announcements ? { accessibility: { announcements } } : {})}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-2">
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * One card of a {@link SortableList}, a region named `label`: its drag handle (named `dragLabel`; left out when
 * `hideHandle`, disabled when `disabled`), then `header` on the same line, then `children` below.
 */
export function SortableCard({
  rowKey,
  label,
  dragLabel,
  disabled,
  hideHandle = false,
  header,
  children,
}: {
  rowKey: string;
  label: string;
  dragLabel: string;
  disabled: boolean;
  hideHandle?: boolean;
  header: ReactNode;
  children?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: rowKey, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx('rounded border bg-white', isDragging ? 'z-10 shadow-lg' : 'border-slate-200')}
    >
      <section aria-label={label} className="flex flex-col">
        <div className="flex flex-wrap items-center gap-2 px-2 py-1.5">
          {hideHandle ? null : (
            <button
              type="button"
              ref={setActivatorNodeRef}
              aria-label={dragLabel}
              disabled={disabled}
              className="cursor-grab rounded px-1.5 py-1 text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed"
              {...attributes}
              {...listeners}
            >
              ⠿
            </button>
          )}
          {header}
        </div>
        {children}
      </section>
    </li>
  );
}

/** 'Move up' and 'Move down' of a card at `index` of `count`: the keyboard-free way to reorder. */
export function MoveButtons({
  index,
  count,
  disabled = false,
  onMove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
}) {
  return (
    <>
      <Button variant="ghost" disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
        Move up
      </Button>
      <Button variant="ghost" disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
        Move down
      </Button>
    </>
  );
}
