import { useEffect, useRef } from 'react';

/** A controlled set of checked row ids: the table kit's selection, for a `DataTable` or a list of cards. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

/** One row's checkbox, named for screen readers by `label` ('Select offer 12'). */
export function RowCheckbox({
  id,
  label,
  selection,
}: {
  id: string;
  label: string;
  selection: RowSelection;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.selected.has(id)}
      onChange={(event) => {
        const next = new Set(selection.selected);
        if (event.target.checked) next.add(id);
        else next.delete(id);
        selection.onChange(next);
      }}
    />
  );
}

/** "Select all on this page": checked when every row shown is, mixed when some are; it checks or clears them all. */
export function SelectAllCheckbox({ ids, selection }: { ids: readonly string[]; selection: RowSelection }) {
  const checkedOnPage = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && checkedOnPage === ids.length;
  const some = checkedOnPage > 0 && !all;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="Select all on this page"
      checked={all}
      onChange={(event) => selection.onChange(new Set(event.target.checked ? ids : []))}
    />
  );
}
