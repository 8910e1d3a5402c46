import { type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * A list field of the enclosing form edited as cards keyed by their own `id`, reordered by dnd-kit (pointer, or the
 * keyboard: Space on the handle, arrows, Space) or moved by buttons, opened and closed one by one (the home's and the
 * newsletter's sections). The list is changed with `setValue` (react-hook-form's `useFieldArray` would join the first
 * page: the login form's react-hook-form module is there). Only the lazy editors import it, with dnd-kit.
 */
export function useSortableFormList<T extends { id: string }>(name: string) {
  const { getValues, setValue } = useFormContext<Record<string, unknown>>();
  const items = (useWatch<Record<string, unknown>>({ name }) as T[] | undefined) ?? [];
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map((item) => item.id);
  const change = (next: (current: T[]) => T[]) =>
    setValue(name, next((getValues(name) as T[] | undefined) ?? []), { shouldDirty: true });
  const move = (from: number, to: number) => change((current) => arrayMove(current, from, to));
  return {
    items,
    keys,
    sensors,
    move,
    remove: (index: number) => change((current) => current.filter((_, at) => at !== index)),
    append: (item: T) => change((current) => [...current, item]),
    /** Where a drag ended: the card moves to the place of the one it was dropped over. */
    onDragEnd: ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
    },
    isOpen: (key: string) => open.has(key),
    /** Opens or closes a card (`force` opens or closes it whatever it was). */
    toggle: (key: string, force?: boolean) =>
      setOpen((current) => {
        const next = new Set(current);
        if (force ?? !next.has(key)) next.add(key);
        else next.delete(key);
        return next;
      }),
  };
}
