import { Command } from 'cmdk';
import type { ReactNode } from 'react';

/**
 * The option list of a product combobox (cmdk, inside its `Command`): 'Searching...' while the first answer comes,
 * 'No products found' for an empty one (a status, not a list), else one option per product, picked by Enter or a
 * click.
 */
export function ProductSuggestions<T>({
  items,
  keyOf,
  onPick,
  searching,
  searched,
  children,
}: {
  items: readonly T[];
  /** The option's value (and React key): the reference. */
  keyOf: (item: T) => string;
  onPick: (item: T) => void;
  searching: boolean;
  searched: boolean;
  children: (item: T) => ReactNode;
}) {
  // A listbox must hold options (axe: aria-required-children): while none shows, what the search is doing is a
  // status beside the input instead, and the input says its list is collapsed (use-combobox-search.ts).
  if (items.length === 0)
    return searching || searched ? (
      <div
        role="status"
        className="absolute top-full z-20 mt-1 w-full rounded border border-slate-200 bg-white px-2.5 py-1.5 text-sm text-slate-500 shadow-lg"
      >
        {searching ? 'Searching...' : 'No products found'}
      </div>
    ) : null;
  return (
    <Command.List className="absolute top-full z-20 mt-1 max-h-64 w-full overflow-y-auto rounded border border-slate-200 bg-white shadow-lg">
      {items.map((item) => (
        <Command.Item
          key={keyOf(item)}
          value={keyOf(item)}
          onSelect={() => onPick(item)}
          // Picking with the mouse must not blur the input first (which would close the list).
          onMouseDown={(event) => event.preventDefault()}
          className="flex cursor-pointer items-center justify-between gap-2 px-2.5 py-1.5 text-sm data-[selected=true]:bg-slate-100"
        >
          {children(item)}
        </Command.Item>
      ))}
    </Command.List>
  );
}
